import BoxTreeModel
import CCairo
import Foundation
import Imaging
import Layout
import RenderCore

/// Draws a tree on one of Cairo's vector surfaces (SVG, PDF) sized in
/// points, and collects the document Cairo writes into memory.
///
/// The surface's user space is already in points, so the painter draws
/// unchanged: the same code and the same calls as for the PNG.
struct VectorCanvas {
    /// Makes a surface `width` x `height` points that writes through the given stream function.
    typealias SurfaceFactory = (_ write: cairo_write_func_t, _ closure: UnsafeMutableRawPointer, _ width: Double, _ height: Double) -> OpaquePointer?

    let painter: BoxTreePainter

    /// - Parameter configure: called on the new surface before anything is drawn (version, metadata).
    func render(_ tree: BoxTree, images: any ImageProviding, makeSurface: SurfaceFactory, configure: (OpaquePointer) -> Void) throws -> Data {
        let screen = tree.environment.screen
        guard screen.width.isFinite, screen.height.isFinite, screen.width >= 1, screen.height >= 1,
              screen.width <= 32_767, screen.height <= 32_767 else {
            throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: tree.environment.scale)
        }
        let sink = StreamSink()
        return try withExtendedLifetime(sink) {
            guard let surface = makeSurface(StreamSink.write, Unmanaged.passUnretained(sink).toOpaque(), screen.width, screen.height) else {
                throw RenderError.drawingFailed("Cairo could not create the vector surface")
            }
            defer { cairo_surface_destroy(surface) }
            try Self.check(cairo_surface_status(surface))
            configure(surface)
            guard let cairo = cairo_create(surface) else { throw RenderError.drawingFailed("cairo_create returned NULL") }
            // A white window under everything, as UIKit's (and the PNG renderer's) default background.
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            do {
                try painter.paint(tree, images: images, on: cairo)
            } catch {
                cairo_destroy(cairo)
                throw error
            }
            cairo_destroy(cairo)
            // Finishing writes the rest of the document (fonts, trailer) through the stream.
            cairo_surface_finish(surface)
            try Self.check(cairo_surface_status(surface))
            if let failure = sink.failure { throw RenderError.encodingFailed(failure) }
            return sink.data
        }
    }

    private static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.drawingFailed(String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Where Cairo's stream surfaces write: an in-memory buffer.
private final class StreamSink {
    var data = Data()
    var failure: String?

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
        if length > 0 {
            guard let bytes else {
                sink.failure = "Cairo wrote from a null buffer"
                return CAIRO_STATUS_WRITE_ERROR
            }
            sink.data.append(bytes, count: Int(length))
        }
        return CAIRO_STATUS_SUCCESS
    }
}
