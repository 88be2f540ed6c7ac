import BoxTreeModel
import BoxTreeModel
import CampaignModel

/// One check the linter runs. A rule looks at one variant (a campaign laid
/// out for one device, orientation, language and text size) and returns what
/// is wrong with it as `Diagnostic`s, layout's own vocabulary: the rule id as
/// the code (see `diagnostic(element:_:)`). The linter applies the configured
/// severity and adds the campaign and the variant names (`Finding`).
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

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic]

    /// The rule as a ``DecodingFailureRule`` when it is one (that protocol's
    /// extension answers for it), else `nil`. Asked instead of an `as?` or
    /// `is` cast: a cast to a protocol a type does not conform to searches
    /// every conformance the program holds (the Swift runtime and Foundation
    /// linked in make that some 50 µs), and lint asked it of every rule on
    /// every run.
    var asDecodingFailureRule: (any DecodingFailureRule)? { get }
}

extension LintRule {
    public var scope: LintRuleScope { .variant }
    public var restates: Set<String> { [] }
    public var asDecodingFailureRule: (any DecodingFailureRule)? { nil }

    /// What the rule found about `element` (its accessibility identifier, or
    /// its role when the SDK gives it none; `nil` for the message as a whole):
    /// a diagnostic with the rule id as its code, at the rule's default
    /// severity until the linter applies the configuration's.
    public func diagnostic(element: String? = nil, _ message: String) -> Diagnostic {
        Diagnostic(defaultSeverity, id, message, element: element)
    }
}

/// Where a rule's findings belong.
public enum LintRuleScope: Sendable {
    /// Evaluated for every variant; findings name the variants they occur in.
    case variant
    /// Evaluated once per campaign (with its first variant); findings name no variant.
    case campaign
}
