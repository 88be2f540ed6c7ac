import Layout
import Testing

/// `CJKText`: which text needs the Noto Sans CJK fonts, and which language a
/// message about them names.
@Suite struct CJKTextTests {
    @Test(arguments: [
        ("日本語", CJKText.Script.han), ("你好", .han), ("𠀋", .han), ("ひらがな", .kana), ("カタカナ", .kana), ("ｶﾀｶﾅ", .kana),
        ("한국어", .hangul), ("ㄱ", .hangul), ("\u{FFA1}", .hangul), ("ㄅㄆㄇ", .bopomofo),
        ("「」", .punctuation), ("。", .punctuation), ("\u{3000}", .punctuation), ("ＡＢＣ", .punctuation), ("￥", .punctuation),
    ])
    func cjkCharactersAreFound(_ text: String, _ script: CJKText.Script) {
        #expect(CJKText.contains(text))
        #expect(CJKText.scripts(in: text) == [script])
    }

    /// The bundled fonts draw these: no CJK font is needed.
    @Test(arguments: ["Welcome back, Sara!", "", "مرحبا بعودتك", "שלום", "Привет", "Γειά", "café · 50 % off", "🎉👋🏽", "★ ① ※ →",
                      "Tab\there", "\u{200F}\u{200D}\u{FE0F}"])
    func otherTextIsNotCJK(_ text: String) {
        #expect(!CJKText.contains(text))
        #expect(CJKText.scripts(in: text).isEmpty)
        #expect(!CJKText.needsCJKFonts(text, language: "en"))
        #expect(!CJKText.needsCJKFonts(text, language: nil))
        #expect(CJKText.languageName(of: text, language: "ar") == nil)
    }

    @Test func oneCJKCharacterInLatinTextIsEnough() {
        #expect(CJKText.contains("Sale ends 12月"))
        #expect(CJKText.needsCJKFonts("Points: 1250 포인트", language: "en"))
        #expect(CJKText.scripts(in: "東京へようこそ、Sara！") == [.han, .kana, .punctuation])
    }

    /// A variant in Chinese, Japanese or Korean needs the fonts whatever its text.
    @Test(arguments: ["zh", "ja", "ko", "zh-Hant-TW", "ja_JP", "KO-kr", "zh-CN"])
    func cjkLanguagesNeedTheFonts(_ language: String) {
        #expect(CJKText.isCJKLanguage(language))
        #expect(CJKText.needsCJKFonts("Welcome back!", language: language))
    }

    @Test(arguments: ["en", "ar", "he", "jav", "kok", "zha", "", "j"])
    func otherLanguagesDoNot(_ language: String) {
        #expect(!CJKText.isCJKLanguage(language))
    }

    @Test func theLanguageNamedIsTheVariantsOrWhatTheCharactersSay() {
        #expect(CJKText.languageName(of: "Welcome", language: "ja-JP") == "Japanese")
        #expect(CJKText.languageName(of: "日本", language: "zh-Hans") == "Chinese")
        #expect(CJKText.languageName(of: "おかえりなさい", language: nil) == "Japanese")
        #expect(CJKText.languageName(of: "포인트 두 배", language: "en") == "Korean")
        #expect(CJKText.languageName(of: "ㄅㄆ 注音", language: nil) == "Chinese")
        #expect(CJKText.languageName(of: "日曜日", language: nil) == "Chinese, Japanese or Korean")
        #expect(CJKText.languageName(of: "ポイント 포인트", language: nil) == "Japanese and Korean")
    }
}
