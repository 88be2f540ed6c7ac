import BoxTreeModel
import CCairo
import CampaignModel
import Layout

extension BoxTreePainter {
    /// Draws a soft shadow under the box's rounded rectangle, like a
    /// `CALayer` shadow: the shape is rendered into an alpha mask, blurred
    /// with three box-blur passes (a close, integer-only and therefore
    /// deterministic approximation of a Gaussian whose sigma is the shadow's
    /// blur radius, as for `CALayer.shadowRadius`), coloured, and scaled
    /// onto the frame with bilinear filtering.
    ///
    /// The mask is made at a resolution just high enough for the blur to be
    /// smooth (at most the device scale), which keeps large shadows cheap.
    /// Everything is integer or fixed-order arithmetic: same tree, same pixels.
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
        // About two mask pixels per sigma: the blurred edge is then smooth
        // under bilinear upscaling (error well under 1/255) at a fraction of
        // the device-resolution cost.
        var resolution = min(session.deviceScale, max(0.25, 2 / sigma))
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

        // The coloured shadow as a premultiplied image: scaling an ARGB32
        // image onto the frame has SIMD bilinear paths in pixman, scaling
        // an A8 mask does not (several times slower on big cards).
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let imageContext = cairo_create(image) else { return }
        Self.setSource(shadow.color, on: imageContext)
        cairo_mask_surface(imageContext, mask, 0, 0)
        cairo_destroy(imageContext)

        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let outer = Rect(x: shape.x - padding, y: shape.y - padding, width: Double(width) / resolution, height: Double(height) / resolution)
        // Inside `core` the blurred mask is exactly opaque, so it is filled
        // directly and the upscaled image is only composited on the ring
        // around it. The core is snapped to device pixels so the two parts
        // meet without a seam.
        let reach = Double(BoxBlur.reach(sigma: sigma * resolution) + 2) / resolution
            + max(0, min(cornerRadius, shape.width / 2, shape.height / 2))
        if let core = Self.deviceAligned(Rect(x: shape.x + reach, y: shape.y + reach,
                                              width: shape.width - 2 * reach, height: shape.height - 2 * reach), on: cairo) {
            Self.setSource(shadow.color, on: cairo)
            cairo_rectangle(cairo, core.x, core.y, core.width, core.height)
            cairo_fill(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cairo, outer.x, outer.y, outer.width, outer.height)
            cairo_rectangle(cairo, core.x, core.y, core.width, core.height)
            cairo_clip(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        }
        cairo_translate(cairo, outer.x, outer.y)
        cairo_scale(cairo, 1 / resolution, 1 / resolution)
        cairo_set_source_surface(cairo, image, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
        cairo_fill(cairo)
    }

    /// `rect` shrunk to whole device pixels (for an axis-aligned transform),
    /// or `nil` when nothing is left.
    static func deviceAligned(_ rect: Rect, on cairo: OpaquePointer) -> Rect? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cairo, &x0, &y0)
        cairo_user_to_device(cairo, &x1, &y1)
        var left = min(x0, x1).rounded(.up), top = min(y0, y1).rounded(.up)
        var right = max(x0, x1).rounded(.down), bottom = max(y0, y1).rounded(.down)
        guard right > left, bottom > top else { return nil }
        cairo_device_to_user(cairo, &left, &top)
        cairo_device_to_user(cairo, &right, &bottom)
        return Rect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }
}
