/// How `TerminalRenderer` draws: the CLI's `--columns`, `--color` (after
/// `TerminalColorDepth.pick`) and `--ansi-mode`.
public struct TerminalConfiguration: Sendable, Equatable {
    /// What the picture shows.
    public enum Mode: String, Sendable, CaseIterable, Codable {
        /// Boxes, text and buttons drawn from the box tree with box-drawing characters.
        case wireframe
        /// The rendered pixels, two per cell, with upper-half blocks `▀`.
        case raster
    }

    /// Narrower requests are widened to this: below it a message has no room for text.
    public static let minimumColumns = 20

    /// The width of the output in terminal cells, device frame included
    /// (at least `minimumColumns`). The height follows from the screen's
    /// aspect, with cells twice as tall as wide.
    public var columns: Int {
        didSet { columns = max(Self.minimumColumns, columns) }
    }
    public var colorDepth: TerminalColorDepth
    public var mode: Mode
    /// Wireframe only: a line under the picture naming the campaign and the
    /// variant (and saying when a device would not display the message).
    public var showsCaption: Bool

    public init(columns: Int = 80, colorDepth: TerminalColorDepth = .none, mode: Mode = .wireframe, showsCaption: Bool = true) {
        self.columns = max(Self.minimumColumns, columns)
        self.colorDepth = colorDepth
        self.mode = mode
        self.showsCaption = showsCaption
    }
}
