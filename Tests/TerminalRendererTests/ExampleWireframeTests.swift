import BoxTreeModel
import Foundation
import Testing
@testable import TerminalRenderer

/// Properties of the wireframes of the bundled examples beyond their goldens.
@Suite struct ExampleWireframeTests {
    func rows(_ tree: BoxTree, columns: Int = 80, depth: TerminalColorDepth = .none) throws -> [String] {
        let text = try TerminalRenderer(configuration: TerminalConfiguration(columns: columns, colorDepth: depth)).text(for: tree)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(arguments: ExampleTrees.campaignNames)
    func everyPictureRowIsExactlyTheColumnsWide(campaign: String) throws {
        let trees = try ExampleTrees.allTrees(of: campaign)
        #expect(trees.count >= 2)
        for (variant, tree) in trees {
            for columns in [40, 80, 121] {
                for depth in [TerminalColorDepth.none, .trueColor] {
                    let lines = try rows(tree, columns: columns, depth: depth)
                        .map { $0.replacing(#/\x1B\[[0-9;]*m/#, with: "") }
                    let frameBottom = lines.lastIndex { $0.hasPrefix("╰") }!
                    for line in lines[...frameBottom] {
                        #expect(CellWidth.of(line) == columns, "\(campaign) \(variant) \(columns): \(line)")
                    }
                    for line in lines[(frameBottom + 1)...] { #expect(CellWidth.of(line) <= columns) }
                }
            }
        }
    }

    @Test func theModalMirrorsInArabic() throws {
        func column(of needle: String, in lines: [String]) -> Int? {
            for line in lines {
                if let range = line.range(of: needle) { return CellWidth.of(line[..<range.lowerBound]) }
            }
            return nil
        }
        let english = try rows(try ExampleTrees.tree("welcome-modal", language: nil))
        let arabic = try rows(try ExampleTrees.tree("welcome-modal", language: "ar"))
        // The close glyph at the trailing corner: right in English, left in Arabic.
        #expect(try #require(column(of: "✕", in: english)) > 40)
        #expect(try #require(column(of: "✕", in: arabic)) < 40)
        // The primary button leads: left in English, right in Arabic (its label in visual order).
        #expect(try #require(column(of: "[ Claim points ]", in: english)) < #require(column(of: "[ Not now ]", in: english)))
        // "اجمع النقاط" and "ليس الآن", right to left.
        #expect(try #require(column(of: "[ طاقنلا عمجا ]", in: arabic)) > #require(column(of: "[ نآلا سيل ]", in: arabic)))
        // The scrim shades the app around the card.
        #expect(english[5].contains("░"))
    }

    @Test func theSlideUpShowsItsChevronPointingTrailing() throws {
        let english = try rows(try ExampleTrees.tree("level-up-slideup", language: nil)).joined()
        let arabic = try rows(try ExampleTrees.tree("level-up-slideup", language: "ar")).joined()
        #expect(english.contains("›") && !english.contains("‹"))
        #expect(arabic.contains("‹") && !arabic.contains("›"))
        #expect(english.contains("Level 5 unlocked 🎉"))
    }

    @Test func japaneseTextTakesTwoCellsPerCharacter() throws {
        let lines = try rows(try ExampleTrees.tree("welcome-modal", language: "ja"))
        #expect(lines.contains { $0.contains("おかえりなさい、Saraさん！") })
        #expect(lines.contains { $0.contains("[ ポイントを受け取る ]") })
    }

    @Test func aMessageADeviceWouldNotDisplayShowsTheNotice() throws {
        // The portrait-only modal in landscape: the SDK does not show it.
        let tree = try ExampleTrees.tree("portrait-only-modal", language: nil, orientation: .landscape)
        let reason = try #require(tree.display.reason)
        let lines = try rows(tree)
        // The notice box in the picture, and the reason under it.
        #expect(lines.contains { $0.contains("Not displayed") && $0.hasPrefix("│") })
        #expect(lines.suffix(4).joined(separator: " ").contains("not displayed:"))
        #expect(reason.contains("portrait"))
    }
}
