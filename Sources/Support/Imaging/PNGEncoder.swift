import CImageCodecs
import Foundation

/// How a PNG's pixels are compressed. Both write the same pixels, Up-filtered
/// into one IDAT chunk; checks compare pixels, so either reads back alike.
public enum PNGCompression: Sendable {
    /// ISA-L's igzip at level 0: previews (`render`, `matrix`), several times
    /// faster than libdeflate or zlib on the long runs of zeros an interface
    /// frame filters to.
    case fast
    /// libdeflate at level 6: files kept in a repository (goldens), about a
    /// third smaller than `fast` for ten times the time (some 40 ms a frame).
    case compact

    var code: Int32 { self == .fast ? Int32(MP_PNG_FAST) : Int32(MP_PNG_COMPACT) }
}

/// Writes PNG: every row Up-filtered (flat interface pixels repeat from row to
/// row, so most filtered bytes are zero) and compressed in one call
/// (``PNGCompression``). The filtered rows go to a reused scratch buffer
/// (`PixelBufferPool`). Output is a pure function of the pixels and the
/// compression, for given ISA-L and libdeflate builds (docs/performance.md,
/// "Determinism"), so the same frame always gives the same bytes, whatever
/// the thread or the process.
public enum PNGEncoder {
    /// Encodes pixels in Cairo's memory layout.
    /// - Parameters:
    ///   - opaque: `true` for `CAIRO_FORMAT_RGB24` (written as RGB),
    ///     `false` for premultiplied `ARGB32` (written as RGBA).
    ///   - compression: `.fast` for previews, `.compact` for goldens.
    public static func encode(pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
                              opaque: Bool, compression: PNGCompression = .fast) throws(ImageCodecError) -> Data {
        precondition(pixels.count >= stride * height)
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw .encodingFailed("invalid image size \(width) x \(height)")
        }
        let scanlines = mp_png_scanlines_size(UInt32(width), UInt32(height), opaque ? 0 : 1)
        do {
            return try PixelBufferPool.shared.withBuffer(byteCount: scanlines) { scratch throws(ImageCodecError) -> Data in
                var output: UnsafeMutablePointer<UInt8>?
                var length = 0
                var message = [CChar](repeating: 0, count: 256)
                let rc = mp_png_encode(pixels.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height), UInt32(stride),
                                       opaque ? 0 : 1, compression.code, scratch.bindMemory(to: UInt8.self).baseAddress, scratch.count,
                                       &output, &length, &message, message.count)
                guard rc == 0, let output else { throw .encodingFailed(String(errorBuffer: message)) }
                return Data(handingOverPNGFile: output, length: length)
            }
        } catch let error as ImageCodecError {
            throw error
        } catch {
            throw .encodingFailed("\(error)")
        }
    }

    /// Encodes an opaque frame (`CAIRO_FORMAT_RGB24`) that is not needed
    /// afterwards, filtering its rows over its own memory: the pixels are
    /// destroyed, and no second frame-sized buffer is touched. The same
    /// bytes as `encode(pixels:…, opaque: true)`.
    /// - Parameter threads: 2 or more lets `.fast` compression filter and
    ///   compress a large frame's two halves on two threads (a single
    ///   preview); 1 keeps to the calling thread (a matrix, whose `-j`
    ///   already spreads variants over the cores). The bytes are the same.
    public static func encodeConsuming(opaquePixels pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int,
                                       compression: PNGCompression = .fast, threads: Int = 1) throws(ImageCodecError) -> Data {
        try encodeConsuming(pixels, width: width, height: height, stride: stride, compression: compression, threads: threads,
                            thumbnail: nil)
    }

    /// `encodeConsuming(opaquePixels:width:height:stride:compression:threads:)`
    /// on the calling thread, also giving the frame's thumbnail
    /// `thumbnailHeight` pixels tall (`RasterImage.thumbnail(of:…opaque: true…)`'s
    /// pixels), taken from each row as it is filtered: the frame is read
    /// from memory once for both.
    public static func encodeConsuming(opaquePixels pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int,
                                       compression: PNGCompression = .fast,
                                       thumbnailHeight: Int) throws(ImageCodecError) -> (png: Data, thumbnail: RasterImage) {
        precondition(thumbnailHeight > 0)
        let size = RasterImage.thumbnailSize(width: max(width, 1), height: max(height, 1), targetHeight: thumbnailHeight)
        var thumbnail = [UInt8](repeating: 0, count: size.width * 4 * size.height)
        let encoded = thumbnail.withUnsafeMutableBytes { out in
            Result { () throws(ImageCodecError) in
                try encodeConsuming(pixels, width: width, height: height, stride: stride, compression: compression, threads: 1,
                                    thumbnail: (out, size.width, size.height))
            }
        }
        return (try encoded.get(), RasterImage(width: size.width, height: size.height, stride: size.width * 4, pixels: thumbnail))
    }

    private static func encodeConsuming(_ pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int,
                                        compression: PNGCompression, threads: Int,
                                        thumbnail: (out: UnsafeMutableRawBufferPointer, width: Int, height: Int)?) throws(ImageCodecError) -> Data {
        precondition(pixels.count >= stride * height)
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw .encodingFailed("invalid image size \(width) x \(height)")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = mp_png_encode_opaque_in_place(pixels.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height),
                                               UInt32(stride), compression.code, Int32(clamping: threads),
                                               thumbnail?.out.bindMemory(to: UInt8.self).baseAddress,
                                               UInt32(thumbnail?.width ?? 0), UInt32(thumbnail?.height ?? 0),
                                               &output, &length, &message, message.count)
        guard rc == 0, let output else { throw .encodingFailed(String(errorBuffer: message)) }
        return Data(handingOverPNGFile: output, length: length)
    }

    /// Encodes an image with its alpha channel (RGBA).
    public static func encode(_ image: RasterImage, compression: PNGCompression = .fast) throws -> Data {
        try image.pixels.withUnsafeBytes { raw in
            try encode(pixels: raw, width: image.width, height: image.height, stride: image.stride, opaque: false, compression: compression)
        }
    }

    /// Encodes an opaque image, such as a rendered frame, as RGB: the same
    /// bytes the PNG renderer writes for the same pixels.
    public static func encode(opaque image: RasterImage, compression: PNGCompression = .fast) throws -> Data {
        try image.pixels.withUnsafeBytes { raw in
            try encode(pixels: raw, width: image.width, height: image.height, stride: image.stride, opaque: true, compression: compression)
        }
    }
}

extension Data {
    /// A PNG file an encoder handed over (a mapping of its own), taken as it
    /// is, not copied: its memory is freed with the Data (`mp_free_file`).
    init(handingOverPNGFile file: UnsafeMutablePointer<UInt8>, length: Int) {
        self.init(bytesNoCopy: file, count: length, deallocator: .custom { pointer, count in mp_free_file(pointer, count) })
    }
}
