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
        guard !line.text.isEmpty, color.alpha > 0 else { return }
        fontSystem.withLineLayout(line.text, font: font, direction: line.direction) { layout in
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            cairo_set_source_rgba(cairo, Double(color.red) / 255, Double(color.green) / 255,
                                  Double(color.blue) / 255, Double(color.alpha) / 255)
            // Put the logical rectangle's top-left on the line box's top-left.
            cairo_move_to(cairo, line.x - layout.logicalX, line.baseline - layout.ascent - layout.logicalY)
            pango_cairo_show_layout(cairo, layout.layout)
        }
    }

    /// Draws every line of a text block that can reach the context's clip
    /// (a band of a frame drawn in bands shapes only its own lines).
    public func draw(_ block: TextBlock, on cairo: OpaquePointer) {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        fontSystem.withLock {
            for line in block.lines where Self.mayReach(line, top: top, bottom: bottom) {
                draw(line, font: block.font, color: block.color, on: cairo)
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
