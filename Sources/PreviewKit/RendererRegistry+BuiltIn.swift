import AccessibilityRenderer
import CairoRenderer
import RenderCore
import TextShaping

extension RendererRegistry {
    /// The renderers every `PreviewSession` starts with, in the order
    /// `preview-cli formats` lists them. A new built-in is one line here.
    static func builtIn(fontSystem: FontSystem, images: @escaping BoxTreePainter.ImageLoader) -> RendererRegistry {
        RendererRegistry([
            PNGRenderer(fontSystem: fontSystem, imageLoader: images),
            AccessibilityRenderer(),
            BoxTreeJSONRenderer(),
        ])
    }
}
