@testable import Imaging
import Testing

/// `RasterImage.thumbnail`: the box filter contact sheets take from every frame.
@Suite struct ThumbnailTests {
    /// A 4x4 image whose 2x2 blocks hold known pixels.
    static func image(_ pixel: (Int, Int) -> UInt32, width: Int = 4, height: Int = 4) -> RasterImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                withUnsafeBytes(of: pixel(x, y).littleEndian) { for byte in 0..<4 { bytes[(y * width + x) * 4 + byte] = $0[byte] } }
            }
        }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: bytes)
    }

    @Test func eachPixelIsTheAverageOfTheBlockItCovers() {
        // Top-left block: black and white alternating (average 128 rounded from 127.5);
        // the rest: one colour each, with its alpha.
        let source = Self.image { x, y in
            switch (x / 2, y / 2) {
            case (0, 0): (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
            case (1, 0): 0xFF10_2030
            case (0, 1): 0x8040_4040
            default: 0x0000_0000
            }
        }
        let small = source.thumbnail(height: 2)
        #expect(small.width == 2 && small.height == 2)
        #expect(small.rgba(x: 0, y: 0) == (128, 128, 128, 255))
        #expect(small.rgba(x: 1, y: 0) == (0x10, 0x20, 0x30, 255))
        #expect(small.rgba(x: 0, y: 1).a == 0x80)
        #expect(small.rgba(x: 1, y: 1).a == 0)
    }

    @Test func opaqueSourcesGetFullAlphaAndShapeIsKept() {
        // RGB24 frames leave the top byte undefined.
        let source = Self.image({ _, _ in 0x1234_5678 }, width: 60, height: 120)
        let small = source.pixels.withUnsafeBytes {
            RasterImage.thumbnail(of: $0, width: 60, height: 120, stride: 240, opaque: true, height: 40)
        }
        #expect(small.width == 20 && small.height == 40)
        #expect(small.rgba(x: 7, y: 13) == (0x34, 0x56, 0x78, 255))
        #expect(source.thumbnail(height: 500).height == 120, "never taller than the source")
    }

    @Test func wideBlocksDoNotOverflow() {
        // 600 white pixels per output pixel: sums past 16 bits within one run.
        let source = Self.image({ _, _ in 0xFFFF_FFFF }, width: 1200, height: 2)
        let small = source.thumbnail(height: 1)
        #expect(small.width == 600 || small.width == 1)
        let narrow = Self.image({ _, _ in 0xFFFF_FFFF }, width: 1200, height: 600).thumbnail(height: 1)
        #expect(narrow.width == 2)
        #expect(narrow.rgba(x: 0, y: 0) == (255, 255, 255, 255))
    }
    /// Against the box filter written the plain way, pixel by pixel and
    /// channel by channel, on noise: widths around the four-pixel groups,
    /// blocks of a few rows and of many (600), blocks near the largest
    /// averaged in single precision (11 rows by 10 or 11 columns, at most 128
    /// pixels) and past it (12 x 12), a frame's shapes (7 x 6 and 3 x 3 blocks, widths alternating
    /// irregularly), and blocks around the largest averaged by a reciprocal
    /// (63 x 63 and a column of 4,095) and the first divided (a column of
    /// 4,096, 64 x 64).
    @Test(arguments: [(37, 53, 11), (5, 9, 4), (1203, 10, 3), (8, 600, 1), (7, 1, 1), (64, 640, 2), (630, 630, 10), (1, 4095, 1),
                      (1, 4096, 1), (640, 640, 10), (1130, 110, 10), (1200, 120, 10), (394, 853, 140), (852, 393, 140)])
    func equalsThePlainAverage(_ size: (width: Int, height: Int, target: Int)) {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        let source = Self.image({ _, _ in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: seed >> 29)
        }, width: size.width, height: size.height)
        for opaque in [false, true] {
            let small = source.pixels.withUnsafeBytes {
                RasterImage.thumbnail(of: $0, width: size.width, height: size.height, stride: size.width * 4, opaque: opaque,
                                      height: size.target)
            }
            let outWidth = small.width, outHeight = small.height
            var expected = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
            for outY in 0..<outHeight {
                let rows = (outY * size.height / outHeight)..<((outY + 1) * size.height / outHeight)
                for outX in 0..<outWidth {
                    let columns = (outX * size.width / outWidth)..<((outX + 1) * size.width / outWidth)
                    let count = rows.count * columns.count
                    for channel in 0..<4 {
                        var sum = 0
                        for y in rows { for x in columns { sum += Int(source.pixels[(y * size.width + x) * 4 + channel]) } }
                        expected[(outY * outWidth + outX) * 4 + channel] = channel == 3 && opaque ? 255 : UInt8((sum + count / 2) / count)
                    }
                }
            }
            #expect(small.pixels == expected, "\(size) opaque \(opaque)")
        }
    }
}
