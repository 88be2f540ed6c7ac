import CampaignModel

/// One check the linter runs. A rule looks at one variant (a campaign laid
/// out for one device, orientation, language and text size) and returns what
/// is wrong with it; the linter adds the rule id, the severity, the campaign
/// and the variant name.
///
/// Rules are small values with no state. Anything beyond the variant (other
/// text sizes, artwork pixels, font coverage) comes from the `LintContext`.
public protocol LintRule: Sendable {
    /// Stable kebab-case identifier, used in configurations, reports and
    /// box-tree diagnostics, e.g. `contrast`.
    var id: String { get }
    /// The severity unless a configuration overrides it.
    var defaultSeverity: LintSeverity { get }
    /// One line: what the rule catches.
    var summary: String { get }
    /// Whether the rule is about each variant or about the campaign as a whole.
    var scope: LintRuleScope { get }
    /// The layout diagnostic codes (`Diagnostic.Code`) that state the same
    /// fact: where the layout already reports one for a variant, the rule's
    /// finding is not added to that variant's outputs, so nothing is said twice.
    var restates: Set<String> { get }

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [LintViolation]
}

extension LintRule {
    public var scope: LintRuleScope { .variant }
    public var restates: Set<String> { [] }
}

/// Where a rule's findings belong.
public enum LintRuleScope: Sendable {
    /// Evaluated for every variant; findings name the variants they occur in.
    case variant
    /// Evaluated once per campaign (with its first variant); findings name no variant.
    case campaign
}
