import BoxTreeModel
import Foundation
import TestSupport
import Layout
import Testing
@testable import TextShaping

@Suite struct PangoTextMeasurerTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)
    let body = FontSpec(.body, .large)
    let latin = "Get 20% off your next order when you check out before Sunday."
    let arabic = "احصل على خصم ٢٠٪ على طلبك القادم عند الدفع قبل يوم الأحد."

    @Test func latinTextIsOneLeftToRightLineAtNaturalWidth() {
        let lines = measurer.lines(for: latin, font: body, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
        #expect(lines.count == 1)
        let line = lines[0]
        #expect(line.text == latin)
        #expect(line.direction == .leftToRight)
        #expect(line.x == 0)
        #expect(line.width > 300 && line.width < 600)
        // Inter at 17 pt: ascender + descender is about 1.21 em.
        #expect(line.height > 17 && line.height < 24)
        #expect(line.ascent > 12 && line.ascent < line.height)
        #expect(line.baseline == line.ascent)
    }

    @Test func arabicLinesAreRightToLeft() {
        let lines = measurer.lines(for: arabic, font: body, maxWidth: 200, alignment: .right, direction: .rightToLeft)
        #expect(lines.count >= 2)
        #expect(lines.allSatisfy { $0.direction == .rightToLeft })
        #expect(lines.map(\.text).joined(separator: " ") == arabic)
    }

    @Test func arabicParagraphInLeftToRightInterfaceIsRightToLeft() {
        let lines = measurer.lines(for: arabic, font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(lines.allSatisfy { $0.direction == .rightToLeft })
    }

    @Test func mixedParagraphTakesItsFirstStrongCharacter() {
        let lines = measurer.lines(for: "Hello مرحبا", font: body, maxWidth: 300, alignment: .left, direction: .rightToLeft)
        #expect(lines.count == 1)
        #expect(lines[0].direction == .leftToRight)
        let reversed = measurer.lines(for: "مرحبا Hello", font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(reversed[0].direction == .rightToLeft)
    }

    @Test func neutralParagraphTakesTheInterfaceDirection() {
        for direction in LayoutDirection.allCases {
            let lines = measurer.lines(for: "123 — 456!", font: body, maxWidth: 300, alignment: .left, direction: direction)
            #expect(lines.map(\.direction) == [direction])
        }
    }

    @Test func narrowWidthsWrapIntoMoreLinesThatFit() {
        for text in [latin, arabic] {
            let wide = measurer.lines(for: text, font: body, maxWidth: 360, alignment: .left, direction: .leftToRight)
            let narrow = measurer.lines(for: text, font: body, maxWidth: 120, alignment: .left, direction: .leftToRight)
            #expect(narrow.count > wide.count)
            for (lines, maxWidth) in [(wide, 360.0), (narrow, 120.0)] {
                #expect(lines.allSatisfy { $0.width <= maxWidth + 0.001 }, "\(lines.map(\.width)) > \(maxWidth)")
                #expect(lines.allSatisfy { !($0.text.last?.isWhitespace ?? false) })
            }
        }
    }

    @Test func aWordWiderThanTheLineBreaksInsideTheWord() {
        let lines = measurer.lines(for: "Supercalifragilisticexpialidocious", font: FontSpec(.largeTitle, .large),
                                   maxWidth: 100, alignment: .left, direction: .leftToRight)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.width <= 100.001 })
        #expect(lines.map(\.text).joined() == "Supercalifragilisticexpialidocious")
    }

    @Test func linesStackTopToBottom() {
        let lines = measurer.lines(for: latin, font: body, maxWidth: 150, alignment: .left, direction: .leftToRight)
        var top = 0.0
        for line in lines {
            #expect(abs(line.frame.minY - top) < 1e-9)
            top = line.frame.maxY
        }
        #expect(abs(lines.blockHeight - top) < 1e-9)
    }

    @Test func largerFontsGiveTallerBlocks() {
        var previous = 0.0
        for category in [ContentSizeCategory.extraSmall, .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge] {
            let lines = measurer.lines(for: latin, font: FontSpec(.body, category), maxWidth: 300, alignment: .left, direction: .leftToRight)
            #expect(lines.blockHeight > previous)
            previous = lines.blockHeight
        }
    }

    @Test func alignmentPlacesLinesInsideTheBox() {
        let maxWidth = 250.0
        for direction in LayoutDirection.allCases {
            for text in [latin, arabic] {
                let right = measurer.lines(for: text, font: body, maxWidth: maxWidth, alignment: .right, direction: direction)
                let center = measurer.lines(for: text, font: body, maxWidth: maxWidth, alignment: .center, direction: direction)
                let left = measurer.lines(for: text, font: body, maxWidth: maxWidth, alignment: .left, direction: direction)
                #expect(right.allSatisfy { abs($0.x - (maxWidth - $0.width)) < 1e-9 })
                #expect(center.allSatisfy { abs($0.x - (maxWidth - $0.width) / 2) < 1e-9 })
                #expect(left.allSatisfy { $0.x == 0 })
                #expect(right.map(\.width) == left.map(\.width))
            }
        }
        let natural = measurer.lines(for: latin, font: body, maxWidth: .infinity, alignment: .right, direction: .leftToRight)
        #expect(natural.allSatisfy { $0.x == 0 })
    }

    @Test func blankLinesKeepTheirHeight() {
        let lines = measurer.lines(for: "First\n\nThird", font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(lines.map(\.text) == ["First", "", "Third"])
        #expect(lines[1].height == lines[0].height)
        #expect(lines[1].width == 0)
        #expect(abs(lines[2].frame.minY - 2 * lines[0].height) < 1e-9)
    }

    @Test func everyKindOfLineBreakSplitsParagraphs() {
        let lines = measurer.lines(for: "a\r\nb\rc\u{2028}d", font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(lines.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func emptyTextIsOneEmptyLine() {
        let lines = measurer.lines(for: "", font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(lines.count == 1)
        #expect(lines[0].width == 0 && lines[0].height > 0)
    }

    @Test func hugeInputIsCappedNotHung() {
        let huge = String(repeating: "word ", count: 40_000) // 200 000 characters, one paragraph
        let start = Date()
        let lines = measurer.lines(for: huge, font: body, maxWidth: 300, alignment: .left, direction: .leftToRight)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(lines.map(\.text.count).reduce(0, +) <= PangoTextMeasurer.maxCharactersPerParagraph + 1)
        #expect(lines.last?.text.hasSuffix("…") == true)
    }

    @Test func embeddedNULIsReplacedNotTruncating() {
        let lines = measurer.lines(for: "ab\0cd", font: body, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
        let plain = measurer.lines(for: "ab", font: body, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
        #expect(lines[0].width > plain[0].width)
    }

    @Test func measuringIsDeterministic() throws {
        let text = latin + "\n\n" + arabic + "\nשלום עולם 🎉 你好世界"
        let first = measurer.lines(for: text, font: body, maxWidth: 220, alignment: .center, direction: .rightToLeft)
        let second = measurer.lines(for: text, font: body, maxWidth: 220, alignment: .center, direction: .rightToLeft)
        #expect(first == second)
        let other = PangoTextMeasurer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        let third = other.lines(for: text, font: body, maxWidth: 220, alignment: .center, direction: .rightToLeft)
        #expect(first == third)
    }

    @Test func widthsDoNotDependOnTheDirectionOfTheInterfaceForStrongText() {
        let ltr = measurer.lines(for: latin, font: body, maxWidth: 200, alignment: .left, direction: .leftToRight)
        let rtl = measurer.lines(for: latin, font: body, maxWidth: 200, alignment: .left, direction: .rightToLeft)
        #expect(ltr == rtl)
    }

    /// Korean breaks between words (UIKit's `hangulWordPriority`), and a word
    /// wider than the box still breaks between syllables rather than overflow.
    @Test func koreanBreaksBetweenWordsUnlessAWordIsTooWide() {
        let font = FontSpec(style: .body, size: 17, weight: .regular)
        let text = "1250포인트가 기다리고 있어요. 일요일까지 받고 골드 등급에 올라 무료 배송을 받으세요."
        let words = Set(text.split(separator: " ").map(String.init))
        let lines = measurer.lines(for: text, font: font, maxWidth: 297, alignment: .left, direction: .leftToRight)
        #expect(lines.count > 1)
        for line in lines {
            #expect(line.text.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(line.text) splits a word")
            #expect(line.width <= 297 + 0.01)
        }
        let narrow = measurer.lines(for: "포인트받기를눌러주세요", font: font, maxWidth: 60, alignment: .left, direction: .leftToRight)
        #expect(narrow.count > 1 && narrow.allSatisfy { $0.width <= 60 + 0.01 })
    }
}
