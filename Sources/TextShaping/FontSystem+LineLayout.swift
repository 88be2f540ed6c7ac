import BoxTreeModel
import CCairo
import Layout

/// Pango units per point (`PANGO_SCALE`).
let pangoScale = 1024.0

/// A single-line Pango layout ready to measure or draw, with its metrics in
/// points. Valid only inside the `withLineLayout` call that produced it.
struct LineLayout {
    let layout: OpaquePointer
    /// Logical (advance) width.
    let width: Double
    /// From the top of the logical rectangle to the baseline.
    let ascent: Double
    /// Height of the logical rectangle (font ascent plus descent).
    let height: Double
    /// Where the logical rectangle starts inside the layout; drawing
    /// subtracts it so the line's left edge lands exactly on `TextLine.x`.
    let logicalX: Double
    let logicalY: Double
    /// How far the drawn glyphs reach above and below the baseline (ink extents).
    let inkAscent: Double
    let inkDescent: Double
}

extension FontSystem {
    /// The one function that turns a line of text into a Pango layout.
    /// Measuring (`PangoTextMeasurer`) and drawing (`TextDrawer`) both go
    /// through it, so a drawn line is exactly as wide as it was measured.
    ///
    /// A line is shaped once and kept (`ShapedLineCache`): measuring a line
    /// and then drawing it shapes it once. `body` must not keep the layout.
    func withLineLayout<T>(_ text: String, font: FontSpec, direction: LayoutDirection,
                           _ body: (LineLayout) throws -> T) rethrows -> T {
        try withLock {
            let key = ShapedLineCache.Key(text: text, font: font, direction: direction)
            return try body(shapedLines.line(for: key) { shapeLine(text, font: font, direction: direction) })
        }
    }

    /// A new layout of `text` on one line, shaped. Call with the lock held.
    private func shapeLine(_ text: String, font: FontSpec, direction: LayoutDirection) -> LineLayout {
        let map = fontMap(for: text)
        let layout = pango_layout_new(map.state(direction).context)!
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_width(layout, -1)
        bindForFirstShaping(of: text, font: font, direction: direction, map: map)
        let safe = Self.pangoSafe(text)
        computeMetricsFirst(of: safe, font: font, direction: direction, map: map)
        pango_layout_set_font_description(layout, fontDescription(for: font))
        pango_layout_set_text(layout, safe, -1)
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let baseline = Double(pango_layout_get_baseline(layout))
        return LineLayout(
            layout: layout,
            width: Double(logical.width) / pangoScale,
            ascent: (baseline - Double(logical.y)) / pangoScale,
            height: Double(logical.height) / pangoScale,
            logicalX: Double(logical.x) / pangoScale,
            logicalY: Double(logical.y) / pangoScale,
            inkAscent: ink.height == 0 ? 0 : (baseline - Double(ink.y)) / pangoScale,
            inkDescent: ink.height == 0 ? 0 : (Double(ink.y) + Double(ink.height) - baseline) / pangoScale)
    }

    /// Pango reads NUL-terminated UTF-8: an embedded NUL would silently cut
    /// the text, so it becomes U+FFFD (drawn, visibly, as a replacement box).
    static func pangoSafe(_ text: String) -> String {
        text.utf8.contains(0) ? text.replacingOccurrences(of: "\0", with: "\u{FFFD}") : text
    }
}
