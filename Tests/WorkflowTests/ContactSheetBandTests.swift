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
            return (entry: entry, thumbnail: ContactSheetCollectorTests.thumbnail(index))
        }
        let sheet = ContactSheet(campaign: "promo", cells: cells)
        let png = try sheet.png(session: session)
        let banded = try ImageDecoder.decode(png)
        #expect(banded.height > 2 * ContactSheet.bandHeight)

        let (tree, thumbnails) = sheet.drawing(measurer: session.measurer)
        let whole = try PNGRenderer(fontSystem: session.fontSystem).rasterize(tree, images: thumbnails)
        #expect(banded.hasSamePixels(as: whole))
        #expect(try sheet.png(session: session) == png, "the same page, the same bytes")
    }

    @Test func bandsOfAnyHeightAreTheWholeFrame() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let cells = (0..<12).map { index in
            (entry: ContactSheetCollectorTests.entry("device", "en", ContactSheetCollectorTests.sizes[index], displayed: index != 3),
             thumbnail: ContactSheetCollectorTests.thumbnail(index))
        }
        let (tree, thumbnails) = ContactSheet(campaign: "promo", cells: cells).drawing(measurer: session.measurer)
        let renderer = PNGRenderer(fontSystem: session.fontSystem)
        let whole = try renderer.rasterize(tree, images: thumbnails)
        for band in [1, 37, 200, 10_000] {
            let banded = try ImageDecoder.decode(try renderer.renderInBands(tree, images: thumbnails, bandHeight: band, reach: 24))
            #expect(banded.hasSamePixels(as: whole), "bands of \(band) rows")
        }
    }
}
