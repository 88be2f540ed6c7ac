import BoxTreeModel

/// A frame drawn in bands walks its tree once per band; a box whose
/// drawing cannot reach the band's rows is passed over there (its path is
/// never built), so a band costs about its share of the frame. The reaches
/// are generous: a box drawn where it shows nothing costs time, a box
/// skipped where it shows something would lose pixels
/// (`BandDrawingTests` and every PNG golden check that nothing is).
extension BoxTreePainter {
    /// How far outside its frame a box's own fill, artwork, glyph and
    /// border can draw, in points: a border's stroke, a close glyph's circle
    /// (it may be larger than the frame), a chevron's 8 x 14 pt angle, and
    /// a point of anti-aliasing. Text is culled line by line
    /// (`TextDrawer.mayReach`); shadows by `shadowReach`.
    static func inkReach(of box: Box) -> Double {
        var reach = 1.0
        if let border = box.border, border.width.isFinite { reach += max(0, border.width) }
        switch box.glyph {
        case .close(_, _, let visibleSize)?: reach += visibleSize.isFinite ? max(0, visibleSize) : .infinity
        case .chevron?: reach += 10
        case nil: break
        }
        return reach
    }

    /// How far a shadow can darken outside its box's frame, in points: its
    /// vertical offset and three sigmas of blur (`drawShadow`'s padding),
    /// and a point more.
    static func shadowReach(of shadow: Shadow) -> Double {
        let reach = abs(shadow.offsetY) + 3 * max(0, shadow.blurRadius) + 2
        return reach.isFinite ? reach : .infinity
    }
}

extension PaintSession {
    /// Whether drawing within `reach` points of `frame` (vertically) can
    /// show in the band being drawn; always, outside a frame drawn in bands.
    func mayShow(_ frame: Rect, reach: Double) -> Bool {
        guard let band else { return true }
        return frame.minY - reach < band.bottom && frame.maxY + reach > band.top
    }
}
