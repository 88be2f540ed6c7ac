import CImageCodecs
import Foundation

extension RasterImage {
    /// A smaller copy of `pixels` (native-endian 32-bit pixels, Cairo's
    /// `ARGB32` or `RGB24`), `height` pixels tall (never taller than the
    /// source) with the source's shape, each pixel the plain average of the
    /// block of source pixels it covers (a box filter: every source pixel
    /// counts once, so one-pixel lines fade rather than vanish). One pass over
    /// the source and no buffer of its size: cheap enough to take from every
    /// frame of a matrix as it is drawn. The arithmetic is `mp_thumbnail`'s
    /// (C: exact integers, fast in debug builds too, where the test suite
    /// takes a thumbnail of every frame of its matrices).
    /// - Parameter opaque: the source is `RGB24`, whose top byte is undefined:
    ///   the thumbnail's alpha is then 255.
    public static func thumbnail(of pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool,
                                 height targetHeight: Int) -> RasterImage {
        precondition(width > 0 && height > 0 && targetHeight > 0 && stride >= width * 4 && pixels.count >= stride * height)
        precondition(width <= Int(UInt32.max / 4) && height <= Int(UInt32.max) && stride <= Int(UInt32.max))
        let (outWidth, outHeight) = thumbnailSize(width: width, height: height, targetHeight: targetHeight)
        var output = [UInt8](repeating: 0, count: outWidth * 4 * outHeight)
        let made = output.withUnsafeMutableBytes { out in
            mp_thumbnail(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), UInt32(stride),
                         opaque ? 1 : 0, UInt32(outWidth), UInt32(outHeight), out.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        // Sizes are checked above; the only failure left is memory for two small rows of sums.
        precondition(made == 1, "mp_thumbnail could not allocate its sums")
        return RasterImage(width: outWidth, height: outHeight, stride: outWidth * 4, pixels: output)
    }

    /// The size of a `width` x `height` image's thumbnail `targetHeight`
    /// pixels tall: never taller than the image, its shape kept (rounded).
    public static func thumbnailSize(width: Int, height: Int, targetHeight: Int) -> (width: Int, height: Int) {
        let outHeight = min(targetHeight, height)
        return (max(1, min(width, Int((Double(width) * Double(outHeight) / Double(height)).rounded()))), outHeight)
    }

    /// `thumbnail(of:width:height:stride:opaque:height:)` of this image.
    public func thumbnail(height targetHeight: Int) -> RasterImage {
        pixels.withUnsafeBytes { raw in
            Self.thumbnail(of: raw, width: width, height: height, stride: stride, opaque: false, height: targetHeight)
        }
    }
}
