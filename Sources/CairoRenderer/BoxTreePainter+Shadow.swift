import CCairo
import CampaignModel
import Layout

extension BoxTreePainter {
    /// Draws a soft shadow under the box's rounded rectangle, like a
    /// `CALayer` shadow: the shape is rendered into an alpha mask, blurred
    /// with three box-blur passes (a close, integer-only and therefore
    /// deterministic approximation of a Gaussian whose sigma is the shadow's
    /// blur radius), then painted in the shadow colour through the mask.
    ///
    /// The mask is made at a resolution just high enough for the blur to be
    /// smooth (at most the device scale), which keeps large shadows cheap.
    func drawShadow(_ shadow: Shadow, frame: Rect, cornerRadius: Double, session: PaintSession) {
        guard shadow.color.alpha > 0, frame.width > 0, frame.height > 0,
              shadow.offsetY.isFinite, shadow.blurRadius.isFinite else { return }
        let cairo = session.cairo
        let shape = Rect(x: frame.x, y: frame.y + shadow.offsetY, width: frame.width, height: frame.height)
        let sigma = max(0, shadow.blurRadius)
        guard sigma >= 0.05 else {
            cairo_save(cairo)
            Self.setSource(shadow.color, on: cairo)
            Self.addRoundedRect(shape, radius: cornerRadius, to: cairo)
            cairo_fill(cairo)
            cairo_restore(cairo)
            return
        }

        let padding = (3 * sigma).rounded(.up) + 1
        var resolution = min(session.deviceScale, max(1, 3 / sigma))
        let area = (shape.width + 2 * padding) * (shape.height + 2 * padding)
        let maxPixels = 4_000_000.0
        if area * resolution * resolution > maxPixels { resolution = (maxPixels / area).squareRoot() }
        let width = Int(((shape.width + 2 * padding) * resolution).rounded(.up))
        let height = Int(((shape.height + 2 * padding) * resolution).rounded(.up))
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return }
        cairo_scale(maskContext, resolution, resolution)
        cairo_translate(maskContext, padding - shape.x, padding - shape.y)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        Self.addRoundedRect(shape, radius: cornerRadius, to: maskContext)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blurAlpha(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma * resolution)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        Self.setSource(shadow.color, on: cairo)
        cairo_translate(cairo, shape.x - padding, shape.y - padding)
        cairo_scale(cairo, 1 / resolution, 1 / resolution)
        cairo_mask_surface(cairo, mask, 0, 0)
    }
}
