import Foundation
import Pipeline

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
    /// - Throws: `.tooManyVariants` for a plan over `config.limits.maxVariants`,
    ///   found from the axes before the variants are made.
    public static func make(config: PreviewConfig, allFormats: [String], keepingInvalid: Bool = false) throws(PlanError) -> VariantPlan {
        // The file's own campaign patterns reach only files inside its folder.
        let confinement = config.confinement(of: .campaigns).map { ($0, config.file?.lastPathComponent ?? PreviewConfig.fileName) }
        let discovery = CampaignDiscovery(excluding: [config.output, config.reportDirectory] + config.goldens.all, confinedTo: confinement)
        let limit = config.limits.maxVariants
        var found: [[String]: DiscoveredCampaigns] = [:]
        var lists: [[Variant]] = []
        // The theme each variant name is drawn in so far ("" for the run's), to refuse two for one name.
        var themeByName: [String: String] = [:]
        // Variants in `lists`, counting twice those two matrices share.
        var listed = 0
        var campaigns: [CampaignFile] = []
        var skipped: [SkippedFile] = []
        var invalid: [InvalidCampaignFile] = []
        for (index, matrix) in config.matrices.enumerated() {
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
            let isLast = index == config.matrices.count - 1
            let count = matrix.count(of: discovered.campaigns, baseLanguage: config.baseLanguage, devices: config.render.devices)
            if count > limit { throw .tooManyVariants(count: count, limit: limit, isExact: config.matrices.count == 1) }
            let variants: [Variant]
            do {
                variants = try matrix.variants(of: discovered.campaigns, allFormats: allFormats, baseLanguage: config.baseLanguage,
                                               devices: config.render.devices)
            } catch {
                throw .matrix(error)
            }
            for variant in variants {
                let theme = variant.theme?.name ?? ""
                if let earlier = themeByName.updateValue(theme, forKey: variant.name), earlier != theme {
                    throw .themeClash(variant: variant.name, themes: [earlier, theme].map { $0.isEmpty ? "the run's theme" : $0 })
                }
            }
            lists.append(variants)
            listed += count
            if listed > limit {
                // Matrices may overlap: only their union counts, and it is
                // kept merged so at most twice the limit is ever held.
                let union = VariantMatrix.union(lists)
                if union.count > limit { throw .tooManyVariants(count: union.count, limit: limit, isExact: isLast) }
                lists = [union]
                listed = union.count
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
