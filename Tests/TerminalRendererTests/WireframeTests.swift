import BoxTreeModel
import Foundation
import Testing
@testable import TerminalRenderer

@Suite struct WireframeTests {
    func plain(_ tree: BoxTree, columns: Int = 100, caption: Bool = false) throws -> [String] {
        let renderer = TerminalRenderer(configuration: TerminalConfiguration(columns: columns, showsCaption: caption))
        return try renderer.text(for: tree).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func grid(_ tree: BoxTree, columns: Int = 100, colored: Bool = true) -> CellGrid {
        var drawer = WireframeDrawer(tree: tree, columns: columns, colored: colored, showsCaption: false)
        return drawer.draw()
    }

    /// The characters of one row, one per cell (two-cell characters once).
    func cells(_ line: String) -> [Character] {
        var result: [Character] = []
        for character in line {
            result.append(character)
            if CellWidth.of(character) == 2 { result.append(" ") }
        }
        return result
    }

    @Test func mapsPointsToCellsInsideTheDeviceFrame() throws {
        let lines = try plain(TestTrees.card())
        // 98 pt across 98 cells; 200 pt down 100 rows; plus the frame.
        #expect(lines.count == 102)
        #expect(lines.first == "╭" + String(repeating: "─", count: 98) + "╮")
        #expect(lines.last == "╰" + String(repeating: "─", count: 98) + "╯")
        // The card: x 10...50 -> columns 11..<51, y 20...50 -> rows 11..<26, rounded.
        let top = cells(lines[11]), bottom = cells(lines[25])
        #expect(top[11] == "╭" && top[50] == "╮")
        #expect(bottom[11] == "╰" && bottom[50] == "╯")
        #expect(cells(lines[18])[11] == "│")
        // The scrim shades the empty cells outside the card, not inside it.
        #expect(cells(lines[5])[5] == "░")
        #expect(cells(lines[18])[30] == " ")
    }

    @Test func buttonsAreBracketedLabelsCentredInTheirBox() throws {
        let lines = try plain(TestTrees.card())
        // Button x 20...40 -> columns 21..<41; y 40...50 -> rows 21..<26, label on the middle row.
        let row = cells(lines[23])
        let label = String(row[28..<34])
        #expect(label == "[ OK ]")
    }

    @Test func headerTextIsCentredAndTheCloseGlyphAtItsBoxCentre() throws {
        let lines = try plain(TestTrees.card())
        // The header's line: y 24...28, middle 26 -> row 1 + 13.
        #expect(lines[14].contains("Hello there"))
        let header = cells(lines[14])
        let start = header.firstIndex(of: "H")!
        // Box columns 13..<49 (36 wide), text 11 wide: (36 - 11) / 2 = 12.
        #expect(start == 13 + 12)
        // Close target x 40...50 -> centre column 1 + 45; y 20...30 -> row 1 + 12.
        #expect(cells(lines[13])[46] == "✕")
    }

    @Test func artworkIsAHatchedPanelLabelledImage() throws {
        let lines = try plain(TestTrees.card())
        // Artwork x 60...90 -> columns 61..<91; y 20...50 -> rows 11..<26; label on row 1 + 17.
        #expect(cells(lines[11])[61] == "┌")
        #expect(lines[18].contains("[image]"))
        #expect(lines[14].contains("╱"))
    }

    @Test func coloursComeFromTheTree() {
        let grid = grid(TestTrees.card())
        // Button fill and its white label.
        #expect(grid[22, 22].background == TerminalColor(red: 91, green: 61, blue: 245))
        #expect(grid[30, 23].character == "O")
        #expect(grid[30, 23].foreground == .white)
        // The header is bold black on the white card.
        #expect(grid[25, 14].bold && grid[25, 14].foreground == .black && grid[25, 14].background == .white)
        // The scrim: 40 % black over the white window.
        #expect(grid[5, 5].background == TerminalColor(red: 153, green: 153, blue: 153))
        // With colour, the scrim is a colour, not shade characters.
        #expect(grid[5, 5].glyph == " ")
    }

    @Test func rightToLeftTextIsPrintedInTheLayoutsVisualOrderAndAlignedRight() throws {
        // The runs as the layout resolves them: the number is a left-to-right run inside right-to-left text.
        let block = TestTrees.text("مرحبا 25", in: Rect(x: 10, y: 10, width: 40, height: 4), alignment: .right, direction: .rightToLeft,
                                   runs: [TextRun(text: "25", level: 2), TextRun(text: "مرحبا ", level: 1)])
        let tree = TestTrees.tree([Box(role: .body, frame: Rect(x: 10, y: 10, width: 40, height: 4), text: block)], direction: .rightToLeft)
        let row = try plain(tree)[1 + 6]
        // Box columns 11..<51: the visual line "25 ابحرم" ends at column 50.
        let characters = cells(row)
        #expect(String(characters[43..<51]) == "25 ابحرم")
    }

    @Test func theOrderComesFromTheTreesRunsNotFromTheCharacters() throws {
        // A line without runs is one run in its direction: here the digits are reversed with the
        // rest, because the tree says so (the layout would have made them a run of their own).
        let frame = Rect(x: 10, y: 10, width: 40, height: 4)
        let block = TestTrees.text("مرحبا 25", in: frame, alignment: .right, direction: .rightToLeft)
        let tree = TestTrees.tree([Box(role: .body, frame: frame, text: block)], direction: .rightToLeft)
        #expect(try plain(tree)[1 + 6].contains("52 ابحرم"))
    }

    @Test func aRightToLeftRunInsideALeftToRightLineIsReversedInPlace() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 4)
        let block = TestTrees.text("Hello שלום עולם world", in: frame,
                                   runs: [TextRun(text: "Hello ", level: 0), TextRun(text: "שלום עולם", level: 1), TextRun(text: " world", level: 0)])
        let tree = TestTrees.tree([Box(role: .body, frame: frame, text: block)])
        #expect(try plain(tree)[1 + 6].contains("Hello םלוע םולש world"))
    }

    @Test func linesTheWireframeJoinsKeepTheLayoutsLevelsAcrossTheBreak() throws {
        // The layout broke "Hello שלום עולם world" inside the Hebrew; the wireframe has room for
        // it on one line, and the space the layout's break dropped stays inside the Hebrew stretch.
        let frame = Rect(x: 10, y: 10, width: 40, height: 4)
        let first = TextLine(text: "Hello שלום", x: 10, baseline: 12, width: 40, ascent: 2, height: 2, direction: .leftToRight,
                             runs: [TextRun(text: "Hello ", level: 0), TextRun(text: "שלום", level: 1)])
        let second = TextLine(text: "עולם world", x: 10, baseline: 14, width: 40, ascent: 2, height: 2, direction: .leftToRight,
                              runs: [TextRun(text: "עולם", level: 1), TextRun(text: " world", level: 0)])
        let block = TextBlock(text: "Hello שלום עולם world", font: FontSpec(style: .body, size: 17, weight: .regular), color: .black,
                              alignment: .left, lines: [first, second])
        let tree = TestTrees.tree([Box(role: .body, frame: frame, text: block)])
        #expect(try plain(tree).contains { $0.contains("Hello םלוע םולש world") })
    }

    @Test func aButtonLabelFollowsTheRunsAndMirrorsBracketsInRightToLeftStretches() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 10)
        let block = TestTrees.text("(مرحبا) 5", in: frame, color: .white, alignment: .center, direction: .rightToLeft,
                                   runs: [TextRun(text: "5", level: 2), TextRun(text: "(مرحبا) ", level: 1)])
        let tree = TestTrees.tree([Box(role: .button, frame: frame, fill: .color(TestTrees.purple), text: block)], direction: .rightToLeft)
        #expect(try plain(tree).joined().contains("[ 5 (ابحرم) ]"))
    }

    @Test func wideCharactersTakeTwoCellsAndWrapInsideTheirBox() throws {
        let frame = Rect(x: 10, y: 10, width: 10, height: 10)
        let tree = TestTrees.tree([Box(role: .body, frame: frame, text: TestTrees.text("日本語のテキストです", in: frame))])
        let lines = try plain(tree)
        // The line's middle is y 15 -> row 1 + 7.
        #expect(lines[8].contains("日本語のテ") && lines[9].contains("キストです"))
        // The frame's right edge stays in column 99 on the rows with wide text.
        #expect(CellWidth.of(lines[8]) == 100 && CellWidth.of(lines[9]) == 100)
    }

    @Test func textThatDoesNotFitItsBoxEndsWithAnEllipsis() throws {
        let frame = Rect(x: 10, y: 10, width: 10, height: 4)
        let tree = TestTrees.tree([Box(role: .body, frame: frame, text: TestTrees.text("one two three four five six", in: frame))])
        let lines = try plain(tree)
        // The box has rows 6..<8: the lines move up from the layout's row (7) to the box's top.
        #expect(lines[6].contains("one two"))
        #expect(lines[7].contains("three fou…"))
        #expect(!lines.joined().contains("four"))
    }

    @Test func thePictureFitsTheColumnsAtEveryWidth() throws {
        for columns in [20, 41, 80, 132] {
            let lines = try plain(TestTrees.card(), columns: columns, caption: true)
            for line in lines { #expect(CellWidth.of(line) <= columns) }
            #expect(CellWidth.of(lines[0]) == columns)
        }
        // Narrower requests are widened to the minimum.
        #expect(TerminalConfiguration(columns: 3).columns == TerminalConfiguration.minimumColumns)
    }

    @Test func theCaptionNamesTheVariantAndWhyItIsNotDisplayed() throws {
        let notice = Box(role: .notice, frame: Rect(x: 10, y: 80, width: 78, height: 40), fill: .color(RGBAColor(red: 28, green: 28, blue: 30, alpha: 235)),
                         cornerRadius: 14, children: [
                             Box(role: .notice, frame: Rect(x: 14, y: 84, width: 70, height: 6),
                                 text: TestTrees.text("Not displayed", in: Rect(x: 14, y: 84, width: 70, height: 6), color: .white, alignment: .center)),
                         ])
        let tree = TestTrees.tree([notice], display: .notDisplayed("skipped: artwork not ready (missing.png)"))
        let lines = try plain(tree, caption: true)
        #expect(lines.contains { $0.contains("Not displayed") && $0.contains("│") })
        let caption = lines.suffix(2).joined(separator: " ")
        #expect(caption.contains("test-campaign · modal · Test Phone · portrait · ltr · text l"))
        #expect(caption.contains("not displayed: skipped: artwork not ready (missing.png)"))
    }

    @Test func plainOutputHasNoEscapesAndColouredRowsEndReset() throws {
        let tree = TestTrees.card()
        let plainText = try TerminalRenderer(configuration: TerminalConfiguration(colorDepth: .none)).text(for: tree)
        #expect(!plainText.contains("\u{1B}"))
        for depth in [TerminalColorDepth.ansi16, .ansi256, .trueColor] {
            let text = try TerminalRenderer(configuration: TerminalConfiguration(colorDepth: depth)).text(for: tree)
            let rows = text.split(separator: "\n")
            #expect(rows.allSatisfy { !$0.contains("\u{1B}") || $0.hasSuffix("\u{1B}[0m") })
            // Without the escapes, the same characters as the plain picture (the scrim aside).
            let stripped = text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
            #expect(stripped.replacingOccurrences(of: " ", with: "") == plainText.replacingOccurrences(of: "░", with: "").replacingOccurrences(of: " ", with: ""))
        }
    }

    @Test func eachDepthUsesOnlyItsOwnCodes() throws {
        let tree = TestTrees.card()
        func codes(_ depth: TerminalColorDepth) throws -> [String] {
            let text = try TerminalRenderer(configuration: TerminalConfiguration(colorDepth: depth)).text(for: tree)
            return text.matches(of: #/\x1B\[([0-9;]*)m/#).map { String($0.output.1) }
        }
        for sequence in try codes(.ansi16) {
            for parameter in sequence.split(separator: ";").compactMap({ Int($0) }) {
                #expect([0, 1, 22, 39, 49].contains(parameter) || (30...37).contains(parameter) || (90...97).contains(parameter)
                        || (40...47).contains(parameter) || (100...107).contains(parameter), "\(sequence)")
            }
        }
        let codes256 = try codes(.ansi256)
        #expect(codes256.contains { $0.contains("48;5;") })
        #expect(!codes256.contains { $0.contains(";2;") })
        #expect(try codes(.trueColor).contains { $0.contains("48;2;91;61;245") })
    }

    @Test func sameTreeSameBytes() throws {
        let renderer = TerminalRenderer(configuration: TerminalConfiguration(colorDepth: .trueColor))
        #expect(renderer.name == "ansi" && renderer.fileExtension == "ansi.txt")
        #expect(try renderer.render(TestTrees.card()) == renderer.render(TestTrees.card()))
    }

    @Test func aScreenWithoutAreaIsRefused() {
        var tree = TestTrees.card()
        tree.environment.screen = Size(width: 0, height: 100)
        #expect(throws: (any Error).self) { try TerminalRenderer().render(tree) }
    }
}
