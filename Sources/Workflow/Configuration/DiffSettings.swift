import BoxTreeModel
import Diffing
import Pipeline

/// How image goldens are compared: exactly by default, or perceptually
/// (pixelmatch's threshold) where chosen; a budget of differing pixels and
/// ignored regions; globally, with per-format overrides (`diff.formats.png`
/// in `preview.json`). Text outputs are always compared byte for byte.
///
/// Exact is the default because rendering is deterministic: a golden made by
/// the same renderer stack has the same bytes, and a tolerance only hides
/// changes (at pixelmatch's usual 0.1, `#007AFF` turned `#0066D6` passes).
/// A perceptual threshold is for goldens made elsewhere (another machine's
/// fonts or library versions), chosen explicitly per config or format.
public struct DiffSettings: Hashable, Sendable {
    /// One format's overrides; unset fields keep the global value.
    public struct Override: Hashable, Sendable {
        public var threshold: Double?
        public var budget: DiffBudget?
        public var includeAA: Bool?
        /// Added to the global rules.
        public var ignore: [IgnoreRule]

        public init(threshold: Double? = nil, budget: DiffBudget? = nil, includeAA: Bool? = nil, ignore: [IgnoreRule] = []) {
            self.threshold = threshold
            self.budget = budget
            self.includeAA = includeAA
            self.ignore = ignore
        }
    }

    /// 0 (exact, the default) to 1 (pixelmatch's scale; 0.1 is its usual perceptual choice).
    public var threshold: Double
    /// Default zero: one real changed pixel fails.
    public var budget: DiffBudget
    /// Whether anti-aliased pixels count as differences; unset: they do when
    /// the comparison is exact (threshold 0), and not when it is perceptual.
    public var includeAA: Bool?
    public var ignore: [IgnoreRule]
    /// By format name.
    public var formats: [String: Override]

    public init(threshold: Double = 0, budget: DiffBudget = .zero, includeAA: Bool? = nil, ignore: [IgnoreRule] = [],
                formats: [String: Override] = [:]) {
        self.threshold = threshold
        self.budget = budget
        self.includeAA = includeAA
        self.ignore = ignore
        self.formats = formats
    }

    /// The ignore rules for one output of `variant`: the global ones, then the format's.
    public func ignoreRules(for variant: Variant, format: String) -> [IgnoreRule] {
        (ignore + (formats[format]?.ignore ?? [])).filter { $0.applies(to: variant) }
    }

    /// The comparison options for one image output of `variant`, laid out as
    /// `tree` and drawn on `canvas` pixels (where element masks land).
    public func options(for variant: Variant, format: String, tree: BoxTree, canvas: PixelSize) -> DiffOptions {
        let override = formats[format]
        let regions = ignoreRules(for: variant, format: format).flatMap { $0.pixelRegions(in: tree, canvas: canvas) }
        let threshold = override?.threshold ?? threshold
        return DiffOptions(threshold: threshold, includeAA: override?.includeAA ?? includeAA ?? (threshold == 0),
                           budget: override?.budget ?? budget, ignoredRegions: regions)
    }

    /// Every element name the rules mask, sorted, each once.
    public var maskedElements: [String] {
        Set((ignore + formats.values.flatMap(\.ignore)).compactMap(\.element)).sorted()
    }
}
