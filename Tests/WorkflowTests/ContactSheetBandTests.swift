import BoxTreeModel
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
    /// 30 cells in four rows (one missing, some not displayed), by entry index.
    static func page() -> (ContactSheet, [Int: (entry: ContactSheet.Entry, cell: ContactSheet.Cell)]) {
        let entries = (0..<30).map { index in
            ContactSheetCollectorTests.entry("device\(index / 12)", "en", ContactSheetCollectorTests.sizes[index % 12],
                                             displayed: index % 4 != 1, planned: true)
        }
        var cells: [Int: (entry: ContactSheet.Entry, cell: ContactSheet.Cell)] = [:]
        for (index, entry) in entries.enumerated() where index != 9 {
            cells[index] = (entry, .thumbnail(ContactSheet.Thumbnail(pixels: ContactSheetCollectorTests.thumbnail(index))))
        }
        return (ContactSheet(campaign: "promo", entries: entries), cells)
    }

    /// The whole page as one tree (title and every row), and its thumbnails.
    static func wholePage(_ drawing: ContactSheet.Drawing,
                          cells: [Int: (entry: ContactSheet.Entry, cell: ContactSheet.Cell)]) -> (BoxTree, ContactSheet.Thumbnails) {
        let (title, width) = drawing.titleContent(cells: cells)
        var boxes = [title], thumbnails: [String: ContactSheet.Thumbnail] = [:]
        for row in drawing.sheet.rows.indices {
            let content = drawing.rowContent(row, cells: cells)
            boxes += content.boxes
            thumbnails.merge(content.thumbnails) { first, _ in first }
        }
        let tree = drawing.sheet.tree(boxes, size: Size(width: width, height: drawing.height))
        return (tree, ContactSheet.Thumbnails(byVariant: thumbnails))
    }

    /// The page drawn a band at a time is the page drawn whole, its bands
    /// cutting through thumbnails, labels and red frames.
    @Test func aPageTallerThanABandIsTheWholePageDrawing() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let (sheet, cells) = Self.page()
        let png = try sheet.png(cells: cells, session: session)
        let banded = try ImageDecoder.decode(png)
        let drawing = try ContactSheet.Drawing(sheet, session: session)
        #expect(drawing.bandStarts.count == 5, "the title and four rows of cells")
        #expect(drawing.widthIsFixed, "rows this wide leave the title no say in the width")
        let (tree, images) = Self.wholePage(drawing, cells: cells)
        let whole = try PNGRenderer(fontSystem: session.fontSystem).rasterize(tree, images: images)
        #expect(banded.hasSamePixels(as: whole))
        #expect(try sheet.png(cells: cells, session: session) == png, "the same page, the same bytes")
    }

    /// Rows drawn as they arrive, in any order, before the title, give the page drawn at once.
    @Test func rowsDrawnInAnyOrderBeforeTheTitleAreThePage() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let (sheet, cells) = Self.page()
        let drawing = try ContactSheet.Drawing(sheet, session: session)
        for row in [2, 0, 3, 1] {
            try drawing.drawRow(row, cells: cells.filter { sheet.rows[row].contains($0.key) })
        }
        #expect(try drawing.finish(cells: cells) == sheet.png(cells: cells, session: session))
    }

    /// A variant without a thumbnail keeps its place: a grey cell, framed
    /// red, its label and "not rendered" below.
    @Test func aVariantWithoutAThumbnailIsAGreyCellInItsPlace() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let (sheet, cells) = Self.page()  // entry 9 has no cell
        let drawing = try ContactSheet.Drawing(sheet, session: session)
        let row = try #require(sheet.rows.firstIndex { $0.contains(9) })
        let boxes = drawing.rowContent(row, cells: cells).boxes
        let artwork = boxes.filter { $0.role == .artwork }
        #expect(artwork.count == sheet.rows[row].count, "every entry of the row has its cell")
        let missing = try #require(artwork.first { $0.image == nil })
        #expect(missing.fill == .color(ContactSheet.missingFill))
        #expect(missing.border?.color == ContactSheet.alert)
        #expect(boxes.contains { $0.text?.text == "not rendered" && $0.frame.minY > missing.frame.maxY })
        #expect(artwork.filter { $0.image == nil }.count == 1)
    }

    /// An opaque thumbnail of its cell's size covers the cell, which paints
    /// nothing under it; one with transparency, or of another shape (fitted
    /// in, with bars), has white under it.
    @Test func onlyAThumbnailThatCoversItsCellHasNothingUnderIt() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let entry = ContactSheetCollectorTests.entry("iphone-15", "en", "l", planned: true)
        let sheet = ContactSheet(campaign: "promo", entries: [entry])
        let opaque = ContactSheetCollectorTests.thumbnail(3)
        var clear = opaque
        clear.pixels[3] = 0
        let other = RasterImage(width: 100, height: 420, stride: 400, pixels: [UInt8](repeating: 0xFF, count: 400 * 420))
        for (image, fill) in [(opaque, nil), (clear, Fill.color(.white)), (other, Fill.color(.white))] as [(RasterImage, Fill?)] {
            let drawing = try ContactSheet.Drawing(sheet, session: session)
            let boxes = drawing.rowContent(0, cells: [0: (entry, .thumbnail(ContactSheet.Thumbnail(pixels: image)))]).boxes
            let artwork = try #require(boxes.first { $0.role == .artwork })
            #expect(artwork.image != nil && artwork.fill == fill, "\(image.width) x \(image.height)")
        }
        #expect(ContactSheet.Thumbnail(pixels: opaque).isOpaque && !ContactSheet.Thumbnail(pixels: clear).isOpaque)
        #expect(ContactSheet.Thumbnail(opaque).isOpaque, "held compressed")
    }

    /// A page of a few narrow cells, whose title may be its widest part, waits for the title.
    @Test func aNarrowPageWaitsForItsTitle() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let entries = [ContactSheetCollectorTests.entry("iphone-15", "en", "l", planned: true)]
        let drawing = try ContactSheet.Drawing(ContactSheet(campaign: "a-campaign-with-a-long-name", entries: entries), session: session)
        #expect(!drawing.widthIsFixed)
    }

    /// The bound a page's width is fixed by holds every title the page can
    /// have (none to all of its variants not displayed), for Latin, Arabic
    /// and digit-laden campaign names, one page or several, and stays close.
    @Test func theTitleBoundHoldsEveryTitleThePageCanHave() throws {
        let session = try PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions).session()
        let measurer = session.measurer
        for (campaign, count, pages) in [("promo", 9, 1), ("تخفيضات-الصيف", 48, 3), ("sale-2026-11-11", 100, 3), ("W", 7, 2)] {
            let entries = (0..<min(count, ContactSheet.entriesPerPage)).map { index in
                ContactSheetCollectorTests.entry("device\(index)", "en", "l", planned: true)
            }
            let sheet = ContactSheet(campaign: campaign, entries: entries, page: 1, pageCount: pages, campaignEntryCount: count)
            let bound = ContactSheet.Drawing.titleWidthBound(sheet, measurer: measurer)
            let widths = (0...entries.count).map { notShown in
                measurer.lines(for: sheet.title(notShown: notShown), font: ContactSheet.titleFont, maxWidth: .infinity,
                               alignment: .left, direction: .leftToRight).maxWidth
            }
            #expect(widths.allSatisfy { $0 <= bound }, "\(campaign): \(widths.max()!) > \(bound)")
            #expect(bound - widths.max()! < 2 * ContactSheet.titleFont.size, "\(campaign): a bound, but a close one")
        }
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
        let (sheet, cells) = Self.page()
        let drawing = try ContactSheet.Drawing(sheet, session: session)
        let (tree, images) = Self.wholePage(drawing, cells: cells)
        let renderer = PNGRenderer(fontSystem: session.fontSystem)
        let whole = try renderer.rasterize(tree, images: images)
        for band in [1, 37, 200, 10_000] {
            let encoder = try PNGRenderer.bandEncoder(width: whole.width, height: whole.height)
            for top in stride(from: 0, to: whole.height, by: band) {
                try renderer.drawBand(top..<min(top + band, whole.height), of: tree, images: images, reach: 24, into: encoder)
            }
            let banded = try ImageDecoder.decode(try PNGRenderer.finish(encoder))
            #expect(banded.hasSamePixels(as: whole), "bands of \(band) rows")
        }
    }
}
