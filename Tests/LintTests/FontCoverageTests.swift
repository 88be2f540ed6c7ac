import Foundation
import Testing
import TextShaping

/// `FontSystem.uncoveredCharacters(in:)`: what the bundled fonts cannot draw.
@Suite struct FontCoverageTests {
    static let fonts: FontSystem = {
        do { return try FontSystem(fontsDirectory: LintHarness.fonts) } catch { fatalError("fonts: \(error)") }
    }()

    @Test(arguments: [
        "Welcome back, Sara! Ünïcödé — “quotes” …",
        "أهلاً بعودتك ٥",
        "ברוך שובך",
        "おかえりなさい、ポイント2倍",
        "Level up 🎉 👩🏽‍🚀 🇯🇵 1️⃣",
        "Tabs\tand\nnewlines\u{200F}\u{200D}\u{FE0F}",
    ])
    func bundledScriptsAreCovered(_ text: String) {
        #expect(Self.fonts.uncoveredCharacters(in: text).isEmpty, "\(Self.fonts.uncoveredCharacters(in: text))")
    }

    @Test func koreanIsCoveredByNotoSansCJK() {
        #expect(Self.fonts.uncoveredCharacters(in: "안녕하세요, Sara! 포인트 두 배").isEmpty)
    }

    @Test func thaiIsNotCoveredAndEachCharacterIsListedOnce() {
        #expect(Self.fonts.uncoveredCharacters(in: "สวัส สวัส, Sara") == ["ส", "วั"])
        #expect(!Self.fonts.isCovered("ก"))
        #expect(Self.fonts.isCovered("A"))
    }
}
