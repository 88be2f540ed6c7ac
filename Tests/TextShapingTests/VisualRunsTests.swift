import BoxTreeModel
import Layout
import Testing
import TestSupport
@testable import TextShaping

/// The layout resolves each line's bidirectional runs once (Pango and
/// FriBidi) and records them in the tree, in visual order, for renderers.
@Suite struct VisualRunsTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)
    let body = FontSpec(.body, .large)

    func runs(_ text: String, _ direction: LayoutDirection = .rightToLeft) -> [TextRun] {
        let lines = measurer.lines(for: text, font: body, maxWidth: .infinity, alignment: .left, direction: direction)
        return lines.count == 1 ? lines[0].visualRuns : []
    }

    @Test func aLineInOneDirectionCarriesNoRuns() {
        for (text, direction) in [("Claim points", LayoutDirection.leftToRight), ("اجمع النقاط", .rightToLeft), ("שלום עולם", .rightToLeft)] {
            let line = measurer.lines(for: text, font: body, maxWidth: .infinity, alignment: .left, direction: direction)[0]
            #expect(line.runs == nil, "\(text)")
            #expect(line.visualRuns == [TextRun(text: text, level: direction == .rightToLeft ? 1 : 0)])
        }
    }

    @Test func aLatinNameInsideArabicIsALeftToRightRunAndThePunctuationFollowsTheParagraph() {
        #expect(runs("أهلاً بعودتك يا Sara!") == [
            TextRun(text: "!", level: 1), TextRun(text: "Sara", level: 2), TextRun(text: "أهلاً بعودتك يا ", level: 1),
        ])
    }

    @Test func digitsInsideArabicAndHebrewKeepTheirOrder() {
        #expect(runs("لديك 1250 نقطة") == [
            TextRun(text: " نقطة", level: 1), TextRun(text: "1250", level: 2), TextRun(text: "لديك ", level: 1),
        ])
        #expect(runs("عن ٢٠ دولاراً") == [
            TextRun(text: " دولاراً", level: 1), TextRun(text: "٢٠", level: 2), TextRun(text: "عن ", level: 1),
        ])
        #expect(runs("מחיר 20 ש״ח") == [
            TextRun(text: " ש״ח", level: 1), TextRun(text: "20", level: 2), TextRun(text: "מחיר ", level: 1),
        ])
    }

    @Test func hebrewInsideALeftToRightLineIsOneRightToLeftRun() {
        #expect(runs("Hello שלום עולם world", .leftToRight) == [
            TextRun(text: "Hello ", level: 0), TextRun(text: "שלום עולם", level: 1), TextRun(text: " world", level: 0),
        ])
    }

    @Test func digitsInsideArabicInsideALeftToRightLineGoOneLevelHigher() {
        #expect(runs("Price: سعر 20 ريال", .leftToRight) == [
            TextRun(text: "Price: ", level: 0), TextRun(text: " ريال", level: 1), TextRun(text: "20", level: 2),
            TextRun(text: "سعر ", level: 1),
        ])
    }

    @Test func runsNameTheirDirection() {
        for run in runs("أهلاً بعودتك يا Sara!") {
            #expect(run.direction == (run.level % 2 == 1 ? .rightToLeft : .leftToRight))
        }
    }
}
