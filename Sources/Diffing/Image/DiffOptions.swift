import BoxTreeModel

/// How two images are compared. The defaults are pixelmatch's, with a zero
/// budget: one real differing pixel fails.
public struct DiffOptions: Hashable, Sendable {
    /// The largest colour difference still counted as equal, on pixelmatch's
    /// scale: 0 is exact, 1 accepts anything. 0.1 passes invisible encoder and
    /// rounding noise but catches a changed button colour.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting them
    /// (pixelmatch's `includeAA`): useful when edges themselves matter.
    public var includeAA: Bool
    public var budget: DiffBudget
    /// Pixels inside any of these rectangles (in pixels, from the image's
    /// top-left) are not compared at all.
    public var ignoredRegions: [Rect]

    /// `threshold` must lie in 0...1; a ratio budget in 0...1 and a pixel budget >= 0.
    public init(threshold: Double = 0.1, includeAA: Bool = false, budget: DiffBudget = .zero,
                ignoredRegions: [Rect] = []) {
        precondition((0...1).contains(threshold), "threshold \(threshold) outside 0...1")
        switch budget {
        case .pixels(let limit): precondition(limit >= 0, "negative pixel budget")
        case .ratio(let limit): precondition((0...1).contains(limit), "ratio budget \(limit) outside 0...1")
        }
        self.threshold = threshold
        self.includeAA = includeAA
        self.budget = budget
        self.ignoredRegions = ignoredRegions
    }
}
