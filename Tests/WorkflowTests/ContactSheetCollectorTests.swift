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

    static func entry(_ device: String, _ language: String, _ size: String, displayed: Bool = true) -> ContactSheet.Entry {
        ContactSheet.Entry(variant: "promo/\(device)-portrait-\(language)-\(size)", device: device, orientation: "portrait",
                           language: language, textSize: size, displayed: displayed,
                           notDisplayedReason: displayed ? nil : "skipped: too tall", image: URL(fileURLWithPath: "/nonexistent.png"))
    }

    /// A thumbnail whose colour says which variant it is.
    static func thumbnail(_ index: Int) -> RasterImage {
        let pixel = UInt32(0xFF00_0000) | UInt32(index * 37 % 256) << 16 | UInt32(index * 91 % 256) << 8 | UInt32(index * 13 % 256)
        var bytes = [UInt8](repeating: 0, count: 90 * 180 * 4)
        withUnsafeBytes(of: pixel.littleEndian) { raw in for offset in stride(from: 0, to: bytes.count, by: 4) { for byte in 0..<4 { bytes[offset + byte] = raw[byte] } } }
        return RasterImage(width: 90, height: 180, stride: 360, pixels: bytes)
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

    /// Delivers 60 variants (2 pages; one failed, one not displayed) in `order` on two threads; the files written.
    static func sheets(order: [Int]) throws -> [String: Data] {
        let scratch = try ScratchFolder()
        let devices = ["iphone-se", "iphone-15", "pixel-7", "galaxy-s23", "ipad"]
        let entries = devices.flatMap { device in Self.sizes.map { Self.entry(device, "en", $0, displayed: device != "ipad" || $0 != "ax5") } }
        let pipeline = PreviewPipeline(settings: RenderSettings(), makeSession: Repository.sessions)
        let collector = ContactSheetCollector(planned: ["promo": entries], folder: scratch.url, outputBudget: nil,
                                              session: { try pipeline.session() })
        #expect(collector.pageCount == 2)
        let halves = [Array(order.prefix(order.count / 2)), Array(order.dropFirst(order.count / 2))]
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for index in halves[half] {
                collector.deliver(variant: entries[index].variant, index == 7 ? nil : (entry: entries[index], thumbnail: ContactSheet.Thumbnail(Self.thumbnail(index))))
            }
        }
        let outcome = collector.finish()
        #expect(outcome.error == nil)
        #expect(outcome.written.map(\.lastPathComponent) == ["promo.contact-sheet.png", "promo.page-2.contact-sheet.png"])
        return try Dictionary(uniqueKeysWithValues: outcome.written.map { ($0.lastPathComponent, try Data(contentsOf: $0)) })
    }

    @Test func sheetsAreTheSameBytesWhateverOrderVariantsArriveIn() throws {
        let forward = try Self.sheets(order: Array(0..<60))
        let backward = try Self.sheets(order: Array((0..<60).reversed()))
        var generator = SystemRandomNumberGenerator()
        let shuffled = try Self.sheets(order: Array(0..<60).shuffled(using: &generator))
        #expect(forward == backward)
        #expect(forward == shuffled)
        let first = try ImageDecoder.decode(forward["promo.contact-sheet.png"]!)
        let second = try ImageDecoder.decode(forward["promo.page-2.contact-sheet.png"]!)
        #expect(first.height > second.height, "48 variants on the first page, 12 on the second")
    }
}
