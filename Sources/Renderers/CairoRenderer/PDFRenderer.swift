import BoxTreeModel
import CCairo
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// The `pdf` format: the preview as a one-page PDF whose page is the screen
/// in points (an iPhone 15 in portrait is a 393 x 852 pt page), drawn by the
/// same `BoxTreePainter` as the PNG on Cairo's PDF surface.
///
/// Text stays text: Pango hands glyphs to Cairo, which embeds subsets of the
/// bundled fonts with their Unicode mapping, so it can be selected, searched
/// and extracted. The creation date Cairo would stamp is fixed, so the same
/// tree gives the same bytes.
public final class PDFRenderer: Renderer, Sendable {
    /// The format's name on the command line.
    public let name = "pdf"
    public let fileExtension = "pdf"
    /// The drawing code shared with `PNGRenderer`.
    public let painter: BoxTreePainter

    /// The creation date written into every document (Cairo would write the
    /// current time); ISO 8601, as `cairo_pdf_surface_set_metadata` takes it.
    public static let creationDate = "2000-01-01T00:00:00Z"

    public init(fontSystem: FontSystem) {
        painter = BoxTreePainter(fontSystem: fontSystem)
    }

    public let outputKind = RenderOutputKind.binary
    public let summary = "The preview as a one-page PDF, in points"

    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        try VectorCanvas(painter: painter).render(tree, images: images, makeSurface: { write, closure, width, height in
            cairo_pdf_surface_create_for_stream(write, closure, width, height)
        }, configure: { surface in
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.creationDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, "\(tree.campaignID) (\(tree.environment.deviceName))")
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "MessagePreview")
        })
    }
}
