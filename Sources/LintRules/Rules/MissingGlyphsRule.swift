import BoxTreeModel
/// Characters no bundled font can draw: they appear as boxes ("tofu") in the
/// preview, a sign the real device may lack them too or the text is garbled.
/// Checks the text as drawn, placeholders substituted.
struct MissingGlyphsRule: LintRule {
    let id = "missing-glyphs"
    let defaultSeverity = LintSeverity.error
    let summary = "Characters that no bundled font covers; they would draw as boxes."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        context.placed(variant).compactMap { item -> Diagnostic? in
            guard item.isInMessage, item.box.role.isMessageText, let text = item.box.text else { return nil }
            let missing = context.services.uncoveredCharacters(in: text.text)
            guard !missing.isEmpty else { return nil }
            let shown = missing.prefix(5).map(Self.describe).joined(separator: ", ")
            let more = missing.count > 5 ? " and \(missing.count - 5) more" : ""
            return diagnostic(element: item.elementName,
                "\(PointFormat.count(missing.count, "character")) no bundled font covers, drawn as boxes: \(shown)\(more)")
        }
    }

    /// `U+D55C "한"`.
    static func describe(_ character: Character) -> String {
        let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        return codes.joined(separator: " ") + " \"\(character)\""
    }
}
