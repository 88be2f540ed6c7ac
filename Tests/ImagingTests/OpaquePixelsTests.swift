import Foundation
import Imaging
import Testing

/// RGB24 frames made opaque, and the opacity test thumbnails are held by.
@Suite struct OpaquePixelsTests {
    /// Three pixels a row and one word of padding, top bytes anything.
    static let rgb24: [UInt8] = [
        0x10, 0x20, 0x30, 0x00, 0x11, 0x21, 0x31, 0x7F, 0x12, 0x22, 0x32, 0xFF, 0xAA, 0xBB, 0xCC, 0x01,
        0x40, 0x50, 0x60, 0x80, 0x41, 0x51, 0x61, 0x00, 0x42, 0x52, 0x62, 0x03, 0xDD, 0xEE, 0xFF, 0x02,
    ]

    @Test func anRGB24FrameBecomesOpaqueWithItsColoursKept() {
        let image = Self.rgb24.withUnsafeBytes { RasterImage(opaqueRGB24: $0, width: 3, height: 2, stride: 16) }
        #expect(image.stride == 16 && image.pixels.count == 32)
        for (index, byte) in image.pixels.enumerated() {
            #expect(byte == (index % 4 == 3 ? 0xFF : Self.rgb24[index]), "byte \(index)")
        }
        #expect(image.isOpaque)
    }

    @Test func oneTranslucentPixelAnywhereMakesAnImageNotOpaque() {
        let opaque = Self.rgb24.withUnsafeBytes { RasterImage(opaqueRGB24: $0, width: 3, height: 2, stride: 16) }
        for pixel in 0..<6 {
            var image = opaque
            image.pixels[(pixel / 3) * 16 + (pixel % 3) * 4 + 3] = 0xFE
            #expect(!image.isOpaque, "pixel \(pixel)")
        }
        var padded = opaque
        padded.pixels[15] = 0  // the padding past a row is not a pixel
        #expect(padded.isOpaque)
        #expect(RasterImage(width: 0, height: 0, stride: 0, pixels: []).isOpaque)
    }

    /// Rows of nine pixels: two steps of four and one left over, each place checked.
    @Test func widerRowsAreCopiedAndCheckedPixelByPixel() {
        let (width, height, stride) = (9, 3, 40)
        let source = (0..<(stride * height)).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let image = source.withUnsafeBytes { RasterImage(opaqueRGB24: $0, width: width, height: height, stride: stride) }
        for index in 0..<(stride * height) {
            #expect(image.pixels[index] == (index % 4 == 3 ? 0xFF : source[index]), "byte \(index)")
        }
        #expect(image.isOpaque)
        for pixel in 0..<(width * height) {
            var translucent = image
            translucent.pixels[(pixel / width) * stride + (pixel % width) * 4 + 3] = 0x7F
            #expect(!translucent.isOpaque, "pixel \(pixel)")
        }
    }
}
