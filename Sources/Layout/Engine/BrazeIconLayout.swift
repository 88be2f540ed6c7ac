import BoxTreeModel
import CampaignModel

/// Braze's slide-up icon: a Font Awesome 4 character (`icon`) drawn in a
/// square of `icon_bg_color`, in `icon_color`, where an image would go.
/// Geometry as BrazeUI's `IconView` inside a slide-up: the theme's icon size
/// (50 pt for Braze) with its corner radius (0 in a Braze slide-up), the
/// glyph at 30/50 of that size, centred, and not an accessibility element.
/// The glyph comes from the bundled Font Awesome Free font (`fonts/`), which
/// covers Font Awesome's private-use code points, so Pango's fallback finds
/// it there and nowhere else.
struct BrazeIconLayout {
    let context: LayoutContext

    /// Braze's defaults when the message gives no colours: a white glyph on Braze blue.
    static let defaultColor = RGBAColor.white
    static let defaultBackground = RGBAColor(red: 0x00, green: 0x73, blue: 0xD5)
    /// Glyph size over icon size (`IconView.Attributes`: symbol 30 in a 50 pt square).
    static let glyphScale = 30.0 / 50.0

    func box(glyph: String, color: RGBAColor?, background: RGBAColor?, frame: Rect, cornerRadius: Double) -> Box {
        let font = FontSpec(style: .body, size: (frame.height * Self.glyphScale).rounded(), weight: .regular)
        let lines = context.measurer.lines(for: glyph, font: font, maxWidth: frame.width, alignment: .center, direction: .leftToRight)
        // One box, like a button: lines are relative to it, centred vertically.
        let placed = lines.map { $0.offsetBy(dx: 0, dy: (frame.height - lines.blockHeight) / 2) }
        return Box(role: .icon, frame: frame, fill: .color(background ?? Self.defaultBackground), cornerRadius: cornerRadius,
                   text: TextBlock(text: glyph, font: font, color: color ?? Self.defaultColor, alignment: .center, lines: placed))
    }
}
