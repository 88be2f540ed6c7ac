/// A campaign that decoded without errors, with the warnings met on the way
/// (unknown keys, buttons that fell back to `dismiss`, …) in document order.
public struct DecodedCampaign: Equatable, Sendable {
    public var campaign: Campaign
    public var warnings: [CampaignProblem]

    public init(campaign: Campaign, warnings: [CampaignProblem] = []) {
        self.campaign = campaign
        self.warnings = warnings
    }
}
