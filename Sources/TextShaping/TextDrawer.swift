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

    /// Draws every line of a text block.
    public func draw(_ block: TextBlock, on cairo: OpaquePointer) {
        fontSystem.withLock {
            for line in block.lines { draw(line, font: block.font, color: block.color, on: cairo) }
        }
    }
}
