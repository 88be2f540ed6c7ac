import BoxTreeModel

/// What the decoder accepted with a warning: unknown keys (often a typo such
/// as `imageUrl`), repeated keys, localized text for a button that does not
/// exist, an unusable click action. Button fallbacks are
/// `button-action-fallback`'s.
struct DecodingWarningRule: LintRule {
    let id = "decoding-warning"
    let defaultSeverity = LintSeverity.warning
    let summary = "The campaign file decodes with warnings (unknown or repeated keys, text for a missing button, ...)."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        variant.warnings.filter { !($0.note ?? "").hasSuffix("falls back to dismiss") }.map { diagnostic($0.message) }
    }
}
