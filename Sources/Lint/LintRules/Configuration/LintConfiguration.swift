/// How a team tunes the linter: severities per rule (or `off`), findings
/// silenced for one campaign with a reason, and placeholder names their
/// backend supplies. Decoded from the `lint` section of `preview.json` (or a
/// file holding just that section) by `LintConfigurationDecoder`.
public struct LintConfiguration: Equatable, Sendable {
    /// Rule id -> severity or `off`. Rules not listed keep their default.
    public var severities: [String: RuleSeverity]
    public var suppressions: [LintSuppression]
    /// Placeholder names that are not reported as unknown; the defaults are
    /// included unless the configuration replaces them.
    public var knownPlaceholders: Set<String>

    public init(severities: [String: RuleSeverity] = [:], suppressions: [LintSuppression] = [],
                knownPlaceholders: Set<String> = LintConfiguration.defaultPlaceholders) {
        self.severities = severities
        self.suppressions = suppressions
        self.knownPlaceholders = knownPlaceholders
    }

    /// Common personalization names of loyalty and gamification campaigns.
    /// Names given values (`--values`, `values.json`) are always known too.
    public static let defaultPlaceholders: Set<String> = [
        "player_name", "first_name", "last_name", "display_name", "email",
        "points", "points_balance", "points_to_next_tier", "pending_points",
        "tier", "tier_name", "next_tier", "level", "next_level", "rank",
        "badge", "badge_name", "reward", "reward_name", "coupon_code",
        "referral_code", "referral_link", "streak", "cashback",
    ]

    /// The severity a rule reports with, or `nil` when it is off.
    public func severity(of rule: any LintRule) -> LintSeverity? {
        switch severities[rule.id] {
        case .none: rule.defaultSeverity
        case .off: nil
        case .level(let level): level
        }
    }

    /// The first suppression that covers `finding`, if any.
    public func suppression(for finding: Finding) -> LintSuppression? {
        suppressions.first { $0.covers(finding) }
    }
}
