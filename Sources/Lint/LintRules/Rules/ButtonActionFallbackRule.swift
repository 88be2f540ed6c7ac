import BoxTreeModel
import Layout

/// A button whose action is missing or unusable (an `openURL` without a
/// URL): the SDK makes it a `dismiss` button, which is rarely what the
/// author meant.
struct ButtonActionFallbackRule: LintRule {
    let id = Diagnostic.Code.buttonActionFallback
    let restates: Set = [Diagnostic.Code.buttonActionFallback]
    let defaultSeverity = LintSeverity.warning
    let summary = "A button's action is missing or unusable, so the SDK makes it dismiss the message instead."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        variant.campaign.buttons.compactMap { button in
            button.fallbackReason.map { reason in
                diagnostic(element: AccessibilityIdentifiers.button(button.id), "falls back to dismiss: \(reason)")
            }
        }
    }
}
