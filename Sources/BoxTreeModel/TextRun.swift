/// A stretch of one line drawn in one direction: the line's bidirectional
/// runs, as the layout resolved them (Pango, with FriBidi's Unicode
/// Bidirectional Algorithm), so no renderer has to resolve them again.
public struct TextRun: Equatable, Hashable, Sendable, Codable {
    /// The run's characters in **logical** order, as they are shaped.
    public var text: String
    /// The direction the run is drawn in (the parity of `level`).
    public var direction: LayoutDirection
    /// The run's Unicode bidi embedding level: 0 for left-to-right text in a
    /// left-to-right paragraph, 1 for right-to-left text, 2 for a number or
    /// Latin text inside right-to-left text, and so on. A renderer that
    /// re-breaks lines reorders its own lines with these levels.
    public var level: Int

    public init(text: String, direction: LayoutDirection, level: Int) {
        self.text = text
        self.direction = direction
        self.level = level
    }

    /// A run at `level`, in the direction that level draws in.
    public init(text: String, level: Int) {
        self.init(text: text, direction: level % 2 == 1 ? .rightToLeft : .leftToRight, level: level)
    }
}
