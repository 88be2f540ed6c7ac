import Foundation
import Pipeline

/// What a discovery found: the campaigns, the JSON files passed over and,
/// when asked to keep them, the files that look like campaigns but do not decode.
public struct DiscoveredCampaigns: Sendable {
    public var campaigns: [CampaignFile]
    public var skipped: [SkippedFile]
    /// Empty unless the discovery was asked to keep invalid files.
    public var invalid: [InvalidCampaignFile]

    public init(campaigns: [CampaignFile] = [], skipped: [SkippedFile] = [], invalid: [InvalidCampaignFile] = []) {
        self.campaigns = campaigns
        self.skipped = skipped
        self.invalid = invalid
    }
}
