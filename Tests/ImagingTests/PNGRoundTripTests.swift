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

/// PNGEncoder output read back by ImageDecoder: exact for both of Cairo's
/// layouts, and byte-for-byte repeatable.
@Suite struct PNGEncoderTests {
    /// RGB24 is B,G,R,X in memory on little-endian machines, and rows may
    /// carry padding past the last pixel; neither the X byte nor the padding
    /// may leak into the file.
    @Test func opaqueRGB24WithPaddedStrideRoundTrips() throws {
        let width = 5, height = 4, stride = 28  // 8 bytes of padding per row
        var source = SeededBytes(state: 7)
        var pixels = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + x * 4
                pixels[offset] = source.next()      // B
                pixels[offset + 1] = source.next()  // G
                pixels[offset + 2] = source.next()  // R
                pixels[offset + 3] = source.next()  // X: unused, anything
            }
        }
        let png = try pixels.withUnsafeBytes { raw in
            try PNGEncoder.encode(pixels: raw, width: width, height: height, stride: stride, opaque: true)
        }
        try Self.expectOpaquePixels(of: png, are: pixels, width: width, height: height, stride: stride)
    }

    /// `png` decodes to `pixels` (B, G, R, X rows of `stride` bytes), opaque.
    static func expectOpaquePixels(of png: Data, are pixels: [UInt8], width: Int, height: Int, stride: Int) throws {
        let decoded = try ImageDecoder.decode(png)
        #expect(decoded.width == width && decoded.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * stride + x * 4
                let want = 0xFF00_0000 | UInt32(pixels[offset + 2]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset])
                #expect(decoded.argb(x: x, y: y) == want, "pixel \(x),\(y) of width \(width)")
            }
        }
    }

    /// Every valid premultiplied pixel (colour <= alpha) survives the
    /// unpremultiply-then-premultiply trip exactly.
    @Test func premultipliedARGB32RoundTripsExactly() throws {
        let width = 64, height = 48, stride = width * 4 + 12
        var source = SeededBytes(state: 99)
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let a = UInt32(x == 0 ? [0, 1, 2, 127, 128, 254, 255][y % 7] : source.next())
                    func channel() -> UInt32 { a == 0 ? 0 : UInt32(source.next()) % (a + 1) }
                    let value = a << 24 | channel() << 16 | channel() << 8 | channel()
                    raw.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        let image = RasterImage(width: width, height: height, stride: stride, pixels: pixels)
        let decoded = try ImageDecoder.decode(try PNGEncoder.encode(image))
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width where decoded.argb(x: x, y: y) != image.argb(x: x, y: y) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    @Test func sameInputGivesTheSameBytes() throws {
        let image = try Fixtures.decode("icon.png")
        let first = try PNGEncoder.encode(image)
        let second = try PNGEncoder.encode(image)
        #expect(first == second)
        let opaque = try Fixtures.decode("hero.png")
        let a = try opaque.pixels.withUnsafeBytes { try PNGEncoder.encode(pixels: $0, width: 600, height: 300, stride: opaque.stride, opaque: true) }
        let b = try opaque.pixels.withUnsafeBytes { try PNGEncoder.encode(pixels: $0, width: 600, height: 300, stride: opaque.stride, opaque: true) }
        #expect(a == b)
        #expect(try ImageDecoder.decode(a) == opaque)
    }

    /// Scratch memory is reused between encodes: what a larger image left
    /// in it must never reach a smaller one's file.
    @Test func reusedScratchMemoryLeavesNoTrace() throws {
        func noise(_ width: Int, _ height: Int, seed: UInt64) -> RasterImage {
            var source = SeededBytes(state: seed)
            let pixels = (0..<(width * height * 4)).map { index in index % 4 == 3 ? 255 : source.next() }
            return RasterImage(width: width, height: height, stride: width * 4, pixels: pixels)
        }
        let small = noise(40, 30, seed: 3)
        let first = try PNGEncoder.encode(opaque: small)
        _ = try PNGEncoder.encode(opaque: noise(900, 700, seed: 5))
        _ = try PNGEncoder.encode(noise(800, 600, seed: 6))
        #expect(try PNGEncoder.encode(opaque: small) == first)
        #expect(try ImageDecoder.decode(first) == small)
    }

    /// The row filter takes four pixels at a time with a vector shuffle
    /// where the processor has one and finishes each row pixel by pixel:
    /// every width around the loop's bounds, in the copying encoder and in
    /// the one that filters over the frame, gives the same file and the
    /// same pixels back. Rows alternate between repeats of the row above
    /// (the shortcut for equal rows) and noise.
    @Test(arguments: Array(1...21) + [63, 64, 65, 1179])
    func everyWidthFiltersTheSameInBothEncoders(width: Int) throws {
        let height = 9, stride = width * 4 + 8
        var source = SeededBytes(state: UInt64(width))
        var pixels = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<(width * 4) {
                pixels[y * stride + x] = y % 3 == 1 ? pixels[(y - 1) * stride + x] : source.next()
            }
        }
        let copied = try pixels.withUnsafeBytes { raw in
            try PNGEncoder.encode(pixels: raw, width: width, height: height, stride: stride, opaque: true)
        }
        var frame = pixels
        let consumed = try frame.withUnsafeMutableBytes { raw in
            try PNGEncoder.encodeConsuming(opaquePixels: raw, width: width, height: height, stride: stride)
        }
        #expect(copied == consumed)
        try Self.expectOpaquePixels(of: copied, are: pixels, width: width, height: height, stride: stride)
    }

    /// Fast compression cuts a large frame's scanlines in two at its middle
    /// row and compresses the halves (on two threads when the caller allows
    /// it: the same bytes on one), joined into one zlib
    /// stream (the first half ends with a full flush; the Adler-32 sums are
    /// combined). Around the smallest size that splits, and with odd and
    /// even heights, both encoders give the same file, and the decoder
    /// (which checks the stream's Adler-32) gets every pixel back. Rows
    /// repeat across the middle, so the second half starts with a row whose
    /// filter depends on the first half's last row.
    @Test(arguments: [(1100, 59), (1100, 60), (1100, 63), (1100, 64), (1100, 65), (300, 219), (300, 220), (1179, 2556)])
    func framesCompressedInTwoHalvesEncodeTheSameInBothEncoders(width: Int, height: Int) throws {
        let stride = width * 4
        var source = SeededBytes(state: UInt64(width * height))
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let repeatsAbove = y > 0 && (y % 4 != 0 || y == height / 2)
            for x in 0..<stride {
                pixels[y * stride + x] = repeatsAbove ? pixels[(y - 1) * stride + x] : source.next()
            }
        }
        let copied = try pixels.withUnsafeBytes { raw in
            try PNGEncoder.encode(pixels: raw, width: width, height: height, stride: stride, opaque: true)
        }
        for threads in [1, 2] {
            var frame = pixels
            let consumed = try frame.withUnsafeMutableBytes { raw in
                try PNGEncoder.encodeConsuming(opaquePixels: raw, width: width, height: height, stride: stride, threads: threads)
            }
            #expect(copied == consumed, "\(threads) threads")
        }
        #expect(try PNGEncoder.encode(opaque: RasterImage(width: width, height: height, stride: stride, pixels: pixels)) == copied)
        try Self.expectOpaquePixels(of: copied, are: pixels, width: width, height: height, stride: stride)
    }

    /// A thumbnail taken as the frame is encoded (the matrix's contact
    /// sheets) is the thumbnail of the frame as it was, and the file is the
    /// same: one segment and two, blocks of a few rows and of hundreds, a
    /// block straddling the middle row where the halves meet (the halves run
    /// in order), compact compression, and the frame's stride wider than its rows.
    @Test(arguments: [(37, 53, 11, 148), (1100, 65, 7, 4400), (1179, 2556, 420, 4736), (2556, 1179, 420, 10224),
                      (300, 1000, 3, 1200), (64, 640, 1, 256)])
    func aThumbnailTakenWhileEncodingIsTheFramesOwn(width: Int, height: Int, target: Int, stride: Int) throws {
        var source = SeededBytes(state: UInt64(width + height))
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<stride { pixels[y * stride + x] = y % 5 == 2 ? pixels[(y - 1) * stride + x] : source.next() }
        }
        let expected = pixels.withUnsafeBytes {
            RasterImage.thumbnail(of: $0, width: width, height: height, stride: stride, opaque: true, height: target)
        }
        for compression in [PNGCompression.fast, .compact] {
            let plain = try pixels.withUnsafeBytes { raw in
                try PNGEncoder.encode(pixels: raw, width: width, height: height, stride: stride, opaque: true, compression: compression)
            }
            var frame = pixels
            let (png, thumbnail) = try frame.withUnsafeMutableBytes { raw in
                try PNGEncoder.encodeConsuming(opaquePixels: raw, width: width, height: height, stride: stride,
                                               compression: compression, thumbnailHeight: target)
            }
            #expect(png == plain, "\(compression)")
            #expect(thumbnail.width == expected.width && thumbnail.height == expected.height)
            #expect(thumbnail.pixels == expected.pixels, "\(width) x \(height) \(compression)")
        }
    }

    /// The compressor's settings live on the C stack: anything left unset
    /// there takes whatever an earlier call left behind (once, a match
    /// window: other bytes, same pixels). Fill the stack below this frame
    /// with small numbers, then encode: the bytes must not move.
    @Test func theBytesDoNotDependOnWhatTheStackHeldBefore() throws {
        let opaque = try Fixtures.decode("hero.png")
        func encode() throws -> Data {
            try opaque.pixels.withUnsafeBytes { try PNGEncoder.encode(pixels: $0, width: 600, height: 300, stride: opaque.stride, opaque: true) }
        }
        let reference = try encode()
        for value: UInt16 in [1, 3, 5, 8, 9, 12, 15] {
            // 256 frames of 512 bytes: deeper than the encoder's 80 KB of compressor state.
            #expect(Self.dirtyTheStack(with: value, depth: 256) == value)
            #expect(try encode() == reference, "after the stack held \(value)s")
        }
    }

    /// Fills `depth` stack frames with `value`, through calls the compiler
    /// may not fold away (each reads back what it wrote).
    @inline(never)
    static func dirtyTheStack(with value: UInt16, depth: Int) -> UInt16 {
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 256) { words in
            words.initialize(repeating: value)
            let below = depth > 0 ? dirtyTheStack(with: value, depth: depth - 1) : value
            return words[depth % words.count] == below ? below : 0
        }
    }

    @Test func zeroSizedImageFailsToEncode() {
        #expect(throws: ImageCodecError.self) {
            _ = try [UInt8]().withUnsafeBytes { try PNGEncoder.encode(pixels: $0, width: 0, height: 0, stride: 0, opaque: false) }
        }
    }
}
