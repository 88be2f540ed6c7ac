import CImageCodecs
import Foundation
import InputFiles

/// Reads PNG and JPEG through libpng and libjpeg-turbo.
public enum ImageDecoder {
    public enum Format: String, Sendable { case png, jpeg }

    /// The largest image decoded by default: 25 megapixels (100 MB decoded).
    public static let defaultMaxPixels = 25_000_000

    /// The longest side decoded, whatever the pixel budget: Cairo's image
    /// surfaces stop at 32767 pixels a side, so a longer image would decode
    /// and then fail at drawing time.
    public static let maxSide = 32_767

    /// Reads only the header: format and size. Cheap and bounded whatever the file claims.
    public static func header(of data: Data) throws(ImageCodecError) -> (format: Format, width: Int, height: Int) {
        var kind: Int32 = 0
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw in
            mp_image_header(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &kind, &width, &height, &message, message.count)
        }
        guard rc == 0 else { throw .unreadable(String(errorBuffer: message)) }
        return (kind == 1 ? .png : .jpeg, Int(width), Int(height))
    }

    /// Decodes the whole image, refusing before any allocation when the
    /// header claims more than `maxPixels`.
    public static func decode(_ data: Data, maxPixels: Int = defaultMaxPixels) throws(ImageCodecError) -> RasterImage {
        let (_, width, height) = try header(of: data)
        guard width > 0, height > 0 else { throw .unreadable("zero-sized image") }
        let (pixelCount, overflowed) = width.multipliedReportingOverflow(by: height)
        guard !overflowed, pixelCount <= maxPixels, width <= maxSide, height <= maxSide else {
            throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
        }
        let stride = width * 4
        let byteCount = stride * height
        // Not cleared first: a successful decode writes every byte of every
        // row (stride is exactly width * 4), and a failed one throws the buffer away.
        var pixels = [UInt8](unsafeUninitializedCapacity: Self.hugePageCapacity(for: byteCount)) { buffer, count in
            mp_prepare_pixel_buffer(buffer.baseAddress, buffer.count)
            count = byteCount
        }
        let decoded = pixels.withUnsafeMutableBytes { out in
            Result { () throws(ImageCodecError) in try decode(data, into: out, stride: stride) }
        }
        try decoded.get()
        return RasterImage(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// The capacity to ask for an array of `byteCount` decoded bytes: for a
    /// large image, the one that makes the array's whole allocation a whole
    /// number of 2 MB huge pages (the 32-byte array header plus glibc's
    /// 16-byte chunk header, which its mapping rounds up to a page). Linux
    /// places such a mapping on a huge-page boundary, so all of the pixels
    /// can be huge pages (`mp_prepare_pixel_buffer`) instead of some thousand
    /// small ones, each a kernel trap that clears 4 KB: on the virtual
    /// machines CI runs on, a few milliseconds for a photo. The pages past
    /// `byteCount` are never touched, so they cost no memory. Anywhere else
    /// this only spares a little less. Huge pages are asked for only from
    /// 8 MB (`MP_HUGE_PAGES_FROM`, pixel_memory.c says why); a smaller
    /// image's rounded capacity is simply never touched.
    static func hugePageCapacity(for byteCount: Int) -> Int {
        let huge = 2 << 20, headers = 64
        guard byteCount >= huge else { return byteCount }
        return (byteCount + headers + huge - 1) / huge * huge - headers
    }

    /// Decodes into `out` (rows of `stride` bytes, at least `stride * height`
    /// of them), for callers that reuse their pixel memory. The header must
    /// already have been checked against a budget (`header(of:)`). A PNG's
    /// inflated scanlines go to a reused scratch buffer (`PixelBufferPool`).
    public static func decode(_ data: Data, into out: UnsafeMutableRawBufferPointer, stride: Int) throws(ImageCodecError) {
        let (_, width, height) = try header(of: data)
        guard width > 0, height > 0, stride >= width * 4, out.count >= stride * height else {
            throw .unreadable("output rows are too short for this image")
        }
        var message = [CChar](repeating: 0, count: 256)
        let rc = data.withUnsafeBytes { raw -> Int32 in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            let scratchSize = mp_png_inflated_size(bytes, raw.count)
            let decodeWith = { (scratch: UnsafeMutableRawBufferPointer?) -> Int32 in
                mp_image_decode_argb32(bytes, raw.count, out.bindMemory(to: UInt8.self).baseAddress, UInt32(stride),
                                       scratch?.bindMemory(to: UInt8.self).baseAddress, scratch?.count ?? 0, &message, message.count)
            }
            guard scratchSize > 0, let rc = try? PixelBufferPool.shared.withBuffer(byteCount: scratchSize, decodeWith) else {
                return decodeWith(nil)
            }
            return rc
        }
        guard rc == 0 else { throw .corrupt(String(errorBuffer: message)) }
    }

    /// Reads a file and decodes it. Files larger than `maxFileBytes` are refused unread.
    public static func decodeFile(at path: String, maxPixels: Int = defaultMaxPixels, maxFileBytes: Int = 64 << 20) throws -> RasterImage {
        let data = try readBounded(path: path, maxBytes: maxFileBytes)
        return try decode(data, maxPixels: maxPixels)
    }

    /// Reads an image file through the one capped reader every input uses
    /// (`FileContents`): regular files only, at most `maxBytes`.
    public static func readBounded(path: String, maxBytes: Int) throws(ImageCodecError) -> Data {
        do {
            return try FileContents.read(path: path, limit: maxBytes)
        } catch {
            throw .unreadable(error.description)
        }
    }
}
