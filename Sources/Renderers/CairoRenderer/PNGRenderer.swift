import BoxTreeModel
import CCairo
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// Draws a box tree as an iPhone would, at the device's pixel size, and
/// encodes it as an opaque PNG.
///
/// The frame is drawn on a `CAIRO_FORMAT_RGB24` surface of
/// `screen * scale` pixels (rounded) and encoded straight from the surface's
/// memory by `PNGEncoder` (`.fast`: igzip; Cairo's own PNG
/// writer is several times slower). Same tree, same fonts: same bytes.
public final class PNGRenderer: Renderer, Sendable {
    public let name = "png"
    public let fileExtension = "png"
    public let outputKind = RenderOutputKind.binary
    /// Compared as pictures: two encodings of the same pixels are the same preview.
    public let comparison = OutputComparison.pixels
    public let summary = "The preview as the device shows it: a PNG at the device's pixel scale"
    public let painter: BoxTreePainter
    /// How `PNGEncoder` compresses the frame (`.fast` for previews).
    public let compression: PNGCompression

    /// The largest frame drawn, in pixels (about 8K x 8K).
    public static let maxPixels = 64_000_000

    public init(fontSystem: FontSystem, compression: PNGCompression = .fast) {
        self.painter = BoxTreePainter(fontSystem: fontSystem)
        self.compression = compression
    }

    /// Reads `output.threads` (`RenderOptions.threadsKey`): 2 or more
    /// compresses the frame's two halves at once; the bytes are the same.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        try render(tree, images: images, options: options, inspectingFrame: nil)
    }

    /// `render`, first lending the drawn frame's pixels (native-endian RGB24
    /// rows), width, height and stride to `inspectingFrame`, e.g. to take a
    /// thumbnail without drawing or decoding the frame again.
    /// - Parameter inspectingWhileEncoding: lend the frame to `inspectingFrame`
    ///   on another thread while it is encoded (into scratch memory, so the
    ///   frame stays whole): for a caller with a core to spare, such as a
    ///   `matrix -j 1`, whose thumbnails then cost it no time. The same bytes
    ///   and the same frame either way.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions,
                       inspectingFrame: (@Sendable (UnsafeRawBufferPointer, Int, Int, Int) -> Void)?,
                       inspectingWhileEncoding: Bool = false) throws -> Data {
        let threads = try options.integer(RenderOptions.threadsKey, in: 1...1024, default: 1)
        return try drawFrame(tree, images: images) { pixels, width, height, stride in
            do {
                guard let inspectingFrame, inspectingWhileEncoding else {
                    inspectingFrame?(UnsafeRawBufferPointer(pixels), width, height, stride)
                    // The frame is thrown away after this: encode it over itself.
                    return try PNGEncoder.encodeConsuming(opaquePixels: pixels, width: width, height: height, stride: stride,
                                                          compression: compression, threads: threads)
                }
                let frame = LentFrame(pixels: UnsafeRawBufferPointer(pixels))
                let inspection = DispatchGroup()
                DispatchQueue.global().async(group: inspection) { inspectingFrame(frame.pixels, width, height, stride) }
                // The frame is only read until the inspection is over.
                defer { inspection.wait() }
                return try PNGEncoder.encode(pixels: frame.pixels, width: width, height: height, stride: stride, opaque: true,
                                             compression: compression)
            } catch {
                throw RenderError.encodingFailed(String(describing: error))
            }
        }
    }

    /// A frame lent to an inspection on another thread, which only reads it
    /// and is waited for before the frame's buffer goes back to the pool.
    private struct LentFrame: @unchecked Sendable {
        let pixels: UnsafeRawBufferPointer
    }

    /// The drawn frame as pixels (opaque), e.g. to compare without a PNG round trip.
    public func rasterize(_ tree: BoxTree, images: any ImageProviding = ImageFiles()) throws -> RasterImage {
        try withFrame(tree, images: images) { pixels, width, height, stride in
            var bytes = [UInt8](pixels)
            // RGB24 leaves the top byte undefined; RasterImage is ARGB32, so make it opaque.
            bytes.withUnsafeMutableBytes { raw in
                let words = raw.bindMemory(to: UInt32.self)
                for index in 0..<(stride / 4) * height { words[index] |= 0xFF00_0000 }
            }
            return RasterImage(width: width, height: height, stride: stride, pixels: bytes)
        }
    }

    /// The device's pixel size for a tree: `screen * scale`, rounded.
    public static func pixelSize(of tree: BoxTree) throws -> (width: Int, height: Int) {
        let screen = tree.environment.screen, scale = tree.environment.scale
        let width = (screen.width * scale).rounded(), height = (screen.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32_767, height <= 32_767,
              width * height <= Double(maxPixels) else {
            throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: scale)
        }
        return (Int(width), Int(height))
    }

    /// Draws the tree and hands the surface's memory (rows of native-endian
    /// RGB24 pixels), width, height and stride to `body`. The frame is drawn
    /// in a buffer lent by `PixelBufferPool` and reused by the next frame, so
    /// a matrix does not map and clear 12 fresh megabytes per variant; it is
    /// valid only during `body`.
    public func withFrame<T>(_ tree: BoxTree, images: any ImageProviding, _ body: (UnsafeRawBufferPointer, Int, Int, Int) throws -> T) throws -> T {
        try drawFrame(tree, images: images) { pixels, width, height, stride in
            try body(UnsafeRawBufferPointer(pixels), width, height, stride)
        }
    }

    /// `withFrame`, lending the frame's memory mutably to a body that may
    /// overwrite it (the pool's next user paints over whatever is left).
    private func drawFrame<T>(_ tree: BoxTree, images: any ImageProviding,
                              _ body: (UnsafeMutableRawBufferPointer, Int, Int, Int) throws -> T) throws -> T {
        let (width, height) = try Self.pixelSize(of: tree)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        guard stride > 0 else {
            throw RenderError.invalidCanvas(width: tree.environment.screen.width, height: tree.environment.screen.height,
                                            scale: tree.environment.scale)
        }
        return try PixelBufferPool.shared.withBuffer(byteCount: stride * height) { memory in
            try draw(tree, images: images, into: memory, width: width, rows: 0..<height, stride: stride)
            return try body(memory, width, height, stride)
        }
    }

    /// Draws the tree's pixel rows `rows` (of the whole frame's) into
    /// `memory` (RGB24, `stride` bytes a row, its first row `rows.lowerBound`).
    func draw(_ tree: BoxTree, images: any ImageProviding, into memory: UnsafeMutableRawBufferPointer, width: Int,
              rows: Range<Int>, stride: Int) throws {
        let data = memory.bindMemory(to: UInt8.self).baseAddress
        guard let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_RGB24, Int32(width), Int32(rows.count), Int32(stride)) else {
            throw RenderError.drawingFailed("cairo_image_surface_create_for_data returned NULL")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            throw RenderError.drawingFailed(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
        }
        defer { cairo_destroy(cairo) }

        // A white window under everything, as UIKit's default background;
        // it also covers whatever the buffer's previous frame left.
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        // Whole device pixels up: every pixel samples the geometry as in the whole frame.
        cairo_translate(cairo, 0, -Double(rows.lowerBound))
        let (_, height) = try Self.pixelSize(of: tree)
        cairo_scale(cairo, Double(width) / tree.environment.screen.width, Double(height) / tree.environment.screen.height)
        try painter.paint(tree, images: images, on: cairo, borrowingImages: true)
        cairo_surface_flush(surface)
    }
}
