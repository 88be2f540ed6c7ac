import BoxTreeModel
/// The last step of layout: turns flow coordinates into page coordinates.
/// In right-to-left every frame, clip and glyph is reflected across the
/// screen's vertical centre line, and text lines become absolute.
struct Mirroring {
    let environment: Environment

    func finalize(_ box: Box) -> Box {
        let axis = environment.screenSize.width / 2
        let mirror = environment.direction == .rightToLeft
        var copy = box
        if mirror {
            copy.frame = box.frame.mirrored(around: axis)
            copy.clip = box.clip?.mirrored(around: axis)
            if case .chevron(let color, let pointsRight) = box.glyph {
                copy.glyph = .chevron(color: color, pointsRight: !pointsRight)
            }
        }
        if var text = copy.text {
            // Lines were measured for the final direction already (their
            // alignment is physical), so they only need the box's origin.
            text.lines = text.lines.map { $0.offsetBy(dx: copy.frame.x, dy: copy.frame.y) }
            copy.text = text
        }
        copy.children = box.children.map(finalize)
        return copy
    }
}
