import BoxTreeModel
import Layout

/// The message's click action must be reachable by VoiceOver: the box that
/// carries it (a slide-up's surface, a modal's card, a full screen) is the
/// tap target, so it has to be an accessibility element with the button
/// trait. Otherwise a VoiceOver user can read the message but
/// never do what tapping it does. The stock layout exposes it; the rule
/// guards themes, plugins and future layouts.
struct ClickActionUnreachableRule: LintRule {
    let id = "click-action-unreachable"
    let defaultSeverity = LintSeverity.error
    let summary = "The message's click action sits on a box VoiceOver cannot reach (not an accessibility element with the button trait)."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        context.placed(variant).compactMap { item -> Diagnostic? in
            guard item.isInMessage, [.surface, .card].contains(item.box.role), let action = item.box.action else { return nil }
            let info = item.box.accessibility
            let reachable = info?.isElement == true && info?.traits.contains("button") == true
            guard !reachable else { return nil }
            let what = info?.isElement == true ? "has no button trait" : "is not an accessibility element"
            return diagnostic(element: item.elementName,
                "the click action (\(action.type)) is on a \(item.box.role.rawValue) that \(what): VoiceOver users cannot trigger it")
        }
    }
}
