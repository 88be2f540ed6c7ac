import CCairo
import Foundation

import Imaging

/// State that lives for one `paint` call: the target context, its device
/// scale, where artwork pixels come from, and the surfaces made so far (an
/// image used twice is converted once).
final class PaintSession {
    let cairo: OpaquePointer
    /// Device pixels per user unit (point), from the context's transform.
    let deviceScale: Double
    /// Image surfaces by file (or source); `nil` records "draw a placeholder".
    var surfaces: [String: OpaquePointer?] = [:]
    let images: any ImageProviding

    init(cairo: OpaquePointer, images: any ImageProviding) {
        self.cairo = cairo
        self.images = images
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cairo, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        deviceScale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// Frees every surface made during the session.
    func close() {
        for case let surface? in surfaces.values { cairo_surface_destroy(surface) }
        surfaces.removeAll()
    }
}
