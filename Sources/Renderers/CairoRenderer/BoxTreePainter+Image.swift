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
        cairo_set_source_surface(cairo, surface, 0, 0)
        let pattern = cairo_get_source(cairo)
        // GOOD filters with a box kernel when shrinking (no aliasing on big
        // artwork); PAD keeps the edge pixels from fading into transparency.
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, imageWidth, imageHeight)
        cairo_fill(cairo)
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
