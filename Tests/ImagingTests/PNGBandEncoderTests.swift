import Foundation
import Testing
@testable import Imaging

/// PNGBandEncoder: an image given in bands reads back as the same pixels
/// whatever the bands, the same bands give the same bytes in any order, and
/// rows out of range, given twice or missing are errors, not files.
@Suite struct PNGBandEncoderTests {
    /// An opaque RGB24 image of flat stripes and noisy rows (both of the
    /// filter's paths), with padding past each row.
    static func image(width: Int, height: Int) -> RasterImage {
        let stride = width * 4 + 12
        var source = SeededBytes(state: 11)
        var pixels = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + x * 4
                let noisy = y % 5 == 3 || x % 17 == 0
                pixels[offset] = noisy ? source.next() : UInt8(y / 9 % 256)
                pixels[offset + 1] = noisy ? source.next() : 0x40
                pixels[offset + 2] = noisy ? source.next() : UInt8(x / 30 % 256)
                pixels[offset + 3] = 0xFF
            }
        }
        return RasterImage(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// The image cut into bands of `bands` rows, given in `order` (indices into `bands`; top to bottom by default).
    static func encode(_ image: RasterImage, bands: [Int], order: [Int]? = nil) throws -> Data {
        let encoder = try PNGBandEncoder(width: image.width, height: image.height)
        let tops = bands.indices.map { bands[..<$0].reduce(0, +) }
        for index in order ?? Array(bands.indices) {
            let rows = tops[index]..<(tops[index] + bands[index])
            var band = Array(image.pixels[(rows.lowerBound * image.stride)..<(rows.upperBound * image.stride)])  // consumed
            try band.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: rows, stride: image.stride) }
        }
        return try encoder.finish()
    }

    @Test(arguments: [[70], [1, 69], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [64, 6], [33, 1, 36]])
    func bandsReadBackAsTheImage(bands: [Int]) throws {
        let image = Self.image(width: 301, height: 70)
        let png = try Self.encode(image, bands: bands)
        #expect(try ImageDecoder.decode(png).hasSamePixels(as: image))
        #expect(try Self.encode(image, bands: bands) == png, "the same bands, the same bytes")
        #expect(try Self.encode(image, bands: bands, order: bands.indices.reversed()) == png, "in any order")
    }

    @Test func bandsAreTheSamePixelsAsTheWholeImageEncoded() throws {
        let image = Self.image(width: 640, height: 300)
        let banded = try ImageDecoder.decode(try Self.encode(image, bands: [100, 100, 100]))
        let whole = try ImageDecoder.decode(try PNGEncoder.encode(opaque: image))
        #expect(banded.hasSamePixels(as: whole))
    }

    @Test func rowsPastTheEndOrMissingAreErrors() throws {
        let image = Self.image(width: 16, height: 10)
        #expect(throws: ImageCodecError.self) { try Self.encode(image, bands: [6]) }
        let encoder = try PNGBandEncoder(width: 16, height: 10)
        var pixels = [UInt8](repeating: 0, count: 16 * 4 * 11)
        #expect(throws: ImageCodecError.self) {
            try pixels.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: 0..<11, stride: 64) }
        }
        try pixels.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: 2..<5, stride: 64) }
        #expect(throws: ImageCodecError.self, "rows given twice") {
            try pixels.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: 4..<6, stride: 64) }
        }
        #expect(throws: ImageCodecError.self, "rows missing") { try encoder.finish() }
        #expect(throws: ImageCodecError.self) { try PNGBandEncoder(width: 0, height: 10) }
    }
}

/// A band encoder asked for a thumbnail takes it from the bands as they
/// are filtered: the same pixels as the whole image's thumbnail, and only
/// for bands given top to bottom.
@Suite struct PNGBandEncoderThumbnailTests {
    @Test(arguments: [[70], [7, 7, 7, 7, 7, 7, 7, 7, 7, 7], [33, 1, 36]])
    func theThumbnailIsTheWholeImages(bands: [Int]) throws {
        let image = PNGBandEncoderTests.image(width: 301, height: 70)
        let encoder = try PNGBandEncoder(width: image.width, height: image.height)
        try encoder.takeThumbnail(height: 20)
        var top = 0
        for count in bands {
            let rows = top..<(top + count)
            var band = Array(image.pixels[(rows.lowerBound * image.stride)..<(rows.upperBound * image.stride)])
            try band.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: rows, stride: image.stride) }
            top += count
        }
        let (png, thumbnail) = try encoder.finishWithThumbnail()
        #expect(try ImageDecoder.decode(png).hasSamePixels(as: image))
        let whole = image.pixels.withUnsafeBytes {
            RasterImage.thumbnail(of: $0, width: image.width, height: image.height, stride: image.stride, opaque: true, height: 20)
        }
        #expect(thumbnail.width == whole.width && thumbnail.height == whole.height)
        #expect(thumbnail.pixels == whole.pixels)
    }

    @Test func bandsOutOfOrderAreRefusedWhenAThumbnailIsTaken() throws {
        let image = PNGBandEncoderTests.image(width: 40, height: 20)
        let encoder = try PNGBandEncoder(width: image.width, height: image.height)
        try encoder.takeThumbnail(height: 5)
        var band = Array(image.pixels[(10 * image.stride)..<(20 * image.stride)])
        #expect(throws: ImageCodecError.self) {
            try band.withUnsafeMutableBytes { try encoder.append(consuming: $0, rows: 10..<20, stride: image.stride) }
        }
    }
}
