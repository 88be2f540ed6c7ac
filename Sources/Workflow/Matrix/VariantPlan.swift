import Foundation

/// Every variant a config asks for, with the campaigns behind them: the
/// list `matrix`, `golden` and `lint` walk, sorted by name.
public struct VariantPlan: Sendable {
    public var variants: [Variant]
    /// Each campaign file once, in the order found.
    public var campaigns: [CampaignFile]
    /// JSON files the campaign folders and patterns held that are not campaigns.
    public var skipped: [SkippedFile]
    /// Files that do not decode, when the plan was made `keepingInvalid`; they have no variants.
    public var invalid: [InvalidCampaignFile]

    public init(variants: [Variant], campaigns: [CampaignFile], skipped: [SkippedFile], invalid: [InvalidCampaignFile] = []) {
        self.variants = variants
        self.campaigns = campaigns
        self.skipped = skipped
        self.invalid = invalid
    }

    /// Finds the campaigns of every matrix of `config` and expands the matrices.
    /// The config's output, report and goldens folders are never searched for campaigns.
    /// - Parameters:
    ///   - allFormats: what `formats: all` means (a session's renderer names).
    ///   - keepingInvalid: keep campaign files that do not decode in `invalid`
    ///     instead of failing, for a command that reports them (`lint`).
    public static func make(config: PreviewConfig, allFormats: [String], keepingInvalid: Bool = false) throws(PlanError) -> VariantPlan {
        // The file's own campaign patterns reach only files inside its folder.
        let confinement = config.confinement(of: .campaigns).map { ($0, config.file?.lastPathComponent ?? PreviewConfig.fileName) }
        let discovery = CampaignDiscovery(excluding: [config.output, config.reportDirectory] + config.goldens.all, confinedTo: confinement)
        var found: [[String]: DiscoveredCampaigns] = [:]
        var lists: [[Variant]] = []
        var campaigns: [CampaignFile] = []
        var skipped: [SkippedFile] = []
        var invalid: [InvalidCampaignFile] = []
        for matrix in config.matrices {
            let patterns = matrix.campaigns ?? config.campaigns
            guard !patterns.isEmpty else { throw .noCampaigns }
            let discovered: DiscoveredCampaigns
            if let known = found[patterns] {
                discovered = known
            } else {
                do {
                    discovered = try discovery.discover(patterns, relativeTo: config.directory, keepingInvalid: keepingInvalid)
                } catch {
                    throw .discovery(error)
                }
                found[patterns] = discovered
                for campaign in discovered.campaigns where !campaigns.contains(where: { $0.url == campaign.url }) { campaigns.append(campaign) }
                for file in discovered.skipped where !skipped.contains(file) { skipped.append(file) }
                for file in discovered.invalid where !invalid.contains(where: { $0.url == file.url }) { invalid.append(file) }
            }
            do {
                lists.append(try matrix.variants(of: discovered.campaigns, allFormats: allFormats, baseLanguage: config.baseLanguage))
            } catch {
                throw .matrix(error)
            }
        }
        do {
            // Matrices with different patterns may reach different files with one name.
            try CampaignDiscovery.checkUniqueKeys(campaigns)
        } catch {
            throw .discovery(error)
        }
        return VariantPlan(variants: VariantMatrix.union(lists), campaigns: campaigns, skipped: skipped, invalid: invalid)
    }

    /// The variants of one CI shard (all of them without one).
    public func variants(in shard: Shard?) -> [Variant] {
        shard.map { $0.select(variants) } ?? variants
    }
}
