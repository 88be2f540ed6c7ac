import GoldenKit

/// How image goldens are compared: pixelmatch's threshold, a budget of
/// differing pixels, and ignored regions; globally, with per-format
/// overrides (`diff.formats.png` in `preview.json`). Text outputs are always
/// compared byte for byte.
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

    /// 0 (exact) to 1; 0.1 passes encoder noise and catches a changed colour.
    public var threshold: Double
    /// Default zero: one real changed pixel fails.
    public var budget: DiffBudget
    public var includeAA: Bool
    public var ignore: [IgnoreRule]
    /// By format name.
    public var formats: [String: Override]

    public init(threshold: Double = 0.1, budget: DiffBudget = .zero, includeAA: Bool = false, ignore: [IgnoreRule] = [],
                formats: [String: Override] = [:]) {
        self.threshold = threshold
        self.budget = budget
        self.includeAA = includeAA
        self.ignore = ignore
        self.formats = formats
    }

    /// The comparison options for one output of `variant`.
    public func options(for variant: Variant, format: String) -> DiffOptions {
        let override = formats[format]
        let rules = (ignore + (override?.ignore ?? [])).filter { $0.applies(to: variant) }
        return DiffOptions(threshold: override?.threshold ?? threshold, includeAA: override?.includeAA ?? includeAA,
                           budget: override?.budget ?? budget, ignoredRegions: rules.map(\.region))
    }
}
