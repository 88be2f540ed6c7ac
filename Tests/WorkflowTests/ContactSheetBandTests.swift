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

    /// A thumbnail is held as its pixels while thumbnails hold less than
    /// the limit, then as a PNG, giving back the same pixels; one with
    /// transparency (a placeholder) is held as it is. Pixels held are
    /// counted until the last copy of their thumbnail is let go.
    @Test func thumbnailsWaitCompressedPastTheLimitAndComeBackTheSame() throws {
        let opaque = ContactSheetCollectorTests.thumbnail(5)
        let counter = ContactSheet.RawBytesCounter(limit: opaque.pixels.count * 3 / 2)
        var first: ContactSheet.Thumbnail? = ContactSheet.Thumbnail(opaque, counter: counter)
        #expect(first?.isUncompressed == true && first?.byteCount == opaque.pixels.count)
        #expect(counter.bytesHeld == opaque.pixels.count)
        let copy = first
        let second = ContactSheet.Thumbnail(opaque, counter: counter)
        #expect(!second.isUncompressed, "past the limit")
        #expect(second.byteCount < opaque.pixels.count / 10)
        #expect(try second.image().hasSamePixels(as: opaque))
        #expect(try first!.image().hasSamePixels(as: opaque))
        first = nil
        #expect(counter.bytesHeld == opaque.pixels.count, "a copy still holds them")
        _ = copy
        let third = ContactSheet.Thumbnail(opaque, counter: ContactSheet.RawBytesCounter(limit: 0))
        #expect(!third.isUncompressed)
        let placeholder = RasterImage(width: 4, height: 4, stride: 16, pixels: [UInt8](repeating: 0xD1, count: 64))
        #expect(try ContactSheet.Thumbnail(placeholder, counter: ContactSheet.RawBytesCounter(limit: 0)).image() == placeholder)
    }

    @Test func countedPixelsAreGivenBackWithTheirThumbnail() {
        let opaque = ContactSheetCollectorTests.thumbnail(5)
        let counter = ContactSheet.RawBytesCounter(limit: opaque.pixels.count)
        do {
            let held = ContactSheet.Thumbnail(opaque, counter: counter)
            #expect(held.isUncompressed && counter.bytesHeld == opaque.pixels.count)
        }
        #expect(counter.bytesHeld == 0)
        #expect(ContactSheet.Thumbnail(opaque, counter: counter).isUncompressed, "room again")
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
