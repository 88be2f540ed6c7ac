import BoxTreeModel
import CCairo
import CampaignModel
import Layout

/// Draws measured lines onto a Cairo context, through the same single-line
/// layout the measurer used, so drawn and measured widths agree exactly.
public final class TextDrawer: Sendable {
    public let fontSystem: FontSystem

    public init(fontSystem: FontSystem) {
        self.fontSystem = fontSystem
    }

    /// Draws `line` at its absolute position (user units of `cairo`, which
    /// the caller has scaled to points) in `color` (straight-alpha sRGB).
    /// The context's state is left as it was found.
    public func draw(_ line: TextLine, font: FontSpec, color: RGBAColor, on cairo: OpaquePointer) {
        _ = drawReturningInk(line, font: font, color: color, on: cairo)
    }

    /// `draw`, returning the rows the line's glyphs cover (user units), or
    /// nil when nothing was drawn.
    private func drawReturningInk(_ line: TextLine, font: FontSpec, color: RGBAColor, on cairo: OpaquePointer) -> LineInk.Rows? {
        guard !line.text.isEmpty, color.alpha > 0 else { return nil }
        return fontSystem.withLineLayout(line.text, font: font, direction: line.direction) { layout in
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            cairo_set_source_rgba(cairo, Double(color.red) / 255, Double(color.green) / 255,
                                  Double(color.blue) / 255, Double(color.alpha) / 255)
            // Put the logical rectangle's top-left on the line box's top-left.
            cairo_move_to(cairo, line.x - layout.logicalX, line.baseline - layout.ascent - layout.logicalY)
            pango_cairo_show_layout(cairo, layout.layout)
            // The layout's baseline lands on the line's.
            return LineInk.Rows(top: line.baseline - layout.inkAscent, bottom: line.baseline + layout.inkDescent)
        }
    }

    /// Draws every line of a text block that can reach the context's clip
    /// (a band of a frame drawn in bands shapes only its own lines). With
    /// `ink`, a line drawn for an earlier band of the same frame is culled
    /// by the rows its glyphs were measured to cover, not by its line box's
    /// generous reach, so it is shaped again only for a band it shows in.
    public func draw(_ block: TextBlock, on cairo: OpaquePointer, ink: LineInk? = nil) {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        fontSystem.withLock {
            for line in block.lines {
                let key = LineInk.Key(text: line.text, x: line.x, baseline: line.baseline, font: block.font)
                if let rows = ink?.rows[key] {
                    // A point of anti-aliasing either side.
                    guard rows.top - 1 < bottom, rows.bottom + 1 > top else { continue }
                } else {
                    guard Self.mayReach(line, top: top, bottom: bottom) else { continue }
                }
                if let rows = drawReturningInk(line, font: block.font, color: block.color, on: cairo) { ink?.rows[key] = rows }
            }
        }
    }

    /// Whether a line's glyphs may reach the rows from `top` to `bottom`
    /// (user units): its line box grown by twice its height each way, far
    /// more than any bundled font's accents and descenders overhang.
    static func mayReach(_ line: TextLine, top: Double, bottom: Double) -> Bool {
        let lineTop = line.baseline - line.ascent, reach = 2 * max(0, line.height)
        guard lineTop.isFinite, reach.isFinite, top.isFinite, bottom.isFinite else { return true }
        return lineTop - reach < bottom && lineTop + line.height + reach > top
    }
}

/// The rows each line of a frame covered when it was first drawn (Pango's
/// ink extents), for the frame's other bands: one per frame, on one thread.
public final class LineInk {
    struct Key: Hashable {
        let text: String
        let x: Double
        let baseline: Double
        let font: FontSpec
    }

    struct Rows {
        let top: Double
        let bottom: Double
    }

    var rows: [Key: Rows] = [:]

    public init() {}
}
