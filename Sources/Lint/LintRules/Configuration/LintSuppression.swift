/// Silences one rule for one campaign, with the reason a reviewer accepted.
/// Suppressed findings stay in JSON and JUnit reports (marked as such) but
/// never fail a run.
public struct LintSuppression: Hashable, Sendable, Codable {
    public var rule: String
    /// A campaign ID. `welcome-back` also covers its A/B variations
    /// (`welcome-back/variant-a`); `welcome-back/variant-a` covers only that one.
    public var campaign: String
    /// Why the finding is acceptable; required, so every exception explains itself.
    public var reason: String

    public init(rule: String, campaign: String, reason: String) {
        self.rule = rule
        self.campaign = campaign
        self.reason = reason
    }

    /// Whether this suppression silences `finding`.
    public func covers(_ finding: Finding) -> Bool {
        guard finding.rule == rule, let id = finding.campaignID else { return false }
        return id == campaign || id.hasPrefix(campaign + "/")
    }
}
