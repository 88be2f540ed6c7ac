import AccessibilityRenderer
import CairoRenderer
import RenderCore
import TerminalRenderer
import TextShaping

extension RendererRegistry {
    /// The renderers every `PreviewSession` starts with, in the order
    /// `preview-cli formats` lists them. A new built-in is one line here.
    static func builtIn(fontSystem: FontSystem) -> RendererRegistry {
        let png = PNGRenderer(fontSystem: fontSystem)
        return RendererRegistry([
            png,
            AccessibilityRenderer(),
            BoxTreeJSONRenderer(),
            TerminalRenderer(rasterizer: { tree, images in try png.rasterize(tree, images: images) }),
            SVGRenderer(fontSystem: fontSystem),
            PDFRenderer(fontSystem: fontSystem),
        ])
    }
}
