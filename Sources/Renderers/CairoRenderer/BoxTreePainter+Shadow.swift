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
    ///
    /// `coveredBy`: a rectangle the box's own opaque fill paints over right
    /// after (every pixel in it fully), whose shadow would never be seen; it
    /// is left out of the scaled composite, the costly part (a card's
    /// 24-point shadow is some 2.5 million pixels on an iPhone; this halves
    /// it). What is seen matches the full composite except that pixman steps
    /// its bilinear sampling from the start of each clipped run, and runs
    /// start elsewhere: a few shadow pixels can move by one level.
    func drawShadow(_ shadow: Shadow, frame: Rect, cornerRadius: Double, coveredBy covered: Rect?, session: PaintSession) {
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
        let key = ShadowKey(color: shadow.color, blurRadius: sigma, shape: shape, cornerRadius: cornerRadius, resolution: resolution)
        // A frame drawn in bands draws the same shadow once per band it
        // meets: it is blurred once (`PaintSession.shadows`).
        let made: ShadowImage
        if let kept = session.shadows[key] {
            made = kept
        } else {
            guard let image = Self.makeShadowImage(key, padding: padding) else { return }
            session.shadows[key] = image
            made = image
        }
        let (image, width, height) = (made.surface, made.width, made.height)

        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        let outer = Rect(x: shape.x - padding, y: shape.y - padding, width: Double(width) / resolution, height: Double(height) / resolution)
        // Inside `core` the blurred mask is exactly opaque, so it is filled
        // directly and the upscaled image is only composited on the ring
        // around it. The core is snapped to device pixels so the two parts
        // meet without a seam.
        let reach = Double(BoxBlur.reach(sigma: sigma * resolution) + 2) / resolution
            + max(0, min(cornerRadius, shape.width / 2, shape.height / 2))
        let core = Self.deviceAligned(Rect(x: shape.x + reach, y: shape.y + reach,
                                           width: shape.width - 2 * reach, height: shape.height - 2 * reach), on: cairo)
        let hidden = covered.flatMap { Self.deviceAligned($0, on: cairo) }
        // What the composite leaves out: the hidden rectangle when it holds
        // the core (the core's solid shadow is then never seen either), else
        // the core, filled here with the shadow's colour.
        let skipped: Rect?
        if let hidden, core.map({ hidden.contains($0, tolerance: 0) }) ?? true, outer.contains(hidden, tolerance: 0) {
            skipped = hidden
        } else if let core {
            Self.setSource(shadow.color, on: cairo)
            cairo_rectangle(cairo, core.x, core.y, core.width, core.height)
            cairo_fill(cairo)
            skipped = core
        } else {
            skipped = nil
        }
        if let skipped {
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cairo, outer.x, outer.y, outer.width, outer.height)
            cairo_rectangle(cairo, skipped.x, skipped.y, skipped.width, skipped.height)
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

    /// The part of `box` that its own fill paints over completely: the frame
    /// inset by the corner radius (inside the rounded rectangle, away from its
    /// anti-aliased edge), when the fill is opaque and the box's clip leaves
    /// the frame whole; `nil` otherwise.
    static func opaquelyFilled(_ box: Box) -> Rect? {
        guard let fill = box.fill else { return nil }
        switch fill {
        case .color(let color): guard color.alpha == 255 else { return nil }
        case .linearGradient(let top, let bottom): guard top.alpha == 255, bottom.alpha == 255 else { return nil }
        }
        if let clip = box.clip, !clip.contains(box.frame, tolerance: 0) { return nil }
        let inset = max(0, box.cornerRadius)
        let inner = Rect(x: box.frame.x + inset, y: box.frame.y + inset,
                         width: box.frame.width - 2 * inset, height: box.frame.height - 2 * inset)
        return inner.width > 0 && inner.height > 0 ? inner : nil
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

/// What a shadow's blurred image is a function of.
struct ShadowKey: Hashable {
    var color: RGBAColor
    var blurRadius: Double
    var shape: Rect
    var cornerRadius: Double
    var resolution: Double
}

/// A shadow's blurred, coloured image (premultiplied ARGB32), `width` x
/// `height` pixels at the key's resolution, owned by the paint session.
struct ShadowImage {
    let surface: OpaquePointer
    let width: Int
    let height: Int
}

extension BoxTreePainter {
    /// The shape rendered into an alpha mask, blurred (`BoxBlur`) and
    /// coloured; `nil` when Cairo cannot make the surfaces.
    static func makeShadowImage(_ key: ShadowKey, padding: Double) -> ShadowImage? {
        let shape = key.shape, resolution = key.resolution
        let width = Int(((shape.width + 2 * padding) * resolution).rounded(.up))
        let height = Int(((shape.height + 2 * padding) * resolution).rounded(.up))
        guard width > 0, height > 0, let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return nil }
        cairo_scale(maskContext, resolution, resolution)
        cairo_translate(maskContext, padding - shape.x, padding - shape.y)
        cairo_set_source_rgba(maskContext, 0, 0, 0, 1)
        addRoundedRect(shape, radius: key.cornerRadius, to: maskContext)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)

        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            BoxBlur.blurAlpha(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: key.blurRadius * resolution)
        }
        cairo_surface_mark_dirty(mask)

        // The coloured shadow as a premultiplied image: scaling an ARGB32
        // image onto the frame has SIMD bilinear paths in pixman, scaling
        // an A8 mask does not (several times slower on big cards).
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let imageContext = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        setSource(key.color, on: imageContext)
        cairo_mask_surface(imageContext, mask, 0, 0)
        cairo_destroy(imageContext)
        return ShadowImage(surface: image, width: width, height: height)
    }
}
