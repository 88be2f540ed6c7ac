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
    /// draws the frame's bands on two threads, each compressing the bands
    /// it drew; the bytes are the same.
    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let threads = try options.integer(RenderOptions.threadsKey, in: 1...1024, default: 1)
        let (width, height, _) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        let encoder = try Self.bandEncoder(width: width, height: height)
        try encodeBands(tree, images: images, into: encoder, threads: threads)
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
            try encodeBands(tree, images: images, into: encoder, threads: 1)
            return try encoder.finishWithThumbnail()
        } catch let error as ImageCodecError {
            throw RenderError.encodingFailed(String(describing: error))
        }
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
            RasterImage(opaqueRGB24: pixels, width: width, height: height, stride: stride)
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
    /// `encoder`: on the calling thread, or (`threads` 2 or more) on it and a
    /// second thread, which take the bands in turn as they finish one, each
    /// drawing into a buffer of its own and compressing what it drew (one
    /// band compressed at a time). The encoder joins the bands in row order
    /// whatever order they come in, so the file is the same.
    private func encodeBands(_ tree: BoxTree, images: any ImageProviding, into encoder: PNGBandEncoder, threads: Int) throws {
        let (width, height, stride) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        let bands = Self.bands(width: width, height: height)
        let bandBytes = stride * PNGBandEncoder.bandRows(width: width)
        let workers = threads > 1 && bands.count > 1 ? 2 : 1
        let handOut = BandHandOut(count: bands.count)
        let encoding = NSLock()
        do {
            try PixelBufferPool.shared.withBuffer(byteCount: bandBytes * workers) { memory in
                let work = { (worker: Int) throws in
                    let buffer = UnsafeMutableRawBufferPointer(rebasing: memory[(worker * bandBytes)..<((worker + 1) * bandBytes)])
                    do {
                        try self.draw(tree, images: images, bands: bands, next: handOut.next, width: width, stride: stride,
                                      memory: { _ in buffer }, drawn: { index, pixels in
                            try encoding.withLock { try encoder.append(consuming: pixels, rows: bands[index], stride: stride) }
                        })
                    } catch {
                        handOut.stop()
                        throw error
                    }
                }
                guard workers > 1 else { return try work(0) }
                let second = SecondWorker { try work(1) }
                let first = Result { try work(0) }
                try second.finish()
                try first.get()
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
    /// each band `i` that `next` hands out (by default every band, in order;
    /// the frame's rows `bands[i]`) into `memory(i)` (RGB24, `stride` bytes
    /// a row, its first row the band's first), handed to `drawn` once drawn.
    /// Each band's pixels are the frame's own: its surface sits under the
    /// frame's transform moved up by whole pixels.
    func draw(_ tree: BoxTree, images: any ImageProviding, bands: [Range<Int>], next: (() -> Int?)? = nil, width: Int, stride: Int,
              memory: (Int) throws -> UnsafeMutableRawBufferPointer,
              drawn: (Int, UnsafeMutableRawBufferPointer) throws -> Void) throws {
        var following = 0
        let inOrder = { () -> Int? in
            guard following < bands.count else { return nil }
            defer { following += 1 }
            return following
        }
        let (_, height) = try Self.pixelSize(of: tree)
        // A white window under everything, as UIKit's default background;
        // it also covers whatever the buffer's previous band left. Left
        // out when the tree's first fill paints every pixel opaquely (the
        // host app's background): the pixels are the same, a pass fewer.
        let paintsWhite = !BoxTreePainter.coversEveryPixel(tree, width: width, height: height)
        var current: (cairo: OpaquePointer, pixels: UnsafeMutableRawBufferPointer)?
        defer { if let current { cairo_destroy(current.cairo) } }
        try painter.paint(tree, images: images, bands: next ?? inOrder, context: { index in
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

/// Hands a frame's bands out one at a time to the threads drawing them.
private final class BandHandOut: @unchecked Sendable {
    // `lock` guards `given` and `count`.
    private let lock = NSLock()
    private var given = 0
    private var count: Int

    init(count: Int) {
        self.count = count
    }

    /// The next band to draw, or `nil` when all are taken (or drawing stopped).
    func next() -> Int? {
        lock.withLock {
            guard given < count else { return nil }
            defer { given += 1 }
            return given
        }
    }

    /// Hands out nothing more: a thread failed, and the frame will not be finished.
    func stop() {
        lock.withLock { count = 0 }
    }
}

/// Runs `body` on a thread of its own; `finish` waits for it and rethrows what it threw.
private final class SecondWorker: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written by the thread before `done` is signalled, read after.
    private var outcome: Result<Void, any Error> = .success(())

    /// `body` runs on the new thread while its caller draws too, then waits
    /// in `finish`: what both touch is guarded (the band hand-out, the
    /// encoder's lock, the font system's lock, the scaled-artwork cache's) or
    /// split between them (each its own buffer and paint session).
    init(_ body: @escaping () throws -> Void) {
        let work = UncheckedWork(body: body)
        Thread { [self] in
            outcome = Result { try work.body() }
            done.signal()
        }.start()
    }

    private struct UncheckedWork: @unchecked Sendable {
        let body: () throws -> Void
    }

    func finish() throws {
        done.wait()
        try outcome.get()
    }
}
