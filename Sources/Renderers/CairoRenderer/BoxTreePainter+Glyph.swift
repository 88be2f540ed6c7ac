import BoxTreeModel
import CCairo
import CampaignModel
import Layout

extension BoxTreePainter {
    /// Draws the SDK's own vector glyphs, centred in the box's frame.
    func drawGlyph(_ glyph: Glyph, frame: Rect, on cairo: OpaquePointer) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        let cx = frame.midX, cy = frame.midY
        switch glyph {
        case .close(let color, let background, let visibleSize):
            guard visibleSize.isFinite, visibleSize > 0 else { return }
            if let background, background.alpha > 0 {
                Self.setSource(background, on: cairo)
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, cx, cy, visibleSize / 2, 0, 2 * Double.pi)
                cairo_fill(cairo)
            }
            // The "xmark" spans about 36 % of the visible circle, as in SF Symbols' xmark.circle.fill.
            let half = visibleSize * 0.36 / 2
            Self.setSource(color, on: cairo)
            cairo_set_line_width(cairo, min(2, visibleSize / 10))
            cairo_move_to(cairo, cx - half, cy - half)
            cairo_line_to(cairo, cx + half, cy + half)
            cairo_move_to(cairo, cx + half, cy - half)
            cairo_line_to(cairo, cx - half, cy + half)
            cairo_stroke(cairo)
        case .chevron(let color, let pointsRight):
            // An 8 x 14 pt open angle, like the disclosure chevron of a table cell.
            let halfWidth = 4.0, halfHeight = 7.0
            let tip = pointsRight ? cx + halfWidth : cx - halfWidth
            let tail = pointsRight ? cx - halfWidth : cx + halfWidth
            Self.setSource(color, on: cairo)
            cairo_set_line_width(cairo, 2.5)
            cairo_move_to(cairo, tail, cy - halfHeight)
            cairo_line_to(cairo, tip, cy)
            cairo_line_to(cairo, tail, cy + halfHeight)
            cairo_stroke(cairo)
        }
    }
}
