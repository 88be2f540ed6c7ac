@testable import Imaging
import Testing

/// A decoded photo's array is sized so that its whole allocation (the
/// array's and the allocator's headers, 64 bytes, and the pixels) is a whole
/// number of 2 MB huge pages; small images are left as they are.
@Suite struct HugePageCapacityTests {
    @Test(arguments: [2 << 20, (2 << 20) + 1, 3_840_000, 4 << 20, (4 << 20) - 64, (4 << 20) - 63, 12_054_816, 100_000_000])
    func largeImagesFillWholeHugePages(byteCount: Int) {
        let capacity = ImageDecoder.hugePageCapacity(for: byteCount)
        #expect(capacity >= byteCount)
        #expect((capacity + 64) % (2 << 20) == 0)
        #expect(capacity - byteCount < 2 << 20, "never more than one huge page of slack")
    }

    @Test(arguments: [1, 4, 4096, 1_000_000, (2 << 20) - 1])
    func smallImagesAreLeftAsTheyAre(byteCount: Int) {
        #expect(ImageDecoder.hugePageCapacity(for: byteCount) == byteCount)
    }

    @Test func theDecodedArrayHoldsExactlyThePixels() throws {
        let width = 1200, height = 800
        let image = RasterImage(width: width, height: height, stride: width * 4,
                                pixels: (0..<(width * height * 4)).map { $0 % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: $0 / 7) })
        let decoded = try ImageDecoder.decode(try PNGEncoder.encode(opaque: image))
        #expect(decoded.pixels.count == width * height * 4)
        #expect(decoded.pixels.capacity >= ImageDecoder.hugePageCapacity(for: width * height * 4))
        #expect(decoded == image)
    }
}
