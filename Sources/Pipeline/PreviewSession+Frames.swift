import CairoRenderer
import Imaging
import RenderCore

extension PreviewSession {
    /// Whether `renderer` is the PNG renderer, whose output `frame(of:)` can
    /// hand over as pixels instead of an encoded file.
    public func drawsFrames(_ renderer: any Renderer) -> Bool {
        renderer is PNGRenderer
    }

    /// The frame the PNG renderer encodes for `preview`, as opaque pixels,
    /// with no PNG encoded: what a golden check compares with the decoded
    /// golden. Encoding these pixels gives exactly the PNG `render` writes.
    public func frame(of preview: LaidOutPreview) throws(OutputError) -> RasterImage {
        do {
            return try PNGRenderer(fontSystem: fontSystem).rasterize(preview.tree, images: preview.artwork)
        } catch {
            throw .renderFailed(format: "png", underlying: error)
        }
    }
}
