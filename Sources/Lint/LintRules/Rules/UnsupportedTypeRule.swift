import BoxTreeModel

/// A message type the SDK does not know: it is never displayed.
struct UnsupportedTypeRule: LintRule {
    let id = Diagnostic.Code.unsupportedType
    let restates: Set = [Diagnostic.Code.unsupportedType]
    let defaultSeverity = LintSeverity.error
    let summary = "The message type is not slideup, modal or fullscreen, so the SDK never displays it."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        guard case .unsupported(let type) = variant.campaign.type else { return [] }
        return [diagnostic("type \"\(type)\" is not slideup, modal or fullscreen: the SDK never displays the message")]
    }
}
