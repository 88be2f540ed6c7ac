import Imaging

/// Gives the diff kernel what it needs: an image as `canvas.width *
/// canvas.height` packed native words. An image that already is one is lent
/// as it is; a smaller one, or one with padded rows, is copied into the
/// top-left of a transparent canvas.
enum CanvasPixels {
    static func with<R>(_ image: RasterImage, canvas: PixelSize, _ body: (UnsafePointer<UInt32>) -> R) -> R {
        let rowBytes = canvas.width * 4
        if image.width == canvas.width && image.height == canvas.height && image.stride == rowBytes {
            return image.pixels.withUnsafeBufferPointer { bytes in
                bytes.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: canvas.pixelCount) { body($0) }
            }
        }
        var words = [UInt32](repeating: 0, count: canvas.pixelCount)
        words.withUnsafeMutableBytes { destination in
            image.pixels.withUnsafeBytes { source in
                for y in 0..<image.height {
                    let from = source.baseAddress! + y * image.stride
                    (destination.baseAddress! + y * rowBytes).copyMemory(from: from, byteCount: image.width * 4)
                }
            }
        }
        return words.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// A canvas-sized image whose every pixel `fill` writes exactly once, so
    /// the buffer needs no zeroing first.
    static func draw(_ canvas: PixelSize, _ fill: (UnsafeMutablePointer<UInt32>) -> Void) -> RasterImage {
        let bytes = [UInt8](unsafeUninitializedCapacity: canvas.pixelCount * 4) { buffer, count in
            buffer.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: canvas.pixelCount) { fill($0) }
            count = canvas.pixelCount * 4
        }
        return RasterImage(width: canvas.width, height: canvas.height, stride: canvas.width * 4, pixels: bytes)
    }
}
