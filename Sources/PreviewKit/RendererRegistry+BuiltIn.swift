import AccessibilityRenderer
import CairoRenderer
import RenderCore
import TerminalRenderer
import TextShaping

extension RendererRegistry {
    /// The renderers every `PreviewSession` starts with, in the order
    /// `preview-cli formats` lists them. A new built-in is one line here.
    static func builtIn(fontSystem: FontSystem, images: @escaping BoxTreePainter.ImageLoader) -> RendererRegistry {
        RendererRegistry([
            PNGRenderer(fontSystem: fontSystem, imageLoader: images),
            AccessibilityRenderer(),
            BoxTreeJSONRenderer(),
            TerminalRenderer(rasterizer: { try PNGRenderer(fontSystem: fontSystem, imageLoader: images).rasterize($0) }),
            SVGRenderer(fontSystem: fontSystem, imageLoader: images),
            PDFRenderer(fontSystem: fontSystem, imageLoader: images),
        ])
    }
}
