import BoxTreeModel
/// The counts and verdict of one comparison.
///
/// Pixels fall in exactly one class: ignored (inside an ignored region),
/// differing (colour distance above the threshold, not anti-aliasing),
/// anti-aliased (above the threshold but explained by a shifted edge), or
/// matching (everything else).
public struct DiffResult: Hashable, Sendable {
    public var expectedSize: PixelSize
    public var actualSize: PixelSize
    /// The pixels are byte for byte the same (or the files were); no pixel was examined.
    public var isIdentical: Bool
    public var differingPixels: Int
    public var antialiasedPixels: Int
    public var ignoredPixels: Int
    public var threshold: Double
    public var budget: DiffBudget
    /// The smallest rectangle holding every differing pixel; `nil` when none differ.
    public var differingBounds: Rect?
    /// A hash of which pixels differ and their colours in both images: two
    /// comparisons on canvases of one size with equal counts, bounds and
    /// fingerprints changed the same pixels the same way (reports group them).
    public var changeFingerprint: UInt64

    public init(expectedSize: PixelSize, actualSize: PixelSize, isIdentical: Bool, differingPixels: Int,
                antialiasedPixels: Int, ignoredPixels: Int, threshold: Double, budget: DiffBudget,
                differingBounds: Rect? = nil, changeFingerprint: UInt64 = 0) {
        self.differingBounds = differingBounds
        self.changeFingerprint = changeFingerprint
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.isIdentical = isIdentical
        self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels
        self.ignoredPixels = ignoredPixels
        self.threshold = threshold
        self.budget = budget
    }

    /// The images have different sizes: they were compared on a canvas of
    /// both sizes' union, padded with transparent pixels, and the comparison fails.
    public var sizeMismatch: Bool { expectedSize != actualSize }

    /// The size the comparison ran at: the union of both images' sizes.
    public var canvasSize: PixelSize {
        PixelSize(width: max(expectedSize.width, actualSize.width), height: max(expectedSize.height, actualSize.height))
    }

    public var totalPixels: Int { canvasSize.pixelCount }

    /// Pixels outside every ignored region.
    public var comparedPixels: Int { totalPixels - ignoredPixels }

    /// Differing pixels as a fraction of the compared ones (0 when none were compared).
    public var diffRatio: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }

    public var isWithinBudget: Bool { budget.allows(differing: differingPixels, compared: comparedPixels) }

    /// The verdict: same size and within budget.
    public var passed: Bool { !sizeMismatch && isWithinBudget }
}
