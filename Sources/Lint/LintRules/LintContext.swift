import BoxTreeModel
import CampaignModel
import Layout

/// What a rule may use besides its variant: the services (layout at other
/// text sizes, artwork, fonts) and the configuration. Layouts are cached for
/// the whole run, so rules that look at other text sizes share the work.
public final class LintContext {
    public let services: any LintServices
    public let configuration: LintConfiguration
    private var trees: [String: BoxTree] = [:]
    private var placements: [String: [PlacedBox]] = [:]
    private var hiddenTexts: [String: [HiddenText]] = [:]
    private var hiddenElements: [String: Set<String>] = [:]

    public init(services: any LintServices, configuration: LintConfiguration = LintConfiguration()) {
        self.services = services
        self.configuration = configuration
    }

    /// Makes a variant's own tree available to `tree(for:textSize:)`, so
    /// sizes the run lints anyway are not laid out twice.
    package func register(_ variant: LintVariant) {
        trees[Self.key(variant.source, variant.campaign, variant.environment)] = variant.tree
    }

    /// Drops every cached layout: `Linter` calls it between families of
    /// variants, so a run's memory does not grow with its variant count.
    package func forgetLayouts() {
        trees.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        hiddenTexts.removeAll(keepingCapacity: true)
        hiddenElements.removeAll(keepingCapacity: true)
    }

    /// The variant laid out again at another text size (cached).
    public func tree(for variant: LintVariant, textSize: ContentSizeCategory) -> BoxTree {
        resized(variant, to: textSize).tree
    }

    /// The same variant at another text size, laid out once per run.
    public func resized(_ variant: LintVariant, to textSize: ContentSizeCategory) -> LintVariant {
        if textSize == variant.environment.textSize { return variant }
        var resized = variant
        resized.environment.textSize = textSize
        let key = Self.key(variant.source, variant.campaign, resized.environment)
        if let tree = trees[key] {
            resized.tree = tree
        } else {
            resized.tree = services.layout(variant.campaign, source: variant.source, environment: resized.environment)
            trees[key] = resized.tree
        }
        return resized
    }

    /// The smallest text size, up to the variant's own, at which `occurs`
    /// holds for the variant laid out at that size. Sizes are tried in
    /// order, so a problem that comes and goes is dated by its first showing.
    public func smallestTextSize(for variant: LintVariant, where occurs: (LintVariant) -> Bool) -> ContentSizeCategory {
        for size in ContentSizeCategory.allCases where size < variant.environment.textSize {
            if occurs(resized(variant, to: size)) { return size }
        }
        return variant.environment.textSize
    }

    /// Placeholder names a campaign may use without being reported as
    /// unknown: the configuration's, the defaults and those given values.
    public func knownPlaceholders(for variant: LintVariant) -> Set<String> {
        configuration.knownPlaceholders.union(variant.environment.values.keys)
    }

    /// Every box of the variant's tree with its drawing order and clips
    /// (computed once per variant; most rules need it).
    func placed(_ variant: LintVariant) -> [PlacedBox] {
        let key = Self.key(variant.source, variant.campaign, variant.environment)
        if let cached = placements[key] { return cached }
        let placed = PlacedBox.all(in: variant.tree)
        placements[key] = placed
        return placed
    }

    /// The variant's text hidden by a scroll view or a clip (computed once per
    /// variant: the rules dating a problem ask it of every smaller text size,
    /// once for each text they report).
    func hiddenText(_ variant: LintVariant) -> [HiddenText] {
        let key = Self.key(variant.source, variant.campaign, variant.environment)
        if let cached = hiddenTexts[key] { return cached }
        let found = HiddenText.find(in: placed(variant))
        hiddenTexts[key] = found
        return found
    }

    /// Whether the variant hides `element`'s text in this way: asked for
    /// every reported text at every smaller size, so answered from a set.
    func hides(_ element: String, _ kind: HiddenText.Kind, in variant: LintVariant) -> Bool {
        let key = Self.key(variant.source, variant.campaign, variant.environment) + "|\(kind)"
        if let cached = hiddenElements[key] { return cached.contains(element) }
        let found = Set(hiddenText(variant).filter { $0.kind == kind }.map(\.element))
        hiddenElements[key] = found
        return found.contains(element)
    }

    static func key(_ source: CampaignSource, _ campaign: Campaign, _ environment: Environment) -> String {
        "\(source.file)|\(campaign.id)|\(environment.variantName)|\(environment.direction.rawValue)"
    }
}
