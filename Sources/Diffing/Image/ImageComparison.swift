import Imaging

/// A comparison's result and the images it was asked to draw.
public struct ImageComparison: Sendable {
    public var result: DiffResult
    /// Present when `.diffImage` or `.panel` was requested; canvas-sized.
    public var diffImage: RasterImage?
    /// Present when `.panel` was requested: expected | diff | actual.
    public var panelImage: RasterImage?

    public init(result: DiffResult, diffImage: RasterImage? = nil, panelImage: RasterImage? = nil) {
        self.result = result
        self.diffImage = diffImage
        self.panelImage = panelImage
    }
}
