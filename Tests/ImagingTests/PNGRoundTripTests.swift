import Foundation
import Testing
@testable import Imaging

@Suite struct PNGRoundTripTests {
    @Test func encodesAndDecodesTheSamePixels() throws {
        let width = 3, height = 2, stride = 12
        var pixels = [UInt8](repeating: 0, count: stride * height)
        // Native ARGB32, premultiplied: opaque red, half-transparent green, opaque blue...
        let values: [UInt32] = [0xFFFF0000, 0x80008000, 0xFF0000FF, 0xFFFFFFFF, 0x00000000, 0xFF123456]
        pixels.withUnsafeMutableBytes { raw in
            for (i, v) in values.enumerated() { raw.storeBytes(of: v, toByteOffset: (i / 3) * stride + (i % 3) * 4, as: UInt32.self) }
        }
        let image = RasterImage(width: width, height: height, stride: stride, pixels: pixels)
        let png = try PNGEncoder.encode(image)
        let decoded = try ImageDecoder.decode(png)
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.rgba(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(decoded.rgba(x: 1, y: 0).a == 128)
        #expect(decoded.rgba(x: 2, y: 1) == (0x12, 0x34, 0x56, 255))
    }
}
