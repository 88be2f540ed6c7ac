import BoxTreeModel
import CCairo
import CampaignModel
import Layout

extension BoxTreePainter {
    /// iOS system grays (light mode): systemGray5, systemGray3, systemGray.
    static let placeholderFill = RGBAColor(red: 229, green: 229, blue: 234)
    static let placeholderBorder = RGBAColor(red: 199, green: 199, blue: 204)
    static let placeholderGlyph = RGBAColor(red: 142, green: 142, blue: 147)

    /// Artwork that could not load: a light gray panel with a thin border and
    /// a "photo" glyph (frame, sun, mountains) centred in it.
    func drawPlaceholder(frame: Rect, cornerRadius: Double, on cairo: OpaquePointer) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        drawFill(.color(Self.placeholderFill), frame: frame, cornerRadius: cornerRadius, on: cairo)
        drawBorder(Border(color: Self.placeholderBorder, width: 1), frame: frame, cornerRadius: cornerRadius, on: cairo)

        let side = min(56, max(12, min(frame.width, frame.height) * 0.35))
        guard side < frame.width - 4, side < frame.height - 4 else { return }
        let glyph = Rect(x: frame.midX - side / 2, y: frame.midY - side * 0.4, width: side, height: side * 0.8)
        let lineWidth = max(1, side / 24)
        Self.setSource(Self.placeholderGlyph, on: cairo)
        cairo_set_line_width(cairo, lineWidth)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        Self.addRoundedRect(glyph, radius: side * 0.12, to: cairo)
        cairo_stroke(cairo)

        cairo_new_sub_path(cairo)
        cairo_arc(cairo, glyph.minX + glyph.width * 0.3, glyph.minY + glyph.height * 0.32, side * 0.08, 0, 2 * Double.pi)
        cairo_stroke(cairo)

        // Two peaks, inside the frame, touching its bottom edge.
        let points: [(Double, Double)] = [(0.0, 0.9), (0.36, 0.5), (0.6, 0.76), (0.74, 0.62), (1.0, 0.9)]
        let inner = Rect(x: glyph.minX + lineWidth, y: glyph.minY, width: glyph.width - 2 * lineWidth, height: glyph.height)
        for (index, point) in points.enumerated() {
            let x = inner.minX + inner.width * point.0, y = inner.minY + inner.height * point.1
            if index == 0 { cairo_move_to(cairo, x, y) } else { cairo_line_to(cairo, x, y) }
        }
        cairo_stroke(cairo)
    }
}
