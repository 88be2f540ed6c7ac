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
/// The frame (`screen * scale` pixels, rounded) is drawn in bands of
/// `PNGBandEncoder.bandRows` rows (about 1 MB), each on a
/// `CAIRO_FORMAT_RGB24` surface over a reused buffer, and each band is
/// encoded (`PNGBandEncoder`: igzip; Cairo's own PNG writer is several
/// times slower) before the buffer takes another: the whole frame never
/// exists, so a render touches a megabyte or two that stay in the
/// processor's cache instead of 12 fresh megabytes, and a second thread
/// can compress one band while the next is drawn. Every way of drawing a frame (`render`, `rasterize`, a matrix's
/// thumbnails) cuts the same bands: same tree, same fonts, same bytes.
public final class PNGRenderer: Renderer, Sendable {
    public let name = "png"
    public let fileExtension = "png"
    public let outputKind = RenderOutputKind.binary
    /// Compared as pictures: two encodings of the same pixels are the same preview.
    public let comparison = OutputComparison.pixels
    public let summary = "The preview as the device shows it: a PNG at the device's pixel scale"
    public let painter: BoxTreePainter

    /// The largest frame drawn, in pixels (about 8K x 8K).
    public static let maxPixels = 64_000_000

    public init(fontSystem: FontSystem) {
        self.painter = BoxTreePainter(fontSystem: fontSystem)
    }

