import BoxTreeModel
import Layout

/// An action type the SDK does not know: the tap is reported, nothing
/// happens, and the message stays. A dead button.
struct UnsupportedActionRule: LintRule {
    let id = Diagnostic.Code.unsupportedAction
    let restates: Set = [Diagnostic.Code.unsupportedAction]
    let defaultSeverity = LintSeverity.error
    let summary = "A button or the message's click action has an action type the SDK does not know: the tap does nothing."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if case .unsupported(let type) = variant.campaign.clickAction {
            found.append(diagnostic(element: AccessibilityIdentifiers.surface(variant.campaign.type),
                "click action \"\(type)\" is unsupported: the tap is reported, nothing happens and the message stays"))
        }
        for button in variant.campaign.buttons {
            guard case .unsupported(let type) = button.action else { continue }
            found.append(diagnostic(element: AccessibilityIdentifiers.button(button.id),
                "action \"\(type)\" is unsupported: the tap is reported, nothing happens and the message stays"))
        }
        return found
    }
}
