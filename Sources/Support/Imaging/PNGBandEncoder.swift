import CImageCodecs
import Foundation

/// Writes an opaque PNG from horizontal bands given in any order, so that
/// an image far taller than a band (a contact-sheet page) never exists whole
/// and a band can be drawn as soon as its content is known: each band is
/// filtered over its own memory (its first row unfiltered, so it needs no
/// other band) and compressed at once (igzip, as `PNGCompression.fast`) as
/// a deflate segment of its own, ended by a full flush. The bytes are a
/// function of the pixels and of where the bands are cut, whatever their
/// order, thread or process; they differ from `PNGEncoder`'s for the same
/// pixels (other segment boundaries), the pixels never do.
public final class PNGBandEncoder {
    private let stream: OpaquePointer
    public let width: Int, height: Int
    /// The thumbnail's pixels as the bands fill them (`takeThumbnail`).
    private var thumbnail: (pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int)?

    /// An encoder for a `width` x `height` RGB24 image.
    public init(width: Int, height: Int) throws(ImageCodecError) {
        guard width > 0, height > 0, width <= 65_535, height <= 65_535 else {
            throw .encodingFailed("invalid image size \(width) x \(height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        guard let stream = mp_png_stream_begin(UInt32(width), UInt32(height), &message, message.count) else {
            throw .encodingFailed(String(errorBuffer: message))
        }
        self.stream = stream
        self.width = width
        self.height = height
    }

    /// Rows in each band of an image `width` pixels wide drawn and encoded in
    /// bands (`PNGRenderer`'s frames): about 1 MB of RGB24, which drawing and
    /// compressing a band find in the processor's cache (smaller bands cost
    /// more in per-band work than they save). A function of the width alone.
    public static func bandRows(width: Int) -> Int {
        max(16, 1_048_576 / max(width * 4, 1))
    }

    /// An opaque image encoded in the bands of `bandRows`: the bytes a frame
    /// of these pixels drawn in bands was written with.
    public static func encode(opaque image: RasterImage) throws(ImageCodecError) -> Data {
        let encoder = try PNGBandEncoder(width: image.width, height: image.height)
        let rows = bandRows(width: image.width)
        var band = [UInt8](repeating: 0, count: image.stride * min(rows, image.height))
        for top in Swift.stride(from: 0, to: image.height, by: rows) {
            let range = top..<min(top + rows, image.height)
            // Copied: encoding consumes the band's memory.
            band.withUnsafeMutableBytes { out in
                image.pixels.withUnsafeBytes { source in
                    out.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[(range.lowerBound * image.stride)..<(range.upperBound * image.stride)]))
                }
            }
            let result = band.withUnsafeMutableBytes { out in
                Result { () throws(ImageCodecError) in try encoder.append(consuming: out, rows: range, stride: image.stride) }
            }
            try result.get()
        }
        return try encoder.finish()
    }

    deinit {
        mp_png_stream_free(stream)
        thumbnail?.pixels.deallocate()
    }

    /// Makes `finishWithThumbnail` also give the image's thumbnail
    /// `targetHeight` pixels tall (`RasterImage.thumbnail(of:…opaque: true…)`'s
    /// pixels), taken from each band as it is filtered; the bands must then
    /// come in row order. Called before the first band.
    public func takeThumbnail(height targetHeight: Int) throws(ImageCodecError) {
        precondition(targetHeight > 0 && thumbnail == nil)
        let size = RasterImage.thumbnailSize(width: width, height: height, targetHeight: targetHeight)
        let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: size.width * 4 * size.height, alignment: 16)
        pixels.initializeMemory(as: UInt8.self, repeating: 0)
        thumbnail = (pixels, size.width, size.height)
        var message = [CChar](repeating: 0, count: 256)
        guard mp_png_stream_thumbnail(stream, pixels.bindMemory(to: UInt8.self).baseAddress, UInt32(size.width),
                                      UInt32(size.height), &message, message.count) == 0 else {
            throw .encodingFailed(String(errorBuffer: message))
        }
    }

    /// Encodes rows `rows` (native-endian RGB24, `stride` bytes a row, the
    /// first at `pixels`' start), destroying them: the memory holds their
    /// scanlines afterwards. No other band may have given any of them.
    public func append(consuming pixels: UnsafeMutableRawBufferPointer, rows: Range<Int>, stride: Int) throws(ImageCodecError) {
        precondition(!rows.isEmpty && rows.lowerBound >= 0 && stride >= width * 4 && pixels.count >= stride * rows.count)
        var message = [CChar](repeating: 0, count: 256)
        guard rows.upperBound <= height,
              mp_png_stream_band(stream, UInt32(rows.lowerBound), pixels.bindMemory(to: UInt8.self).baseAddress, UInt32(rows.count),
                                 UInt32(stride), &message, message.count) == 0 else {
            throw .encodingFailed(rows.upperBound > height ? "rows \(rows) outside an image \(height) tall" : String(errorBuffer: message))
        }
    }

    /// The PNG, once every row was given.
    public func finish() throws(ImageCodecError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        guard mp_png_stream_finish(stream, &output, &length, &message, message.count) == 0, let output else {
            throw .encodingFailed(String(errorBuffer: message))
        }
        return Data(handingOverPNGFile: output, length: length)
    }

    /// `finish`, and the thumbnail `takeThumbnail` asked for.
    public func finishWithThumbnail() throws(ImageCodecError) -> (png: Data, thumbnail: RasterImage) {
        guard let thumbnail else { preconditionFailure("takeThumbnail was not called") }
        let png = try finish()
        let pixels = [UInt8](copyingBytes: UnsafeRawBufferPointer(thumbnail.pixels))
        return (png, RasterImage(width: thumbnail.width, height: thumbnail.height, stride: thumbnail.width * 4, pixels: pixels))
    }
}
