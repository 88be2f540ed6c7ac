import CairoRenderer
import Imaging
import RenderCore

extension PreviewSession {
    /// Whether `renderer` is the PNG renderer, whose output `frame(of:)` can
    /// hand over as pixels instead of an encoded file.
    public func drawsFrames(_ renderer: any Renderer) -> Bool {
        renderer is PNGRenderer
    }

    /// When `plan` draws a frame, starts faulting in its memory (`width` x
    /// `height` pixels) on another thread (`PixelBufferPool.prepare`). For a
    /// one-shot render, called before the campaign is read: a fresh page
    /// costs a kernel trap and clearing, which the second core then pays
    /// while the first lays out and lints.
    public func prepareFrame(width: Int, height: Int, for plan: OutputPlan) {
        guard plan.items.contains(where: { drawsFrames($0.renderer) }) else { return }
        PNGRenderer.prepareFrame(width: width, height: height)
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
