import Foundation
import TestSupport
@testable import Imaging

/// The committed images in Tests/Fixtures/images (made by scripts/make-images.py).
enum Fixtures {
    static let images = Repository.images

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

