import BoxTreeModel

/// A campaign for one orientation only. The SDK never rotates the app: held
/// the other way, the message waits for a rotation, and in an app that does
/// not support that orientation it is never shown.
struct OrientationLockedRule: LintRule {
    let id = "orientation-locked"
    let defaultSeverity = LintSeverity.warning
    let summary = "The campaign is locked to one orientation; held the other way, the message waits and may never show."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let orientation = variant.campaign.orientation
        guard orientation != .any else { return [] }
        let other = orientation == .portrait ? "landscape" : "portrait"
        return [diagnostic("orientation is \(orientation.rawValue): on a device held in \(other) the message waits for a rotation, "
            + "and in an app that does not rotate it is never shown")]
    }
}
