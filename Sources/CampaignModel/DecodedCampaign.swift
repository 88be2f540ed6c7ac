import JSONReading
/// A campaign that decoded without errors, with the warnings met on the way
/// (unknown keys, buttons that fell back to `dismiss`, …) in document order.
public struct DecodedCampaign: Equatable, Sendable {
    public var campaign: Campaign
    public var warnings: [InputProblem]

    public init(campaign: Campaign, warnings: [InputProblem] = []) {
        self.campaign = campaign
        self.warnings = warnings
    }
}
