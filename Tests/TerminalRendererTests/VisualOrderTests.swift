import BoxTreeModel
import Layout
import Testing
@testable import TerminalRenderer

@Suite struct VisualOrderTests {
    func visual(_ text: String, _ direction: LayoutDirection = .rightToLeft) -> String {
        VisualOrder.reorder(text, direction: direction)
    }

    @Test func leftToRightTextIsUntouched() {
        #expect(visual("Claim points", .leftToRight) == "Claim points")
        #expect(visual("", .rightToLeft) == "")
    }

    @Test func rightToLeftLettersAreReversed() {
        #expect(visual("مرحبا") == "ابحرم")
        #expect(visual("שלום עולם") == "םלוע םולש")
    }

    @Test func numbersKeepTheirOrderInsideRightToLeftText() {
        #expect(visual("لديك 1250 نقطة") == "ةطقن 1250 كيدل")
        #expect(visual("عن ٢٠ دولارًا") == String("دولارًا".reversed()) + " ٢٠ نع")
        #expect(visual("السعر 1,250.50 ريال") == "لاير 1,250.50 رعسلا")
        #expect(visual("خصم 20% اليوم") == "مويلا 20% مصخ")
        #expect(visual("المستوى ٥ 🎉") == "🎉 ٥ ىوتسملا")
    }

    @Test func latinRunsKeepTheirOrderAndPunctuationFollowsTheParagraph() {
        #expect(visual("أهلاً بعودتك يا Sara!") == "!Sara اي كتدوعب اًلهأ")
        #expect(visual("تطبيق Gameball Rewards الجديد") == "ديدجلا Gameball Rewards قيبطت")
    }

    @Test func rightToLeftRunsInsideALeftToRightParagraph() {
        #expect(visual("Hello שלום world", .leftToRight) == "Hello םולש world")
        #expect(visual("Price: سعر 20 ريال", .leftToRight) == "Price: لاير 20 رعس")
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() {
        #expect(visual("(مرحبا)") == "(ابحرم)")
        #expect(visual("«نص»") == "«صن»")
    }

    @Test func marksStayOnTheirLetters() {
        let text = "أهلاً ذكّرني"
        #expect(Array(visual(text)) == Array(text).reversed())
    }
}
