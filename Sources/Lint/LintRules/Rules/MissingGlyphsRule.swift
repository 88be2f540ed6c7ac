import BoxTreeModel
import Layout

/// Characters no font can draw: they appear as boxes ("tofu") in the
/// preview, a sign the real device may lack them too or the text is garbled.
/// And Chinese, Japanese or Korean text on a machine without the Noto Sans
/// CJK fonts, which the bundled fonts do not replace (a fallback of another
/// design draws it): one finding per variant naming the package to install,
/// so an English preview never needs the package and a Japanese one says why
/// it does. Checks the text as drawn, placeholders substituted.
struct MissingGlyphsRule: LintRule {
    let id = "missing-glyphs"
    let defaultSeverity = LintSeverity.error
    let summary = "Characters no font covers (drawn as boxes), or CJK text on a machine without the Noto Sans CJK fonts."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let texts = context.placed(variant).compactMap { item -> (element: String, text: String)? in
            guard item.isInMessage, item.box.role.isMessageText, let text = item.box.text else { return nil }
            return (item.elementName, text.text)
        }
        guard !texts.isEmpty else { return [] }
        var found: [Diagnostic] = []
        let missingFonts = context.services.missingFonts(for: texts.map(\.text).joined(separator: "\n"),
                                                         language: variant.environment.language)
        if let missingFonts { found.append(diagnostic(missingFonts)) }
        for (element, text) in texts {
            var missing = context.services.uncoveredCharacters(in: text)
            // CJK characters the fallback cannot draw are the missing package's doing, said once above.
            if missingFonts != nil { missing.removeAll { $0.unicodeScalars.contains(where: CJKText.isCJK) } }
            guard !missing.isEmpty else { continue }
            let shown = missing.prefix(5).map(Self.describe).joined(separator: ", ")
            let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
            found.append(diagnostic(element: element,
                "\(PointFormat.count(missing.count, "character")) no bundled font covers, drawn as boxes: \(shown)\(more)"))
        }
        return found
    }

    /// `U+D55C "한"`.
    static func describe(_ character: Character) -> String {
        let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        return codes.joined(separator: " ") + " \"\(character)\""
    }
}
