/// The pseudo-languages: text derived from the campaign's own at run time,
/// so layout problems of translations show before any translation exists
/// (the codes Android uses; Xcode has the same two as pseudolanguages).
///
/// - `en-XA`: accented and about 40% longer, in brackets, so a clipped end
///   shows as a missing `]` and text that escapes localization stays plain.
/// - `ar-XB`: the campaign's own text forced right-to-left (each word shown
///   mirrored, as Android's `ar-XB` does), in a layout mirrored for
///   right-to-left, as `ar` implies.
///
/// Placeholders (`{name}`) are kept as written, so values still fill them.
public enum PseudoLanguage: String, CaseIterable, Sendable {
    case accented = "en-XA"
    case rightToLeft = "ar-XB"

    /// The pseudo-language `code` names (any case, `-` or `_`), or nil.
    public init?(code: String?) {
        guard let code else { return nil }
        let key = code.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = found
    }

    /// Whether `code` is a pseudo-language rather than a real one.
    public static func isPseudo(_ code: String?) -> Bool { PseudoLanguage(code: code) != nil }

    /// The campaign's own text, header, body and every button, in this pseudo-language.
    public func localization(of campaign: Campaign) -> Localization {
        var buttons: [String: String] = [:]
        for button in campaign.buttons { buttons[button.id] = transform(button.text) }
        return Localization(header: campaign.header.map(transform), body: campaign.body.map(transform), buttons: buttons)
    }

    /// One text in this pseudo-language.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented:
            let accented = Self.mapOutsidePlaceholders(text) { Self.accents[$0] ?? $0 }
            return "[" + accented + Self.padding(forLength: text.count) + "]"
        case .rightToLeft:
            // RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING around each word: its letters run right
            // to left, and the words follow the paragraph's right-to-left order on every line a wrap makes.
            var result = ""
            var word = ""
            for character in text {
                if character.isWhitespace {
                    if !word.isEmpty { result += "\u{202E}" + word + "\u{202C}" }
                    word = ""
                    result.append(character)
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { result += "\u{202E}" + word + "\u{202C}" }
            return result
        }
    }

    /// Words that bring a text of `length` characters to about 140%.
    static func padding(forLength length: Int) -> String {
        let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        let wanted = (length * 2 + 4) / 5  // 40%, rounded
        var padding = ""
        var index = 0
        while padding.count < wanted {
            padding += " " + words[index % words.count]
            index += 1
        }
        return padding
    }

    /// `text` with `map` applied to every character outside `{...}` placeholders.
    static func mapOutsidePlaceholders(_ text: String, _ map: (Character) -> Character) -> String {
        var result = ""
        var inPlaceholder = false
        for character in text {
            if character == "{" { inPlaceholder = true }
            result.append(inPlaceholder ? character : map(character))
            if character == "}" { inPlaceholder = false }
        }
        return result
    }

    /// Each ASCII letter's accented look-alike.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let accented = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅßÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
