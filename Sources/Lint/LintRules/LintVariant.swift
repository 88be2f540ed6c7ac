import BoxTreeModel
import CampaignModel
import JSONReading
import Layout

/// One campaign laid out for one environment: everything a rule looks at.
public struct LintVariant: Sendable {
    public var campaign: Campaign
    /// Where the campaign came from (for messages, artwork and re-layout).
    public var source: CampaignSource
    /// Warnings the decoder reported for the campaign's file.
    public var warnings: [InputProblem]
    public var environment: Environment
    public var tree: BoxTree

    public init(campaign: Campaign, source: CampaignSource, warnings: [InputProblem] = [], environment: Environment, tree: BoxTree) {
        self.campaign = campaign
        self.source = source
        self.warnings = warnings
        self.environment = environment
        self.tree = tree
    }

    /// `<device>-<orientation>-<lang>-<size>`, e.g. `iphone-15-portrait-ar-ax3`.
    public var name: String { environment.variantName }
}
