import CImageCodecs
import Foundation

/// Writes PNG through libpng, tuned for speed: zlib level 1, the Up filter and
/// run-length matching, which suit flat interface pixels. Output is a pure
/// function of the pixels, so the same frame always gives the same bytes.
public enum PNGEncoder {
    /// Encodes pixels in Cairo's memory layout.
    /// - Parameters:
    ///   - opaque: `true` for `CAIRO_FORMAT_RGB24` (written as RGB),
    ///     `false` for premultiplied `ARGB32` (written as RGBA).
    public static func encode(pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int,
                              opaque: Bool, level: Int = 1) throws(ImageCodecError) -> Data {
        precondition(pixels.count >= stride * height)
        var output: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = mp_png_encode(pixels.bindMemory(to: UInt8.self).baseAddress, UInt32(width), UInt32(height), UInt32(stride),
                               opaque ? 0 : 1, Int32(level), &output, &length, &message, message.count)
        guard rc == 0, let output else { throw .encodingFailed(String(errorBuffer: message)) }
        defer { mp_free(output) }
        return Data(bytes: output, count: length)
    }

    public static func encode(_ image: RasterImage, level: Int = 1) throws -> Data {
        try image.pixels.withUnsafeBytes { raw in
            try encode(pixels: raw, width: image.width, height: image.height, stride: image.stride, opaque: false, level: level)
        }
    }
}
