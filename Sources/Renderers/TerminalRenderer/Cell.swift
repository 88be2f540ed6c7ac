/// One character cell of the terminal picture.
struct Cell: Equatable, Sendable {
    /// Which neighbours a box-drawing line in this cell connects to.
    struct Arms: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let up = Arms(rawValue: 1)
        static let down = Arms(rawValue: 2)
        static let left = Arms(rawValue: 4)
        static let right = Arms(rawValue: 8)
    }

    enum LineStyle: Sendable {
        case solid
        /// For the host app behind the message: present but faint.
        case dashed
    }

    var character: Character = " "
    /// The right half of a two-cell character printed in the cell before.
    var isContinuation = false
    /// `nil` is the terminal's own colour.
    var foreground: TerminalColor?
    var background: TerminalColor?
    var bold = false
    /// When not empty, the cell shows a line and `character` is ignored.
    var arms: Arms = []
    var lineStyle: LineStyle = .solid
    /// Corners drawn as arcs (`╭`) rather than angles (`┌`).
    var rounded = false

    /// The character printed for the cell.
    var glyph: Character {
        arms.isEmpty ? character : Self.lineGlyph(arms, style: lineStyle, rounded: rounded)
    }

    static func lineGlyph(_ arms: Arms, style: LineStyle, rounded: Bool) -> Character {
        switch arms {
        case [.left], [.right], [.left, .right]: style == .dashed ? "┄" : "─"
        case [.up], [.down], [.up, .down]: style == .dashed ? "┆" : "│"
        case [.right, .down]: rounded ? "╭" : "┌"
        case [.left, .down]: rounded ? "╮" : "┐"
        case [.up, .right]: rounded ? "╰" : "└"
        case [.up, .left]: rounded ? "╯" : "┘"
        case [.up, .down, .right]: "├"
        case [.up, .down, .left]: "┤"
        case [.left, .right, .down]: "┬"
        case [.left, .right, .up]: "┴"
        default: "┼"
        }
    }
}

/// A rectangle of cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
struct CellRect: Equatable, Sendable {
    var minColumn: Int
    var minRow: Int
    var maxColumn: Int
    var maxRow: Int

    var width: Int { max(0, maxColumn - minColumn) }
    var height: Int { max(0, maxRow - minRow) }
    var isEmpty: Bool { width == 0 || height == 0 }

    func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column < maxColumn && row >= minRow && row < maxRow
    }

    func intersection(_ other: CellRect) -> CellRect {
        CellRect(minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
                 maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
    }
}
