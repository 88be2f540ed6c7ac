import Foundation
import Imaging
import Testing

/// Plain 8-bit RGB(A) PNGs are decoded by libdeflate (png_fast.c); every
/// other file by libpng. Both must give the same pixels. A PNG with an unknown
/// ancillary chunk takes the libpng path, so writing each test image twice,
/// with and without such a chunk, compares the two decoders on the same data.
@Suite struct PNGFastPathTests {
    /// Writes PNGs by hand: any filter per row, stored (uncompressed) deflate
    /// blocks, IDAT split in small chunks, optional extra chunks.
    struct Writer {
        var width: Int
        var height: Int
        /// 3 (RGB) or 4 (RGBA) bytes per pixel, straight alpha.
        var channels: Int
        var pixels: [UInt8]

        func png(extraChunks: [(String, [UInt8])] = [], idatChunkSize: Int = 100) -> Data {
            var filtered: [UInt8] = []
            let rowBytes = width * channels
            for y in 0..<height {
                let filter = UInt8(y % 5)
                filtered.append(filter)
                for i in 0..<rowBytes {
                    let x = pixels[y * rowBytes + i]
                    let a = i >= channels ? pixels[y * rowBytes + i - channels] : 0
                    let b = y > 0 ? pixels[(y - 1) * rowBytes + i] : 0
                    let c = i >= channels && y > 0 ? pixels[(y - 1) * rowBytes + i - channels] : 0
                    let predictor: UInt8
                    switch filter {
                    case 0: predictor = 0
                    case 1: predictor = a
                    case 2: predictor = b
                    case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
                    default: predictor = Self.paeth(a, b, c)
                    }
                    filtered.append(x &- predictor)
                }
            }
            var stream: [UInt8] = [0x78, 0x01]
            var offset = 0
            repeat {
                let count = min(65535, filtered.count - offset)
                stream.append(offset + count == filtered.count ? 1 : 0)
                stream += [UInt8(count & 255), UInt8(count >> 8), UInt8(~count & 255), UInt8((~count >> 8) & 255)]
                stream += filtered[offset..<(offset + count)]
                offset += count
            } while offset < filtered.count
            stream += Self.bigEndian(Self.adler32(filtered))

            var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
            file += Self.chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
                               + [8, channels == 4 ? 6 : 2, 0, 0, 0])
            for (type, data) in extraChunks { file += Self.chunk(type, data) }
            for start in stride(from: 0, to: stream.count, by: idatChunkSize) {
                file += Self.chunk("IDAT", Array(stream[start..<min(start + idatChunkSize, stream.count)]))
            }
            file += Self.chunk("IEND", [])
            return Data(file)
        }

        static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
            let p = Int(a) + Int(b) - Int(c)
            let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
            return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        }

        static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }

        static func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
        }

        static func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }

        static func adler32(_ bytes: [UInt8]) -> UInt32 {
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in bytes {
                a = (a + UInt32(byte)) % 65521
                b = (b + a) % 65521
            }
            return b << 16 | a
        }
    }

    /// A busy pattern with every alpha class: opaque, clear, partial.
    static func writer(channels: Int, width: Int = 37, height: Int = 23) -> Writer {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8((x * 37 + y * 11) & 255), UInt8((x * 5 + y * 53) & 255), UInt8((x * y) & 255)]
                if channels == 4 { pixels.append([255, 0, 128, 1, 254][(x + y) % 5]) }
            }
        }
        return Writer(width: width, height: height, channels: channels, pixels: pixels)
    }

    /// Forces libpng: an unknown, safe-to-ignore ancillary chunk.
    static let unknownChunk = ("tsTx", [UInt8](repeating: 7, count: 5))

    @Test(arguments: [3, 4])
    func fastAndLibpngPathsAgree(channels: Int) throws {
        let writer = Self.writer(channels: channels)
        let fast = try ImageDecoder.decode(writer.png())
        let libpng = try ImageDecoder.decode(writer.png(extraChunks: [Self.unknownChunk]))
        #expect(fast == libpng)
        // And both hold the pixels written, premultiplied.
        for (x, y) in [(0, 0), (5, 3), (36, 22), (17, 11)] {
            let offset = (y * writer.width + x) * channels
            let a = channels == 4 ? writer.pixels[offset + 3] : 255
            let decoded = fast.rgba(x: x, y: y)
            #expect(decoded.a == a)
            if a == 255 {
                #expect(decoded.r == writer.pixels[offset] && decoded.g == writer.pixels[offset + 1] && decoded.b == writer.pixels[offset + 2])
            }
        }
    }

    @Test func metadataChunksKeepTheFastPathAndThePixels() throws {
        let writer = Self.writer(channels: 4)
        let plain = try ImageDecoder.decode(writer.png(idatChunkSize: 1 << 20))
        let annotated = try ImageDecoder.decode(writer.png(extraChunks: [
            ("sRGB", [0]), ("pHYs", [0, 0, 11, 19, 0, 0, 11, 19, 1]), ("tEXt", Array("Software\0test".utf8)),
        ]))
        #expect(plain == annotated)
    }

    @Test func aDamagedChunkIsStillAnError() throws {
        var bytes = [UInt8](Self.writer(channels: 4).png())
        bytes[60] ^= 0xFF  // inside the first IDAT: its CRC no longer matches
        #expect(throws: ImageCodecError.self) { try ImageDecoder.decode(Data(bytes)) }
    }

    /// The encoder writes its own chunks (libdeflate, one IDAT): libpng,
    /// which every other reader of our files resembles, must read them too.
    @Test(arguments: [3, 4])
    func ourEncoderOutputIsReadByLibpngToo(channels: Int) throws {
        let image = try ImageDecoder.decode(Self.writer(channels: channels, width: 300, height: 200).png())
        let png = channels == 3 ? try PNGEncoder.encode(opaque: image) : try PNGEncoder.encode(image)
        #expect(png[25] == (channels == 3 ? 2 : 6), "RGB for opaque frames, RGBA otherwise")
        let (type, data) = Self.unknownChunk
        let throughLibpng = png.prefix(33) + Writer.chunk(type, data) + png.dropFirst(33)
        #expect(try ImageDecoder.decode(throughLibpng) == image)
        #expect(try ImageDecoder.decode(png) == image)
    }

    @Test func ourEncoderOutputRoundTripsThroughTheFastPath() throws {
        let writer = Self.writer(channels: 4, width: 300, height: 200)
        let image = try ImageDecoder.decode(writer.png(extraChunks: [Self.unknownChunk]))
        #expect(try ImageDecoder.decode(PNGEncoder.encode(image)) == image)
    }
}
