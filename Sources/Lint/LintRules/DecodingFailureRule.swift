import BoxTreeModel
import CampaignModel
import JSONReading

/// A rule about campaign files that could not be decoded at all: their
/// problems become findings instead of stopping the run.
public protocol DecodingFailureRule: LintRule {
    func evaluate(_ error: InputProblems) -> [Diagnostic]
}

extension DecodingFailureRule {
    public var scope: LintRuleScope { .campaign }
    public var asDecodingFailureRule: (any DecodingFailureRule)? { self }
    public func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] { [] }
}
