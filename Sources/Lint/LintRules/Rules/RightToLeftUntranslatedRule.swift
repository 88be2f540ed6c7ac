import BoxTreeModel
import CampaignModel

/// Text in a right-to-left variant (Arabic, Hebrew, ...) with no
/// right-to-left letter: most likely not translated. Placeholders are left
/// out first, so a Latin name in an Arabic sentence is fine. A language with
/// no localization at all is `missing-localization`'s, not reported twice.
struct RightToLeftUntranslatedRule: LintRule {
    let id = "rtl-untranslated"
    let defaultSeverity = LintSeverity.warning
    let summary = "Text in a right-to-left language variant has no right-to-left letters: probably untranslated."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        // A pseudo-language's Latin letters in right-to-left are the point of it.
        guard variant.environment.direction == .rightToLeft, !PseudoLanguage.isPseudo(variant.environment.language),
              variant.environment.language == nil
                || variant.campaign.localization(for: variant.environment.language) != nil else { return [] }
        let language = variant.environment.language ?? "this language"
        return CampaignText.all(in: variant.campaign, language: variant.environment.language).compactMap { text in
            let authored = CampaignText.withoutPlaceholders(text.text)
            guard authored.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
                  !authored.unicodeScalars.contains(where: Self.isRightToLeft) else { return nil }
            return diagnostic(element: text.element,
                "\"\(Self.excerpt(authored))\" has no right-to-left letters in the \(language) variant: probably untranslated")
        }
    }

    /// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko, Samaritan, Mandaic, their presentation forms, and the
    /// supplementary right-to-left blocks).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    static func excerpt(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return flat.count <= 40 ? flat : String(flat.prefix(39)) + "…"
    }
}