    /// Reads `output.threads` (`RenderOptions.threadsKey`): 2 or more
    /// compresses each band on a second thread while the next is drawn, and
    /// scales the artwork there first; the bytes are the same.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let threads = try options.integer(RenderOptions.threadsKey, in: 1...1024, default: 1)
        let (width, height, _) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        var bands = Self.bands(width: width, height: height)
        var scaling: DispatchSemaphore?
        if threads > 1, bands.count > 1 {
            let order = Self.artworkLast(bands, of: tree, height: height)
            bands = order.bands
            scaling = prepareScaledArtwork(tree, images: images, bands: Array(bands[order.artworkFrom...]))
        }
        defer { scaling?.wait() }
        let encoder = try Self.bandEncoder(width: width, height: height)
        try encodeBands(tree, images: images, bands: bands, into: encoder, threads: threads)
        return try Self.finish(encoder)
    }

    /// `render`, also giving the frame's thumbnail `thumbnailHeight` pixels
    /// tall (a contact sheet's), taken as each band is encoded, without
    /// drawing, decoding or reading the frame again. On the calling thread
    /// (`output.threads` is not read); the same file as `render`.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions,
                       thumbnailHeight: Int) throws -> (png: Data, thumbnail: RasterImage) {
        let (width, height, _) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        let encoder = try Self.bandEncoder(width: width, height: height)
        do {
            try encoder.takeThumbnail(height: thumbnailHeight)
            try encodeBands(tree, images: images, bands: Self.bands(width: width, height: height), into: encoder, threads: 1)
            return try encoder.finishWithThumbnail()
        } catch let error as ImageCodecError {
            throw RenderError.encodingFailed(String(describing: error))
        }
    }

    /// Starts making the scaled copies of the tree's artwork on a thread of
    /// its own (`BoxTreePainter.prepareScaledArtwork`), band by band in the
    /// order `bands` are drawn: each band is walked on a surface of its size
    /// set up as `draw` sets up that band, so the copies' keys (which depend
    /// on where the band cuts the image) are the ones drawing looks up, and
    /// drawing waits for a copy still being made rather than make it twice.
    /// Nil (nothing started) for a tree without artwork.
    func prepareScaledArtwork(_ tree: BoxTree, images: any ImageProviding, bands: [Range<Int>]) -> DispatchSemaphore? {
        guard !bands.isEmpty, BoxTreePainter.artwork(in: tree.root).contains(where: { $0.file != nil }),
              let (width, height) = try? Self.pixelSize(of: tree) else { return nil }
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [painter] in
            defer { done.signal() }
            for rows in bands {
                // Never drawn on: its memory is mapped, never touched.
                guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(rows.count)) else { return }
                defer { cairo_surface_destroy(surface) }
                guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else { return }
                defer { cairo_destroy(cairo) }
                Self.setUpTransform(cairo, for: tree, width: width, height: height, firstRow: rows.lowerBound)
                // A copy that cannot be made here is made by drawing, which reports what went wrong.
                try? painter.prepareScaledArtwork(tree, images: images, on: cairo)
            }
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

    /// A frame's pixel size (`pixelSize`) and the bytes of one of its RGB24 rows.
    static func frameGeometry(screen: Size, scale: Double) throws -> (width: Int, height: Int, stride: Int) {
        let (width, height) = try pixelSize(screen: screen, scale: scale)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        guard stride > 0 else { throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: scale) }
        return (width, height, stride)
    }

    /// The bands of a frame `width` x `height` pixels: `PNGBandEncoder.bandRows`
    /// rows each, a function of the width alone, so that every way of drawing
    /// a frame cuts the same bands (the pixels of a clipped, scaled composite
    /// depend on where its clip starts) and its pixels encoded again
    /// (`PNGBandEncoder.encode(opaque:)`) give the bytes `render` wrote.
    static func bands(width: Int, height: Int) -> [Range<Int>] {
        let rows = PNGBandEncoder.bandRows(width: width)
        return Swift.stride(from: 0, to: height, by: rows).map { $0..<min($0 + rows, height) }
    }

    /// `bands` in the order `render` draws them when a second thread makes
    /// the artwork's scaled copies (`prepareScaledArtwork`): first the bands
    /// no artwork reaches, then, from `artworkFrom` on, the others, each part
    /// top to bottom. The copies are then made while the rest of the frame
    /// is drawn, instead of drawing waiting for them. The encoder joins the
    /// bands in row order (`PNGBandEncoder.append`), and a band's pixels
    /// depend on its rows alone, so the file is the same in any order.
    static func artworkLast(_ bands: [Range<Int>], of tree: BoxTree, height: Int) -> (bands: [Range<Int>], artworkFrom: Int) {
        let rowsPerPoint = Double(height) / tree.environment.screen.height
        var reached: [ClosedRange<Double>] = []
        var stack = [tree.root]
        while let box = stack.popLast() {
            if let image = box.image, !image.isPlaceholder, image.file != nil {
                // Artwork is drawn clipped to its frame; a row of margin covers anti-aliasing.
                reached.append((box.frame.minY * rowsPerPoint - 1)...(box.frame.maxY * rowsPerPoint + 1))
            }
            stack.append(contentsOf: box.children)
        }
        func meetsArtwork(_ band: Range<Int>) -> Bool {
            reached.contains { $0.upperBound > Double(band.lowerBound) && $0.lowerBound < Double(band.upperBound) }
        }
        let without = bands.filter { !meetsArtwork($0) }
        return (without + bands.filter(meetsArtwork), without.count)
    }

    /// Draws the tree and hands the frame's memory (rows of native-endian
    /// RGB24 pixels), width, height and stride to `body`: the frame drawn
    /// whole, in a buffer lent by `PixelBufferPool` (reused by the next
    /// frame), band by band as `render` draws it; valid only during `body`.
    public func withFrame<T>(_ tree: BoxTree, images: any ImageProviding, _ body: (UnsafeRawBufferPointer, Int, Int, Int) throws -> T) throws -> T {
        let (width, height, stride) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        let bands = Self.bands(width: width, height: height)
        return try PixelBufferPool.shared.withBuffer(byteCount: stride * height) { memory in
            try draw(tree, images: images, bands: bands, width: width, stride: stride,
                     memory: { UnsafeMutableRawBufferPointer(rebasing: memory[(bands[$0].lowerBound * stride)..<(bands[$0].upperBound * stride)]) },
                     drawn: { _, _ in })
            return try body(UnsafeRawBufferPointer(memory), width, height, stride)
        }
    }

    /// Draws the frame band by band and hands each band's rows to
    /// `encoder`: on the calling thread, or (`threads` 2 or more) compressed
    /// on a second thread while the next band is drawn, in two buffers.
    private func encodeBands(_ tree: BoxTree, images: any ImageProviding, bands: [Range<Int>], into encoder: PNGBandEncoder,
                             threads: Int) throws {
        let (width, _, stride) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        let bandBytes = stride * PNGBandEncoder.bandRows(width: width)
        let compressor = threads > 1 && bands.count > 1 ? BandCompressor(encoder: encoder, stride: stride, buffers: 2) : nil
        let buffers = compressor?.buffers ?? 1
        do {
            try PixelBufferPool.shared.withBuffer(byteCount: bandBytes * buffers) { memory in
                // The buffers go back to the pool only once no band is being compressed in them.
                defer { compressor?.drain() }
                try draw(tree, images: images, bands: bands, width: width, stride: stride, memory: { index in
                    compressor?.waitForBuffer(index % buffers)
                    let start = (index % buffers) * bandBytes
                    return UnsafeMutableRawBufferPointer(rebasing: memory[start..<(start + bandBytes)])
                }, drawn: { index, pixels in
                    if let compressor {
                        compressor.compress(pixels, rows: bands[index], buffer: index % buffers)
                    } else {
                        try encoder.append(consuming: pixels, rows: bands[index], stride: stride)
                    }
                })
                try compressor?.finish()
            }
        } catch let error as ImageCodecError {
            throw RenderError.encodingFailed(String(describing: error))
        }
    }

    /// Draws the tree's pixel rows `rows` (of the whole frame's) into
    /// `memory` (RGB24, `stride` bytes a row, its first row `rows.lowerBound`).
    func draw(_ tree: BoxTree, images: any ImageProviding, into memory: UnsafeMutableRawBufferPointer, width: Int,
              rows: Range<Int>, stride: Int) throws {
        try draw(tree, images: images, bands: [rows], width: width, stride: stride, memory: { _ in memory }, drawn: { _, _ in })
    }

    /// Draws the tree's pixel rows band by band (`BoxTreePainter.paint(_:images:bands:…)`):
    /// band `i` (the frame's rows `bands[i]`) into `memory(i)` (RGB24,
    /// `stride` bytes a row, its first row the band's first), handed to
    /// `drawn` once drawn. Each band's pixels are the frame's own: its
    /// surface sits under the frame's transform moved up by whole pixels.
    func draw(_ tree: BoxTree, images: any ImageProviding, bands: [Range<Int>], width: Int, stride: Int,
              memory: (Int) throws -> UnsafeMutableRawBufferPointer,
              drawn: (Int, UnsafeMutableRawBufferPointer) throws -> Void) throws {
        let (_, height) = try Self.pixelSize(of: tree)
        // A white window under everything, as UIKit's default background;
        // it also covers whatever the buffer's previous band left. Left
        // out when the tree's first fill paints every pixel opaquely (the
        // host app's background): the pixels are the same, a pass fewer.
        let paintsWhite = !BoxTreePainter.coversEveryPixel(tree, width: width, height: height)
        var current: (cairo: OpaquePointer, pixels: UnsafeMutableRawBufferPointer)?
        defer { if let current { cairo_destroy(current.cairo) } }
        try painter.paint(tree, images: images, bands: bands.count, context: { index in
            let rows = bands[index], pixels = try memory(index)
            precondition(pixels.count >= stride * rows.count)
            guard let surface = cairo_image_surface_create_for_data(pixels.bindMemory(to: UInt8.self).baseAddress, CAIRO_FORMAT_RGB24,
                                                                    Int32(width), Int32(rows.count), Int32(stride)) else {
                throw RenderError.drawingFailed("cairo_image_surface_create_for_data returned NULL")
            }
            // The context keeps its own reference.
            defer { cairo_surface_destroy(surface) }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
                throw RenderError.drawingFailed(String(cString: cairo_status_to_string(cairo_surface_status(surface))))
            }
            current = (cairo, pixels)
            if paintsWhite {
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgb(cairo, 1, 1, 1)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            }
            Self.setUpTransform(cairo, for: tree, width: width, height: height, firstRow: rows.lowerBound)
            return cairo
        }, drawn: { index, cairo in
            cairo_surface_flush(cairo_get_target(cairo))
            guard let pixels = current?.pixels else { preconditionFailure("a band drawn without its context") }
            cairo_destroy(cairo)
            current = nil
            try drawn(index, pixels)
        })
    }
}
