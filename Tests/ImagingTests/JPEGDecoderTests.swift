import Foundation
import Testing
@testable import Imaging

@Suite struct JPEGDecoderTests {
    /// hero.jpg is hero.png through a quality-90 JPEG: colours are close, not exact.
    @Test func decodesAJPEGToOpaquePixels() throws {
        let image = try Fixtures.decode("hero.jpg")
        #expect(image.width == 600 && image.height == 300 && image.stride == 2400)
        expectClose(image.rgbaTuple(x: 450, y: 150), [255, 255, 255, 255], "centre of the white disc")
        expectClose(image.rgbaTuple(x: 160, y: 225), [0x1D, 0x2B, 0x64, 255], "inside the navy bar")
        // Every JPEG pixel is opaque.
        for y in stride(from: 0, to: 300, by: 37) {
            for x in stride(from: 0, to: 600, by: 41) {
                #expect(image.argb(x: x, y: y) >> 24 == 255)
            }
        }
    }

    @Test func matchesThePNGItWasMadeFrom() throws {
        let jpeg = try Fixtures.decode("hero.jpg")
        let png = try Fixtures.decode("hero.png")
        for (x, y) in [(10, 10), (300, 40), (590, 290), (100, 150), (520, 60)] {
            expectClose(jpeg.rgbaTuple(x: x, y: y), png.rgbaTuple(x: x, y: y), "pixel \(x),\(y)")
        }
    }

    /// libjpeg cannot convert CMYK to RGB itself; the codec layer does.
    @Test func decodesACMYKJPEG() throws {
        let image = try Fixtures.decode("hero-cmyk.jpg")
        #expect(image.width == 600 && image.height == 300)
        expectClose(image.rgbaTuple(x: 450, y: 150), [255, 255, 255, 255], "centre of the white disc")
        expectClose(image.rgbaTuple(x: 160, y: 225), [0x1D, 0x2B, 0x64, 255], "inside the navy bar")
        expectClose(image.rgbaTuple(x: 10, y: 10), try Fixtures.decode("hero.png").rgbaTuple(x: 10, y: 10), "top-left corner")
    }

    @Test func truncatedJPEGIsCorrupt() throws {
        let data = try Fixtures.data("hero.jpg")
        let truncated = data.prefix(data.count / 2)
        #expect(try ImageDecoder.header(of: truncated).width == 600)
        #expect {
            _ = try ImageDecoder.decode(truncated)
        } throws: { error in
            guard case .corrupt = error as? ImageCodecError else { return false }
            return true
        }
    }

    private func expectClose(_ got: [UInt8], _ want: [UInt8], _ what: String,
                             tolerance: Int = 8, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = zip(got, want).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        #expect(close, "\(what): \(got) vs \(want)", sourceLocation: sourceLocation)
    }
}
