import BoxTreeModel
/// Shapes and breaks text. The layout engine asks; the Pango implementation in
/// `TextShaping` answers, and the renderer later draws exactly these lines.
/// Tests may inject a fake.
public protocol TextMeasuring {
    /// Breaks `text` into lines no wider than `maxWidth` points (use
    /// `.infinity` for natural width), honouring newlines.
    ///
    /// Each paragraph takes its direction from its first strong character,
    /// or `direction` when it has none. Lines come back positioned inside a
    /// box of width `maxWidth` whose top-left is the origin: `x` per
    /// `alignment` (with `.infinity`, every line starts at 0), `baseline`
    /// stacked line after line from 0.
    ///
    /// A line that mixes directions carries its bidi runs in visual order
    /// (`TextLine.runs`); the layout passes them to the tree unchanged, and
    /// renderers never reorder text themselves. A measurer that leaves them
    /// `nil` says each line is one run in its direction.
    func lines(for text: String, font: FontSpec, maxWidth: Double, alignment: PhysicalAlignment,
               direction: LayoutDirection) -> [TextLine]
}

extension Array where Element == TextLine {
    /// Height of the stacked lines: the bottom of the last line box.
    public var blockHeight: Double { last.map { $0.baseline - $0.ascent + $0.height } ?? 0 }
    /// The widest line.
    public var maxWidth: Double { map(\.width).max() ?? 0 }
}
