import BoxTreeModel
import CCairo
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// The `svg` format: the preview as an SVG 1.1 document, drawn by the same
/// `BoxTreePainter` as the PNG on Cairo's SVG surface.
///
/// The document is `screen` points wide and tall, written as unitless user
/// units (`width="393" height="852"`): a browser shows a user unit as one
/// CSS pixel, which is what an iOS point is. Text becomes glyph outlines
/// (Cairo's SVG surface has no text elements), artwork embedded PNG data,
/// shadows embedded alpha masks. Cairo numbers some elements with
/// process-wide counters; they are renumbered in order of appearance, so the
/// same tree gives the same bytes on every call and in every process.
public final class SVGRenderer: Renderer, Sendable {
    /// The format's name on the command line.
    public let name = "svg"
    public let fileExtension = "svg"
    /// The drawing code shared with `PNGRenderer`.
    public let painter: BoxTreePainter

    public init(fontSystem: FontSystem) {
        painter = BoxTreePainter(fontSystem: fontSystem)
    }

    public let outputKind = RenderOutputKind.text
    public let summary = "The preview as SVG, in points, drawn like the PNG"

    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let data = try VectorCanvas(painter: painter).render(tree, images: images, makeSurface: { write, closure, width, height in
            cairo_svg_surface_create_for_stream(write, closure, width, height)
        }, configure: { surface in
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
        })
        return Data(SVGIdentifiers.renumbered(String(decoding: data, as: UTF8.self)).utf8)
    }
}
