import Foundation

/// A decoded bitmap in Cairo's `ARGB32` layout: premultiplied alpha,
/// native-endian 32-bit pixels, `stride` bytes per row.
public struct RasterImage: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var stride: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        precondition(pixels.count >= stride * height, "pixel buffer too small")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// The pixel at (x, y) as straight-alpha RGBA.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let offset = y * stride + x * 4
        // A caller-made image may use a stride that is not a multiple of 4.
        let value = pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
        let a = UInt32(value >> 24)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (unpremultiply((value >> 16) & 255), unpremultiply((value >> 8) & 255), unpremultiply(value & 255), UInt8(a))
    }

    /// Whether both images have the same size and every visible pixel is the
    /// same, whatever their strides (the padding past each row is ignored).
    public func hasSamePixels(as other: RasterImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        guard width > 0, height > 0 else { return true }
        let rowBytes = width * 4
        return pixels.withUnsafeBytes { mine in
            other.pixels.withUnsafeBytes { theirs in
                for row in 0..<height where memcmp(mine.baseAddress! + row * stride, theirs.baseAddress! + row * other.stride, rowBytes) != 0 {
                    return false
                }
                return true
            }
        }
    }
}
