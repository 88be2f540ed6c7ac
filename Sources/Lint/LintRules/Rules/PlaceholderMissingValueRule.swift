import BoxTreeModel

/// A placeholder the preview has no value for. The SDK removes it, so the
/// message shows nothing there: "Welcome back, !" Give the preview a value
/// (`values.json` next to the campaign, or `--values`) to see the real text.
struct PlaceholderMissingValueRule: LintRule {
    let id = "placeholder-missing-value"
    let restates: Set = [Diagnostic.Code.placeholderUnresolved]
    let defaultSeverity = LintSeverity.warning
    let summary = "A placeholder has no value in the preview, so it renders empty."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        CampaignText.all(in: variant.campaign, language: variant.environment.language).flatMap { text in
            CampaignText.placeholderNames(in: text.text).filter { variant.environment.values[$0] == nil }.map { name in
                diagnostic(element: text.element, "{\(name)} has no value, so it renders empty (the SDK removes it); "
                    + "give it one in values.json or --values")
            }
        }
    }
}
