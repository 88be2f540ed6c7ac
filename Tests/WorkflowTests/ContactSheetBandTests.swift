import CairoRenderer
import Foundation
import Imaging
import Layout
import Pipeline
import TestSupport
import Testing
@testable import Workflow

/// A contact-sheet page is drawn and compressed a band at a time; the page
/// must be the same pixels as the page drawn whole.
@Suite struct ContactSheetBandTests {
    @Test func aPageTallerThanABandIsTheWholePageDrawing() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        // 30 cells in four rows; the bands cut through thumbnails, labels and red frames.
        let cells = (0..<30).map { index in
            let entry = ContactSheetCollectorTests.entry("device\(index / 12)", "en", ContactSheetCollectorTests.sizes[index % 12],
                                                         displayed: index % 4 != 1)
            return (entry: entry, thumbnail: ContactSheet.Thumbnail(ContactSheetCollectorTests.thumbnail(index)))
        }
        let sheet = ContactSheet(campaign: "promo", cells: cells)
        let png = try sheet.png(session: session)
        let banded = try ImageDecoder.decode(png)
        let (tree, thumbnails, bandStarts) = sheet.drawing(measurer: session.measurer)
        #expect(bandStarts.count == 5, "the title and four rows of cells")
        let whole = try PNGRenderer(fontSystem: session.fontSystem).rasterize(tree, images: thumbnails)
        #expect(banded.hasSamePixels(as: whole))
        #expect(try sheet.png(session: session) == png, "the same page, the same bytes")
    }

    /// A thumbnail is held as a PNG and gives back the same pixels; one with
    /// transparency (a placeholder) is held as it is.
    @Test func thumbnailsWaitCompressedAndComeBackTheSame() throws {
        let opaque = ContactSheetCollectorTests.thumbnail(5)
        let held = ContactSheet.Thumbnail(opaque)
        #expect(held.byteCount < opaque.pixels.count / 10)
        #expect(try held.image().hasSamePixels(as: opaque))
        let placeholder = RasterImage(width: 4, height: 4, stride: 16, pixels: [UInt8](repeating: 0xD1, count: 64))
        #expect(try ContactSheet.Thumbnail(placeholder).image() == placeholder)
    }

    @Test func bandsOfAnyHeightAreTheWholeFrame() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let cells = (0..<12).map { index in
            (entry: ContactSheetCollectorTests.entry("device", "en", ContactSheetCollectorTests.sizes[index], displayed: index != 3),
             thumbnail: ContactSheet.Thumbnail(ContactSheetCollectorTests.thumbnail(index)))
        }
        let (tree, thumbnails, _) = ContactSheet(campaign: "promo", cells: cells).drawing(measurer: session.measurer)
        let renderer = PNGRenderer(fontSystem: session.fontSystem)
        let whole = try renderer.rasterize(tree, images: thumbnails)
        for band in [1, 37, 200, 10_000] {
            let banded = try ImageDecoder.decode(try renderer.renderInBands(tree, images: thumbnails,
                                                                            bandStarts: Array(stride(from: 0, to: whole.height, by: band)),
                                                                            reach: 24))
            #expect(banded.hasSamePixels(as: whole), "bands of \(band) rows")
        }
    }
}
