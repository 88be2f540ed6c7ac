import Diffing
import Foundation
import Imaging
import Layout
import Pipeline
import TestSupport
import Testing
@testable import Workflow

/// Contact sheets streamed during a matrix: natural text-size order, pages of
/// any number of variants, and the same bytes whatever order variants arrive in.
@Suite struct ContactSheetCollectorTests {
    static let sizes = ContentSizeCategory.allCases.map(\.shortName)

    /// An entry; `planned` gives it the frame size of the test's thumbnails, so its page's rows are drawn as they arrive.
    static func entry(_ device: String, _ language: String, _ size: String, displayed: Bool = true,
                      planned: Bool = false) -> ContactSheet.Entry {
        ContactSheet.Entry(variant: "promo/\(device)-portrait-\(language)-\(size)", device: device, orientation: "portrait",
                           language: language, textSize: size, displayed: displayed,
                           notDisplayedReason: displayed ? nil : "skipped: too tall", image: URL(fileURLWithPath: "/nonexistent.png"),
                           frameSize: planned ? PixelSize(width: 210, height: 420) : nil)
    }

    /// A thumbnail whose colour says which variant it is (the size of a 210 x 420 frame's).
    static func thumbnail(_ index: Int) -> RasterImage {
        let pixel = UInt32(0xFF00_0000) | UInt32(index * 37 % 256) << 16 | UInt32(index * 91 % 256) << 8 | UInt32(index * 13 % 256)
        let (width, height) = (210, 420)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        withUnsafeBytes(of: pixel.littleEndian) { raw in for offset in stride(from: 0, to: bytes.count, by: 4) { for byte in 0..<4 { bytes[offset + byte] = raw[byte] } } }
        // A diagonal line, so a thumbnail drawn anywhere but whole pixels at its own size would not match.
        for y in 0..<height { for byte in 0..<3 { bytes[(y * width + y / 2) * 4 + byte] = 0xFF } }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: bytes)
    }

    @Test func textSizesComeInTheirNaturalOrder() {
        let entries = ["en", "ar"].flatMap { language in Self.sizes.shuffled().map { Self.entry("iphone-15", language, $0) } }
        let ordered = ContactSheet.ordered(entries.shuffled())
        #expect(ordered.map(\.language) == Array(repeating: "ar", count: 12) + Array(repeating: "en", count: 12))
        #expect(ordered.prefix(12).map(\.textSize) == Self.sizes, "xs, s, m, l, xl, xxl, xxxl, ax1 ... ax5, not alphabetical")
    }

    @Test func anyNumberOfVariantsIsPaginated() {
        let entries = (0..<100).map { Self.entry("device\($0)", "en", "l") }
        #expect(ContactSheet.paginate(entries).map(\.count) == [48, 48, 4])
        #expect(ContactSheet.fileName(campaign: "promos/sale", page: 1) == "promos/sale.contact-sheet.png")
        #expect(ContactSheet.fileName(campaign: "promos/sale", page: 3) == "promos/sale.page-3.contact-sheet.png")
    }

    /// Delivers 60 variants (2 pages; one failed, one not displayed) in
    /// `order` on two threads; the files written. `planned`: rows drawn as
    /// they arrive; otherwise each page once complete.
    static func sheets(order: [Int], planned: Bool) throws -> [String: Data] {
        let scratch = try ScratchFolder()
        let devices = ["iphone-se", "iphone-15", "pixel-7", "galaxy-s23", "ipad"]
        let entries = devices.flatMap { device in
            Self.sizes.map { Self.entry(device, "en", $0, displayed: device != "ipad" || $0 != "ax5", planned: planned) }
        }
        let pipeline = PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions)
        let collector = ContactSheetCollector(planned: ["promo": entries], folder: scratch.url, outputBudget: nil,
                                              session: { try pipeline.session() })
        #expect(collector.pageCount == 2)
        let halves = [Array(order.prefix(order.count / 2)), Array(order.dropFirst(order.count / 2))]
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for index in halves[half] {
                collector.deliver(variant: entries[index].variant, index == 7 ? nil : (entry: entries[index], thumbnail: Self.thumbnail(index)))
            }
        }
        let outcome = collector.finish()
        #expect(outcome.error == nil)
        #expect(outcome.written.map(\.lastPathComponent) == ["promo.contact-sheet.png", "promo.page-2.contact-sheet.png"])
        return try Dictionary(uniqueKeysWithValues: outcome.written.map { ($0.lastPathComponent, try Data(contentsOf: $0)) })
    }

    @Test func sheetsAreTheSameBytesWhateverOrderVariantsArriveIn() throws {
        let forward = try Self.sheets(order: Array(0..<60), planned: true)
        let backward = try Self.sheets(order: Array((0..<60).reversed()), planned: true)
        var generator = SystemRandomNumberGenerator()
        let shuffled = try Self.sheets(order: Array(0..<60).shuffled(using: &generator), planned: true)
        #expect(forward == backward)
        #expect(forward == shuffled)
        #expect(try Self.sheets(order: Array(0..<60), planned: false) == forward,
                "a page drawn once complete is the same bytes as one drawn a row at a time")
        let first = try ImageDecoder.decode(forward["promo.contact-sheet.png"]!)
        let second = try ImageDecoder.decode(forward["promo.page-2.contact-sheet.png"]!)
        #expect(first.height > second.height, "48 variants on the first page, 12 on the second")
    }

    /// A matrix starts its variants in the sheets' order, so rows complete as
    /// it goes: by page, then by place; variants on no sheet last, as given.
    @Test func variantsStartInTheSheetsOrder() throws {
        let scratch = try ScratchFolder()
        let entries = ["iphone-se", "iphone-15"].flatMap { device in ["s", "ax5", "l"].map { Self.entry(device, "en", $0) } }
        let pipeline = PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions)
        let collector = ContactSheetCollector(planned: ["promo": entries], folder: scratch.url, outputBudget: nil,
                                              session: { try pipeline.session() })
        let names = ["promo/other-a"] + entries.map(\.variant) + ["promo/other-b"]
        let order = collector.startOrder(of: names)
        #expect(order.map { names[$0] } == ContactSheet.ordered(entries).map(\.variant) + ["promo/other-a", "promo/other-b"])
        #expect(order.map { names[$0] }.prefix(3) == ["promo/iphone-15-portrait-en-s", "promo/iphone-15-portrait-en-l",
                                                      "promo/iphone-15-portrait-en-ax5"])
        _ = collector.finish()
    }

    /// A thumbnail is copied into its cell as it is, pixel for pixel (inside its one-pixel frame).
    @Test func thumbnailsAreCopiedWhole() throws {
        let sheets = try Self.sheets(order: Array(0..<60), planned: true)
        let page = try ImageDecoder.decode(sheets["promo.contact-sheet.png"]!)
        let thumbnail = Self.thumbnail(36)  // galaxy-s23 at xs: the page's first cell
        let origin = Self.position(of: thumbnail, in: page)
        #expect(origin != nil, "the first cell's thumbnail appears unchanged")
        if let origin {
            for y in stride(from: 1, to: thumbnail.height - 1, by: 7) {
                let start = (origin.y + y) * page.stride + (origin.x + 1) * 4, from = y * thumbnail.stride + 4
                #expect(Array(page.pixels[start..<start + (thumbnail.width - 2) * 4]) == Array(thumbnail.pixels[from..<from + (thumbnail.width - 2) * 4]))
            }
        }
    }

    /// Where `thumbnail`'s top-left pixel would be in `page`, found by its
    /// diagonal's first pixels inside the frame (searched in the top 400 rows).
    static func position(of thumbnail: RasterImage, in page: RasterImage) -> (x: Int, y: Int)? {
        func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> ArraySlice<UInt8> {
            image.pixels[(y * image.stride + x * 4)..<(y * image.stride + x * 4 + 4)]
        }
        let probes = [(1, 2), (2, 2), (1, 3), (2, 4), (3, 4)]
        for y in 0..<min(400, page.height - 5) {
            for x in 0..<(page.width - 4) where probes.allSatisfy({ pixel(page, x + $0.0, y + $0.1) == pixel(thumbnail, $0.0, $0.1) }) {
                return (x, y)
            }
        }
        return nil
    }
}
