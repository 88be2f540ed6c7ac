import BoxTreeModel
/// Text written where a placeholder was meant but not in the SDK's `{name}`
/// form: `{{name}}`, `{ name }`, `{}`, `{two words}`, an unclosed `{` or a
/// lone `}`. The SDK promises the customer never sees raw braces, so the
/// preview reads a recognisable name and removes the rest; say so, because
/// the author meant something else.
struct PlaceholderMalformedRule: LintRule {
    let id = "placeholder-malformed"
    let restates: Set = [Diagnostic.Code.placeholderMalformed]
    let defaultSeverity = LintSeverity.warning
    let summary = "Braces that are not a {name} placeholder: read as the name they hold, or removed."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        CampaignText.all(in: variant.campaign, language: variant.environment.language).flatMap { text in
            CampaignText.malformedPlaceholders(in: text.text).map { token in
                diagnostic(element: text.element,
                    "\(token.written): \(token.problem); the customer never sees raw braces, so the preview shows none")
            }
        }
    }
}
