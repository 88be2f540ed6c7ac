import Foundation

/// What a discovery found: the campaigns, and the JSON files passed over.
public struct DiscoveredCampaigns: Sendable {
    public var campaigns: [CampaignFile]
    public var skipped: [SkippedFile]

    public init(campaigns: [CampaignFile] = [], skipped: [SkippedFile] = []) {
        self.campaigns = campaigns
        self.skipped = skipped
    }
}
