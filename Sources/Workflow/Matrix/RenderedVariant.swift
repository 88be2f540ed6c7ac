import BoxTreeModel
import Imaging
import Layout
import Pipeline

/// What rendering one variant produced, handed to the run's handler on the
/// worker thread that rendered it.
public struct RenderedVariant: Sendable {
    public let variant: Variant
    /// The layout every format rendered, for checks that read boxes (`lint`).
    public let tree: BoxTree
    /// Every format's output, in the variant's format order; empty when `failure` is set.
    public let outputs: [VariantOutput]
    /// Whether a device would display the message, and if not, why.
    public let display: DisplayStatus
    /// The layout's diagnostics (scrolling content, missing values, ...).
    public let diagnostics: [Diagnostic]
    /// Set when a renderer failed; no output of the variant was kept.
    public let failure: RenderFailure?
    /// The PNG frame made small as it was encoded, when the run asked for
    /// thumbnails (`MatrixRunner.run(thumbnailHeight:)`).
    public internal(set) var thumbnail: RasterImage?

    public init(variant: Variant, tree: BoxTree, outputs: [VariantOutput], failure: RenderFailure?) {
        self.variant = variant
        self.tree = tree
        self.outputs = outputs
        display = tree.display
        diagnostics = tree.diagnostics
        self.failure = failure
    }
}
