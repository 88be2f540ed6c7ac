/// A message read from a vendor's JSON (or our own format), mapped onto the
/// campaign model.
public struct ImportedMessage: Equatable, Sendable {
    /// The message as a campaign, ready for layout.
    public var campaign: Campaign
    /// In document order: one per vendor field the model cannot express,
    /// plus the warnings our own decoder gives (unknown keys, actions that
    /// fall back to `dismiss`, …).
    public var warnings: [CampaignProblem]
    /// The format the message was read as (given, or detected).
    public var source: MessageSource
    /// For Adobe messages only: the geometry the SDK draws the HTML body in.
    /// The campaign alone cannot carry it (see `AdobeFrame`).
    public var adobeFrame: AdobeFrame?

    public init(campaign: Campaign, warnings: [CampaignProblem] = [], source: MessageSource, adobeFrame: AdobeFrame? = nil) {
        self.campaign = campaign
        self.warnings = warnings
        self.source = source
        self.adobeFrame = adobeFrame
    }
}
