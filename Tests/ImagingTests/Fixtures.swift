import Foundation
@testable import Imaging

/// The committed images in Tests/Fixtures/images (made by scripts/make-images.py).
enum Fixtures {
    static let images = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/images", isDirectory: true)

    static func url(_ name: String) -> URL { images.appendingPathComponent(name) }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: url(name)) }

    static func decode(_ name: String) throws -> RasterImage { try ImageDecoder.decode(data(name)) }
}

extension RasterImage {
    /// The raw native ARGB32 value at (x, y), premultiplied as stored.
    func argb(x: Int, y: Int) -> UInt32 {
        pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
    }

    func rgbaTuple(x: Int, y: Int) -> [UInt8] {
        let p = rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }
}

/// Straight RGBA to premultiplied native ARGB32, rounding as the decoder does.
func premultiplied(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
    func scale(_ c: UInt32) -> UInt32 { a == 255 ? c : (c * a + 127) / 255 }
    return a << 24 | scale(r) << 16 | scale(g) << 8 | scale(b)
}

/// A deterministic byte stream, so "random" test input is the same on every run.
struct SeededBytes {
    var state: UInt64

    mutating func next() -> UInt8 {
        // xorshift64*
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return UInt8(truncatingIfNeeded: (state &* 0x2545_F491_4F6C_DD1D) >> 56)
    }

    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in next() } }
}

/// PNG chunk building, for headers crafted in the tests.
enum PNGBytes {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colourType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colourType, 0, 0, 0])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }
}
