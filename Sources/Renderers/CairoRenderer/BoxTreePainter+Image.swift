import BoxTreeModel
import CCairo
import CampaignModel
import Foundation
import Imaging
import Layout
import RenderCore

extension BoxTreePainter {
    /// Draws artwork into `frame` per its content mode, clipped to the box's
    /// rounded rectangle (as `UIImageView` with `clipsToBounds`), or the
    /// placeholder when the artwork is marked missing or the loader has none.
    func drawImage(_ content: ImageContent, frame: Rect, cornerRadius: Double, session: PaintSession) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        guard !content.isPlaceholder, let surface = try imageSurface(for: content, session: session) else {
            drawPlaceholder(frame: frame, cornerRadius: cornerRadius, on: session.cairo)
            return
        }
        let cairo = session.cairo
        let imageWidth = Double(cairo_image_surface_get_width(surface))
        let imageHeight = Double(cairo_image_surface_get_height(surface))
        let scale: Double
        switch content.contentMode {
        case .aspectFill: scale = max(frame.width / imageWidth, frame.height / imageHeight)
        case .aspectFit: scale = min(frame.width / imageWidth, frame.height / imageHeight)
        }
        guard scale.isFinite, scale > 0 else { return }

        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        Self.addRoundedRect(frame, radius: cornerRadius, to: cairo)
        cairo_clip(cairo)
        cairo_translate(cairo, frame.midX - imageWidth * scale / 2, frame.midY - imageHeight * scale / 2)
        cairo_scale(cairo, scale, scale)
        if session.drawsPixels, let raster = session.rasters[content.file ?? content.source],
           drawScaled(surface, of: raster, session: session) {
            return
        }
        cairo_set_source_surface(cairo, surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        // GOOD filters with a box kernel when shrinking (no aliasing on big
        // artwork); PAD keeps the edge pixels from fading into transparency.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, imageWidth, imageHeight)
        cairo_fill(cairo)
    }

    /// Draws `surface` (the pixels of `raster`) through the current
    /// transform and clip as the direct fill would, from a copy scaled to
    /// device pixels, made once for every frame that draws the same pixels at
    /// the same scale and offset (`ScaledArtworkCache`): the scaled copy is
    /// the source sampled with `GOOD` filtering and `PAD` extension at the
    /// centre of each device pixel of the region the clip lets show, then
    /// copied pixel for pixel. `false` (nothing drawn, the transform as it
    /// was) for a transform with rotation, artwork drawn at its own size
    /// (nothing to scale), or a region too large to keep
    /// (`ScaledArtworkCache.holds`).
    private func drawScaled(_ surface: OpaquePointer, of raster: RasterImage, session: PaintSession) -> Bool {
        let cairo = session.cairo
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
              matrix.xx != 1 || matrix.yy != 1 || matrix.x0 != matrix.x0.rounded() || matrix.y0 != matrix.y0.rounded() else { return false }
        let width = Double(raster.width), height = Double(raster.height)
        // The device pixels the clip lets the image cover.
        cairo_identity_matrix(cairo)
        var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
        cairo_clip_extents(cairo, &clipX0, &clipY0, &clipX1, &clipY1)
        let left = max(matrix.x0, clipX0).rounded(.down), top = max(matrix.y0, clipY0).rounded(.down)
        let right = min(matrix.x0 + matrix.xx * width, clipX1).rounded(.up)
        let bottom = min(matrix.y0 + matrix.yy * height, clipY1).rounded(.up)
        guard right > left, bottom > top else { return true }  // nothing shows
        guard right - left <= 32_767, bottom - top <= 32_767,
              ScaledArtworkCache.holds(width: Int(right - left), height: Int(bottom - top)) else {
            cairo_set_matrix(cairo, &matrix)
            return false
        }
        let key = ScaledArtworkCache.Key(
            pixels: raster.pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }, width: raster.width, height: raster.height,
            stride: raster.stride, scaleX: matrix.xx, scaleY: matrix.yy, offsetX: matrix.x0 - left, offsetY: matrix.y0 - top,
            regionWidth: Int(right - left), regionHeight: Int(bottom - top))
        guard let scaled = scaledArtwork.surface(for: key) ?? Self.scale(surface, key: key) else {
            cairo_set_matrix(cairo, &matrix)
            return false
        }
        defer { cairo_surface_destroy(scaled) }
        scaledArtwork.keep(scaled, for: key, image: raster)
        cairo_set_source_surface(cairo, scaled, left, top)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cairo, matrix.x0, matrix.y0, matrix.xx * width, matrix.yy * height)
        cairo_fill(cairo)
        return true
    }

    /// The region of `key` sampled from `surface`: a function of the key alone.
    private static func scale(_ surface: OpaquePointer, key: ScaledArtworkCache.Key) -> OpaquePointer? {
        guard let scaled = ScaledArtworkCache.makeSurface(width: key.regionWidth, height: key.regionHeight) else { return nil }
        guard let context = cairo_create(scaled) else {
            cairo_surface_destroy(scaled)
            return nil
        }
        defer { cairo_destroy(context) }
        var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: key.offsetX, y0: key.offsetY)
        cairo_set_matrix(context, &matrix)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, surface, 0, 0)
        let pattern = cairo_get_source(context)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(context)
        cairo_surface_flush(scaled)
        return scaled
    }

    /// The artwork as a Cairo surface, decoded once per session.
    private func imageSurface(for content: ImageContent, session: PaintSession) throws -> OpaquePointer? {
        let key = content.file ?? content.source
        if let cached = session.surfaces[key] { return cached }
        let raster: RasterImage?
        do {
            raster = try content.file.map { try session.images.image(file: $0) }
        } catch {
            throw RenderError.artworkUnavailable(source: content.source, reason: String(describing: error))
        }
        let surface = try raster.map(Self.makeSurface)
        session.surfaces[key] = .some(surface)
        session.rasters[key] = raster
        return surface
    }

    /// Copies pixels into a Cairo-owned surface, so the surface never points
    /// into Swift memory that could move.
    static func makeSurface(_ image: RasterImage) throws -> OpaquePointer {
        guard image.width > 0, image.height > 0, image.width <= 32_767, image.height <= 32_767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.drawingFailed("cannot make a \(image.width) x \(image.height) image surface")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let rowBytes = image.width * 4
        if let data = cairo_image_surface_get_data(surface) {
            image.pixels.withUnsafeBytes { source in
                for y in 0..<image.height {
                    (data + y * stride).update(from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + y * image.stride, count: rowBytes)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
