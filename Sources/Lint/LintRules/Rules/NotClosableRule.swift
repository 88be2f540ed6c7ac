import BoxTreeModel

/// A modal or full screen the customer cannot close: no close glyph, no
/// button (or click action) that closes it, no tap outside the card, no
/// timer. Slide-ups always close by a swipe toward their edge, so they never
/// trigger this rule.
struct NotClosableRule: LintRule {
    let id = "not-closable"
    let defaultSeverity = LintSeverity.error
    let summary = "A modal or full screen cannot be closed: no close glyph, dismissing button, scrim tap or timer."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let campaign = variant.campaign
        guard campaign.type == .modal || campaign.type == .fullscreen else { return [] }
        let closable = campaign.showCloseButton
            || campaign.buttons.contains { $0.action.closesMessage }
            || campaign.clickAction?.closesMessage == true
            || (campaign.type == .modal && campaign.dismissOnScrimTap)
            || campaign.autoDismissAfter != nil
            // Firebase closes a message after any action, a link included.
            || (campaign.closesAfterAnyAction && (!campaign.buttons.isEmpty || campaign.clickAction != nil))
        guard !closable else { return [] }
        let scrim = campaign.type == .modal ? ", no tap outside the card (dismissOnScrimTap)" : ""
        return [diagnostic("the \(campaign.type.rawValue) cannot be closed: no close glyph (showCloseButton is false), "
            + "no button or click action that dismisses\(scrim), no auto-dismiss timer")]
    }
}
