import CCairo
import Foundation
import Imaging
import TextShaping

/// State that lives for one `paint` call: the target context, its device
/// scale, where artwork pixels come from, and the surfaces made so far (an
/// image used twice is converted once).
final class PaintSession {
    /// The target: changed for each band of a frame drawn in bands.
    var cairo: OpaquePointer
    /// Device pixels per user unit (point), from the context's transform.
    let deviceScale: Double
    /// Image surfaces by file (or source); `nil` records "draw a placeholder".
    var surfaces: [String: OpaquePointer?] = [:]
    /// The decoded pixels behind each of `surfaces`, by the same key.
    var rasters: [String: RasterImage] = [:]
    let images: any ImageProviding
    /// Drawing into pixels (an image surface), not a vector file: artwork is
    /// then scaled to device pixels first (`BoxTreePainter.scaledArtwork`).
    let drawsPixels: Bool
    /// The rows of the band being drawn, in user units (points): `nil`
    /// outside a frame drawn in bands (`BoxTreePainter.paint(_:images:bands:…)`).
    var band: (top: Double, bottom: Double)?
    /// Where the lines drawn so far reach, for the frame's other bands.
    let lineInk = LineInk()
    /// Blurred shadows made so far, for the frame's other bands.
    var shadows: [ShadowKey: ShadowImage] = [:]

    init(cairo: OpaquePointer, images: any ImageProviding) {
        self.cairo = cairo
        self.images = images
        drawsPixels = cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cairo, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        deviceScale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Frees every surface made during the session.
    func close() {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
        for shadow in shadows.values { cairo_surface_destroy(shadow.surface) }
        surfaces.removeAll()
        shadows.removeAll()
        rasters.removeAll()
    }
}
