import Foundation
import Testing
@testable import Imaging

/// Every PNG colour type and layout the SDK's artwork may use decodes to
/// premultiplied native ARGB32 with the expected pixels.
@Suite struct PNGDecoderTests {
    @Test func decodesEightBitRGB() throws {
        let image = try Fixtures.decode("rgb8.png")
        #expect(image.width == 4 && image.height == 3 && image.stride == 16)
        #expect(image.argb(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.argb(x: 1, y: 0) == 0xFF00_FF00)
        #expect(image.argb(x: 2, y: 0) == 0xFF00_00FF)
        #expect(image.argb(x: 1, y: 1) == 0xFF12_3456)
        #expect(image.argb(x: 3, y: 2) == 0xFF00_50A0)
    }

    @Test func decodesEightBitRGBAPremultiplied() throws {
        let image = try Fixtures.decode("rgba8.png")
        let expected: [[(UInt32, UInt32, UInt32, UInt32)]] = [
            [(255, 0, 0, 255), (0, 255, 0, 128), (0, 0, 255, 0), (200, 100, 50, 64)],
            [(10, 20, 30, 255), (255, 255, 255, 1), (128, 64, 32, 200), (0, 0, 0, 128)],
        ]
        for (y, row) in expected.enumerated() {
            for (x, p) in row.enumerated() {
                #expect(image.argb(x: x, y: y) == premultiplied(p.0, p.1, p.2, p.3), "pixel \(x),\(y)")
            }
        }
        // Fully transparent pixels carry no colour once premultiplied.
        #expect(image.argb(x: 2, y: 0) == 0)
    }

    @Test func decodesFourBitPaletteWithTransparency() throws {
        let image = try Fixtures.decode("palette4.png")
        #expect(image.width == 5 && image.height == 2)
        #expect(image.argb(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.argb(x: 2, y: 0) == 0xFF00_00FF)
        #expect(image.argb(x: 3, y: 0) == 0, "tRNS alpha 0")
        #expect(image.argb(x: 4, y: 0) == premultiplied(255, 255, 0, 128), "tRNS alpha 128")
        #expect(image.argb(x: 0, y: 1) == premultiplied(255, 255, 0, 128))
        #expect(image.argb(x: 4, y: 1) == 0xFFFF_0000)
    }

    @Test func decodesGrayscale() throws {
        let image = try Fixtures.decode("gray8.png")
        #expect(image.width == 4 && image.height == 2)
        #expect(image.rgbaTuple(x: 0, y: 0) == [0, 0, 0, 255])
        #expect(image.rgbaTuple(x: 1, y: 0) == [64, 64, 64, 255])
        #expect(image.rgbaTuple(x: 2, y: 0) == [128, 128, 128, 255])
        #expect(image.rgbaTuple(x: 3, y: 0) == [255, 255, 255, 255])
        #expect(image.rgbaTuple(x: 3, y: 1) == [40, 40, 40, 255])
    }

    /// Untagged 16-bit samples are sRGB, as browsers and iOS treat them; read
    /// as linear light, 0x4040 would come out near 0x8A instead of 0x40.
    @Test func decodesSixteenBitAsSRGB() throws {
        let image = try Fixtures.decode("rgb16.png")
        #expect(image.width == 2 && image.height == 1)
        let expected: [[Int]] = [[255, 0, 128, 255], [64, 192, 1, 255]]
        for (x, want) in expected.enumerated() {
            let got = image.rgbaTuple(x: x, y: 0).map(Int.init)
            for channel in 0..<4 {
                #expect(abs(got[channel] - want[channel]) <= 1, "pixel \(x) channel \(channel): \(got) vs \(want)")
            }
        }
    }

    @Test func decodesAdam7Interlaced() throws {
        let image = try Fixtures.decode("interlaced.png")
        #expect(image.width == 10 && image.height == 10)
        for y in 0..<10 {
            for x in 0..<10 {
                // The pattern scripts/make-images.py writes.
                let a = UInt32(255 - (x * y) % 7 * 30)
                let want = premultiplied(UInt32(x * 25), UInt32(y * 25), UInt32((x + y) * 12), a)
                #expect(image.argb(x: x, y: y) == want, "pixel \(x),\(y)")
            }
        }
    }

    @Test func decodesTheHeroFixture() throws {
        let image = try Fixtures.decode("hero.png")
        #expect(image.width == 600 && image.height == 300)
        #expect(image.rgbaTuple(x: 450, y: 150) == [255, 255, 255, 255], "centre of the white disc")
        #expect(image.rgbaTuple(x: 160, y: 225) == [0x1D, 0x2B, 0x64, 255], "inside the navy bar")
    }

    @Test func decodesTheIconWithTransparentCorners() throws {
        let image = try Fixtures.decode("icon.png")
        #expect(image.width == 120 && image.height == 120)
        #expect(image.argb(x: 0, y: 0) == 0)
        #expect(image.rgbaTuple(x: 60, y: 60) == [255, 255, 255, 255])
        #expect(image.rgbaTuple(x: 20, y: 60) == [0x2F, 0x80, 0xED, 255])
    }
}
