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
    /// scales the artwork on a second thread while the frame is drawn, and
    /// compresses the frame's two halves at once; the bytes are the same.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let threads = try options.integer(RenderOptions.threadsKey, in: 1...1024, default: 1)
        let scaling = threads > 1 ? prepareScaledArtwork(tree, images: images) : nil
        defer { scaling?.wait() }
        return try drawFrame(tree, images: images) { pixels, width, height, stride in
            do {
                // The frame is thrown away after this: encode it over itself.
                return try PNGEncoder.encodeConsuming(opaquePixels: pixels, width: width, height: height, stride: stride,
                                                      compression: compression, threads: threads)
            } catch {
                throw RenderError.encodingFailed(String(describing: error))
            }
        }
    }

    /// `render`, also giving the frame's thumbnail `thumbnailHeight` pixels
    /// tall (a contact sheet's), taken as the frame is encoded, without
    /// drawing, decoding or reading the frame again. On the calling thread
    /// (`output.threads` is not read); the same file as `render`.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions,
                       thumbnailHeight: Int) throws -> (png: Data, thumbnail: RasterImage) {
        try drawFrame(tree, images: images) { pixels, width, height, stride in
            do {
                return try PNGEncoder.encodeConsuming(opaquePixels: pixels, width: width, height: height, stride: stride,
                                                      compression: compression, thumbnailHeight: thumbnailHeight)
            } catch {
                throw RenderError.encodingFailed(String(describing: error))
            }
        }
    }

    /// Starts making the scaled copies of the tree's artwork on a thread of
    /// its own (`BoxTreePainter.prepareScaledArtwork`), walking the tree on
    /// a surface of the frame's size set up as `draw` sets up the frame's,
    /// so the copies' keys are the ones drawing looks up; drawing waits for
    /// a copy still being made rather than make it twice. Nil (nothing
    /// started) for a tree without artwork or a frame no surface can have.
    func prepareScaledArtwork(_ tree: BoxTree, images: any ImageProviding) -> DispatchSemaphore? {
        guard BoxTreePainter.artwork(in: tree.root).contains(where: { $0.file != nil }),
              let (width, height) = try? Self.pixelSize(of: tree) else { return nil }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [painter] in
            defer { done.signal() }
            // Never drawn on: its memory is mapped, never touched.
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return }
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else { return }
            defer { cairo_destroy(cairo) }
            Self.setUpTransform(cairo, for: tree, width: width, height: height, firstRow: 0)
            // A copy that cannot be made here is made by drawing, which reports what went wrong.
            try? painter.prepareScaledArtwork(tree, images: images, on: cairo)
        }
        thread.start()
        return done
    }

    /// Device pixels from points, the frame's row `firstRow` at the top.
    private static func setUpTransform(_ cairo: OpaquePointer, for tree: BoxTree, width: Int, height: Int, firstRow: Int) {
        // Whole device pixels up: every pixel samples the geometry as in the whole frame.
        cairo_translate(cairo, 0, -Double(firstRow))
        cairo_scale(cairo, Double(width) / tree.environment.screen.width, Double(height) / tree.environment.screen.height)
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
        try pixelSize(screen: tree.environment.screen, scale: tree.environment.scale)
    }

    /// The pixel size of a frame of `screen` points at `scale`, rounded.
    public static func pixelSize(screen: Size, scale: Double) throws -> (width: Int, height: Int) {
        let width = (screen.width * scale).rounded(), height = (screen.height * scale).rounded()
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32_767, height <= 32_767,
              width * height <= Double(maxPixels) else {
            throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: scale)
        }
        return (Int(width), Int(height))
    }

    /// Has the memory of a frame of `screen` points at `scale` mapped and
    /// touched on a spare core (`PixelBufferPool.prepare`), for a caller that
    /// draws one frame and knows its size before it lays the campaign out.
    /// The frame is drawn in that memory, with the same bytes as in any
    /// other; a size no frame can have is left to drawing to report.
    public static func prepareFrame(screen: Size, scale: Double) {
        guard let frame = try? frameGeometry(screen: screen, scale: scale) else { return }
        PixelBufferPool.shared.prepare(byteCount: frame.stride * frame.height)
    }

    /// A frame's pixel size (`pixelSize`) and the bytes of one of its RGB24 rows.
    static func frameGeometry(screen: Size, scale: Double) throws -> (width: Int, height: Int, stride: Int) {
        let (width, height) = try pixelSize(screen: screen, scale: scale)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        guard stride > 0 else { throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: scale) }
        return (width, height, stride)
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
        let (width, height, stride) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
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
        // it also covers whatever the buffer's previous frame left. Left
        // out when the tree's first fill paints every pixel opaquely (the
        // host app's background): the pixels are the same, a pass over the
        // frame fewer.
        let (_, height) = try Self.pixelSize(of: tree)
        if !BoxTreePainter.coversEveryPixel(tree, width: width, height: height) {
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        }
        Self.setUpTransform(cairo, for: tree, width: width, height: height, firstRow: rows.lowerBound)
        try painter.paint(tree, images: images, on: cairo, borrowingImages: true)
        cairo_surface_flush(surface)
    }
}
