/// Chinese, Japanese and Korean text: what needs the Noto Sans CJK fonts.
///
/// The bundled fonts draw Latin, Cyrillic, Greek, Arabic, Hebrew and emoji;
/// the CJK fonts come from a Debian package (TextShaping's `CJKFontFiles`)
/// and are needed only for text these rules call CJK, so a preview without
/// any never needs the package. Pure functions of the text and the language
/// code, here rather than in TextShaping so that lint rules can ask them too.
public enum CJKText {
    /// The writing systems that tell which language a CJK text is in.
    public enum Script: Hashable, Sendable, CaseIterable {
        /// Han ideographs (hanzi, kanji, hanja), shared by all three languages.
        case han
        /// Hiragana and katakana: Japanese.
        case kana
        /// Hangul syllables and jamo: Korean.
        case hangul
        /// Bopomofo (zhuyin): Chinese.
        case bopomofo
        /// CJK punctuation, ideographic spaces, fullwidth and halfwidth forms,
        /// enclosed and compatibility forms: any of the three.
        case punctuation
    }

    /// The CJK script `scalar` belongs to, or `nil` when it is not CJK.
    ///
    /// Ranges are whole Unicode blocks, so a character assigned later in a
    /// block still counts: the fonts that draw it are the same.
    public static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x2E80...0x2FDF,    // CJK Radicals Supplement, Kangxi Radicals
             0x2FF0...0x2FFF,    // Ideographic Description Characters
             0x31C0...0x31EF,    // CJK Strokes
             0x3400...0x4DBF,    // CJK Unified Ideographs Extension A
             0x4E00...0x9FFF,    // CJK Unified Ideographs
             0xF900...0xFAFF,    // CJK Compatibility Ideographs
             0x20000...0x3FFFF:  // Supplementary and Tertiary Ideographic Planes (Extensions B to I)
            .han
        case 0x3040...0x30FF,    // Hiragana, Katakana
             0x31F0...0x31FF,    // Katakana Phonetic Extensions
             0xFF66...0xFF9F,    // halfwidth katakana
             0x1AFF0...0x1B16F:  // Kana Extended-B, Kana Supplement, Kana Extended-A, Small Kana Extension
            .kana
        case 0x1100...0x11FF,    // Hangul Jamo
             0x3130...0x318F,    // Hangul Compatibility Jamo
             0xA960...0xA97F,    // Hangul Jamo Extended-A
             0xAC00...0xD7AF,    // Hangul Syllables
             0xD7B0...0xD7FF,    // Hangul Jamo Extended-B
             0xFFA0...0xFFDC:    // halfwidth Hangul
            .hangul
        case 0x3100...0x312F,    // Bopomofo
             0x31A0...0x31BF:    // Bopomofo Extended
            .bopomofo
        case 0x3000...0x303F,    // CJK Symbols and Punctuation (the ideographic space, 「」, 。)
             0x3190...0x319F,    // Kanbun
             0x3200...0x33FF,    // Enclosed CJK Letters and Months, CJK Compatibility
             0xFE30...0xFE4F,    // CJK Compatibility Forms
             0xFF00...0xFF65,    // fullwidth forms and halfwidth CJK punctuation
             0xFFE0...0xFFEF:    // fullwidth signs, halfwidth symbols
            .punctuation
        default:
            nil
        }
    }

    /// Whether `scalar` is CJK (see `script(of:)`).
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        script(of: scalar) != nil
    }

    /// Whether `text` holds a CJK character.
    public static func contains(_ text: String) -> Bool {
        // Every CJK scalar is above U+2E80, so ASCII text is answered from its bytes.
        text.utf8.contains { $0 >= 0x80 } && text.unicodeScalars.contains(where: isCJK)
    }

    /// The CJK scripts in `text`, in a fixed order.
    public static func scripts(in text: String) -> [Script] {
        let found = Set(text.unicodeScalars.compactMap(script(of:)))
        return Script.allCases.filter(found.contains)
    }

    /// The languages whose text is CJK: Chinese, Japanese and Korean, by
    /// their ISO 639-1 codes. The variant's language when it has a region or
    /// a script (`zh-Hant-TW`, `ja_JP`) counts by its base.
    public static let languages: [String: String] = ["zh": "Chinese", "ja": "Japanese", "ko": "Korean"]

    /// Whether a variant in `language` is a CJK one (`zh`, `ja`, `ko`, with any region).
    public static func isCJKLanguage(_ language: String?) -> Bool {
        languageName(ofCode: language) != nil
    }

    /// Whether `text`, shown in a variant of `language`, needs the CJK fonts:
    /// it holds a CJK character, or the language is Chinese, Japanese or Korean.
    public static func needsCJKFonts(_ text: String, language: String?) -> Bool {
        isCJKLanguage(language) || contains(text)
    }

    /// The language to name in a message about `text`: the variant's own when
    /// it is Chinese, Japanese or Korean, else what the characters say (kana
    /// is Japanese, Hangul Korean, Bopomofo Chinese; Han alone could be any
    /// of the three). `nil` when the text is not CJK.
    public static func languageName(of text: String, language: String?) -> String? {
        if let name = languageName(ofCode: language) { return name }
        let found = scripts(in: text)
        var names: [String] = []
        if found.contains(.bopomofo) { names.append("Chinese") }
        if found.contains(.kana) { names.append("Japanese") }
        if found.contains(.hangul) { names.append("Korean") }
        switch names.count {
        case 0: return found.isEmpty ? nil : "Chinese, Japanese or Korean"
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }

    private static func languageName(ofCode code: String?) -> String? {
        guard let code else { return nil }
        let base = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return languages[base]
    }
}
