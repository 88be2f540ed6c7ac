import BoxTreeModel
import CampaignModel
import JSONReading

/// A placeholder name nobody supplies: not in the configuration's known
/// names (by default a set of common personalization names), and given no
/// value. Usually a typo; on a device it renders empty.
struct PlaceholderUnknownRule: LintRule {
    let id = "placeholder-unknown"
    let defaultSeverity = LintSeverity.warning
    let summary = "A placeholder name is not a known one (likely a typo); on a device it renders empty."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let known = context.knownPlaceholders(for: variant)
        return CampaignText.all(in: variant.campaign, language: variant.environment.language).flatMap { text in
            CampaignText.placeholderNames(in: text.text).filter { !known.contains($0) }.map { name in
                let hint = Suggestion.closest(to: name, in: known).map { " (did you mean {\($0)}?)" } ?? ""
                return diagnostic(element: text.element,
                    "{\(name)} is not a known placeholder name\(hint); the SDK would remove it and show nothing")
            }
        }
    }
}
