import Foundation
import TestSupport
import Testing
@testable import Imaging

/// Header reading, the pixel budget, and damaged or foreign input: each fails
/// with its own error and never crashes.
@Suite struct ImageHeaderTests {
    @Test func readsPNGAndJPEGHeaders() throws {
        let png = try ImageDecoder.header(of: Fixtures.data("hero.png"))
        #expect(png.format == .png && png.width == 600 && png.height == 300)
        let jpeg = try ImageDecoder.header(of: Fixtures.data("hero.jpg"))
        #expect(jpeg.format == .jpeg && jpeg.width == 600 && jpeg.height == 300)
        let icon = try ImageDecoder.header(of: Fixtures.data("icon.png"))
        #expect(icon.width == 120 && icon.height == 120)
    }

    /// The header alone is enough: only the signature and IHDR are present.
    @Test func readsAPNGHeaderWithoutImageData() throws {
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 7, height: 3)
        let header = try ImageDecoder.header(of: Data(bytes))
        #expect(header.format == .png && header.width == 7 && header.height == 3)
    }

    @Test func hugePNGHeaderIsRefusedBeforeDecoding() throws {
        let data = try Fixtures.data("huge-header.png")
        let header = try ImageDecoder.header(of: data)
        #expect(header.width == 40000 && header.height == 40000)
        #expect(throws: ImageCodecError.tooLarge(width: 40000, height: 40000, maxPixels: ImageDecoder.defaultMaxPixels)) {
            _ = try ImageDecoder.decode(data)
        }
    }

    /// Same claim, crafted here with a few bytes of real zlib data after it.
    @Test func hugePNGHeaderWithTinyDataIsRefused() {
        let idat: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 40000, height: 40000)
            + PNGBytes.chunk("IDAT", idat) + PNGBytes.chunk("IEND", [])
        #expect(throws: ImageCodecError.tooLarge(width: 40000, height: 40000, maxPixels: 25_000_000)) {
            _ = try ImageDecoder.decode(Data(bytes))
        }
    }

    @Test func hugeJPEGHeaderIsRefusedBeforeDecoding() throws {
        let data = try Fixtures.data("huge-header.jpg")
        let header = try ImageDecoder.header(of: data)
        #expect(header.format == .jpeg && header.width == 40000 && header.height == 40000)
        #expect(throws: ImageCodecError.tooLarge(width: 40000, height: 40000, maxPixels: ImageDecoder.defaultMaxPixels)) {
            _ = try ImageDecoder.decode(data)
        }
    }

    @Test func budgetIsTheCallersChoice() throws {
        let data = try Fixtures.data("hero.png")
        #expect(throws: ImageCodecError.tooLarge(width: 600, height: 300, maxPixels: 1000)) {
            _ = try ImageDecoder.decode(data, maxPixels: 1000)
        }
        #expect(try ImageDecoder.decode(data, maxPixels: 600 * 300).width == 600)
    }

    /// Wider than any side the renderer accepts, though within the pixel budget.
    @Test func overlongSideIsTooLarge() {
        let bytes = PNGBytes.signature + PNGBytes.ihdr(width: 70000, height: 1) + PNGBytes.chunk("IEND", [])
        #expect(throws: ImageCodecError.tooLarge(width: 70000, height: 1, maxPixels: ImageDecoder.defaultMaxPixels)) {
            _ = try ImageDecoder.decode(Data(bytes))
        }
        #expect(ImageCodecError.tooLarge(width: 70000, height: 1, maxPixels: 25_000_000).description
            == "image is 70000 x 1 pixels, over the limit of 32767 pixels a side")
        #expect(ImageCodecError.tooLarge(width: 40000, height: 40000, maxPixels: 25_000_000).description
            == "image is 40000 x 40000 pixels, over the budget of 25000000 pixels")
    }

    /// Sides Cairo cannot draw (32768 to 65535) are refused at decoding, not at drawing.
    @Test func sidesCairoCannotDrawAreTooLarge() {
        for side in [32768, 40000, 65535] {
            let bytes = PNGBytes.signature + PNGBytes.ihdr(width: UInt32(side), height: 1) + PNGBytes.chunk("IEND", [])
            #expect(throws: ImageCodecError.tooLarge(width: Int(side), height: 1, maxPixels: ImageDecoder.defaultMaxPixels)) {
                _ = try ImageDecoder.decode(Data(bytes))
            }
        }
    }

    @Test func truncatedPNGHasAHeaderButIsCorrupt() throws {
        let data = try Fixtures.data("truncated.png")
        #expect(try ImageDecoder.header(of: data).width == 600)
        let error = decodeError(data)
        guard case .corrupt(let reason)? = error else {
            Issue.record("expected corrupt, got \(String(describing: error))")
            return
        }
        #expect(!reason.isEmpty)
        #expect(error?.description.hasPrefix("damaged image data (") == true)
    }

    @Test func headerWithABadCRCIsUnreadable() {
        var bytes = PNGBytes.signature + PNGBytes.ihdr(width: 4, height: 4)
        bytes[bytes.count - 1] ^= 0xFF
        #expect(isUnreadable(decodeError(Data(bytes))))
    }

    @Test func invalidIHDRFieldsAreUnreadable() {
        for (width, height, depth, colour) in [(0, 4, 8, 6), (4, 0, 8, 6), (4, 4, 3, 6), (4, 4, 8, 5), (4, 4, 16, 3), (0x8000_0000, 1, 8, 2)] as [(UInt32, UInt32, UInt8, UInt8)] {
            let bytes = PNGBytes.signature + PNGBytes.ihdr(width: width, height: height, bitDepth: depth, colourType: colour)
            #expect(isUnreadable(decodeError(Data(bytes))), "\(width)x\(height) depth \(depth) colour \(colour)")
        }
    }

    @Test func signatureAloneIsUnreadable() {
        #expect(isUnreadable(decodeError(Data(PNGBytes.signature))))
        #expect(isUnreadable(decodeError(Data([0xFF, 0xD8, 0xFF]))))
    }

    @Test func randomBytesAreUnreadable() {
        var source = SeededBytes(state: 0x5EED)
        for length in [1, 7, 64, 4096] {
            var bytes = source.bytes(length)
            bytes[0] = 0x42  // never a PNG or JPEG signature
            #expect(isUnreadable(decodeError(Data(bytes))), "\(length) random bytes")
        }
    }

    /// Random bytes after a valid signature and header must fail cleanly too.
    @Test func randomBytesAfterAValidHeaderNeverCrash() throws {
        let hero = try Fixtures.data("hero.jpg")
        var source = SeededBytes(state: 42)
        for round in 0..<50 {
            let png = PNGBytes.signature + PNGBytes.ihdr(width: 16, height: 16) + source.bytes(200 + round)
            #expect(decodeError(Data(png)) != nil)
            var jpeg = Array(hero.prefix(300 + round * 7))
            jpeg += source.bytes(500)
            // Random scan data may still decode to something; it must just not crash.
            _ = try? ImageDecoder.decode(Data(jpeg))
        }
    }

    @Test func emptyDataIsUnreadable() {
        #expect(decodeError(Data()) == .unreadable("not a PNG or JPEG file"))
    }

    @Test func textFileIsUnreadable() throws {
        #expect(isUnreadable(decodeError(try Fixtures.data("not-an-image.png"))))
    }

    private func decodeError(_ data: Data) -> ImageCodecError? {
        do {
            _ = try ImageDecoder.decode(data)
            return nil
        } catch {
            return error
        }
    }

    private func isUnreadable(_ error: ImageCodecError?) -> Bool {
        if case .unreadable? = error { return true }
        return false
    }
}
