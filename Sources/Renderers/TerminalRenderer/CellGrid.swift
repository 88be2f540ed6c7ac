/// A picture made of character cells, drawn like a canvas: later writes
/// cover earlier ones, every write stays inside a clip rectangle, and a
/// two-cell character is never left half covered.
struct CellGrid: Sendable {
    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: Cell(), count: self.columns * self.rows)
    }

    var bounds: CellRect { CellRect(minColumn: 0, minRow: 0, maxColumn: columns, maxRow: rows) }

    subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    // MARK: Characters

    /// Writes one character at a cell and returns how many cells it took
    /// (0 when it does not fit inside `clip`).
    @discardableResult
    mutating func put(_ character: Character, column: Int, row: Int, foreground: TerminalColor?, bold: Bool = false,
                      clip: CellRect) -> Int {
        let width = CellWidth.of(character)
        guard width > 0 else { return 0 }
        let clip = clip.intersection(bounds)
        guard clip.contains(column: column, row: row), clip.contains(column: column + width - 1, row: row) else { return 0 }
        for offset in 0..<width { detachWideCharacter(column: column + offset, row: row) }
        var cell = self[column, row]
        cell.character = character
        cell.isContinuation = false
        cell.arms = []
        cell.foreground = foreground
        cell.bold = bold
        self[column, row] = cell
        if width == 2 {
            var tail = self[column + 1, row]
            tail.character = " "
            tail.isContinuation = true
            tail.arms = []
            tail.background = cell.background
            self[column + 1, row] = tail
        }
        return width
    }

    /// Writes a string from a cell rightward; returns the column after it.
    @discardableResult
    mutating func put(_ text: String, column: Int, row: Int, foreground: TerminalColor?, bold: Bool = false, clip: CellRect) -> Int {
        var x = column
        for character in text {
            put(character, column: x, row: row, foreground: foreground, bold: bold, clip: clip)
            x += CellWidth.of(character)
        }
        return x
    }

    /// Before a cell is overwritten, the other half of a two-cell character
    /// covering it becomes a plain space.
    private mutating func detachWideCharacter(column: Int, row: Int) {
        let cell = self[column, row]
        if cell.isContinuation, column > 0 {
            self[column - 1, row].character = " "
            self[column, row].isContinuation = false
        } else if column + 1 < columns, self[column + 1, row].isContinuation {
            self[column + 1, row].isContinuation = false
            self[column + 1, row].character = " "
        }
    }

    // MARK: Areas

    /// Paints an area's background. An opaque paint (`coversCharacters`)
    /// also erases what was written there; a translucent one tints it.
    mutating func paint(_ rect: CellRect, color: TerminalColor, alpha: UInt8, coversCharacters: Bool) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, alpha > 0 else { return }
        if coversCharacters {
            // Wide characters straddling the area's sides lose their outside half too.
            for row in area.minRow..<area.maxRow {
                detachWideCharacter(column: area.minColumn, row: row)
                if area.maxColumn - 1 > area.minColumn { detachWideCharacter(column: area.maxColumn - 1, row: row) }
            }
        }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn {
                var cell = self[column, row]
                cell.background = (cell.background ?? .white).composited(with: color, alpha: alpha)
                if coversCharacters {
                    cell.character = " "
                    cell.isContinuation = false
                    cell.arms = []
                    cell.foreground = nil
                    cell.bold = false
                } else if let foreground = cell.foreground {
                    cell.foreground = foreground.composited(with: color, alpha: alpha)
                }
                self[column, row] = cell
            }
        }
    }

    /// Applies `body` to every cell of an area (clipped to the grid).
    mutating func update(_ rect: CellRect, _ body: (inout Cell, _ column: Int, _ row: Int) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            for column in area.minColumn..<area.maxColumn { body(&self[column, row], column, row) }
        }
    }

    // MARK: Lines

    /// Adds line arms to a cell, joining any line already there (so a box's
    /// edge meeting another box's edge becomes `├`, `┬`, ...).
    mutating func addLine(_ arms: Cell.Arms, column: Int, row: Int, style: Cell.LineStyle, rounded: Bool,
                          color: TerminalColor?, clip: CellRect) {
        guard clip.intersection(bounds).contains(column: column, row: row) else { return }
        detachWideCharacter(column: column, row: row)
        var cell = self[column, row]
        if cell.arms.isEmpty {
            cell.character = " "
            cell.isContinuation = false
            cell.bold = false
        }
        cell.arms.formUnion(arms)
        cell.lineStyle = style
        cell.rounded = rounded
        cell.foreground = color
        self[column, row] = cell
    }

    /// Outlines a rectangle of at least 2 x 2 cells on its outermost cells.
    mutating func outline(_ rect: CellRect, style: Cell.LineStyle, rounded: Bool, color: TerminalColor?, clip: CellRect) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let left = rect.minColumn, right = rect.maxColumn - 1, top = rect.minRow, bottom = rect.maxRow - 1
        addLine([.right, .down], column: left, row: top, style: style, rounded: rounded, color: color, clip: clip)
        addLine([.left, .down], column: right, row: top, style: style, rounded: rounded, color: color, clip: clip)
        addLine([.right, .up], column: left, row: bottom, style: style, rounded: rounded, color: color, clip: clip)
        addLine([.left, .up], column: right, row: bottom, style: style, rounded: rounded, color: color, clip: clip)
        for column in (left + 1)..<right {
            addLine([.left, .right], column: column, row: top, style: style, rounded: rounded, color: color, clip: clip)
            addLine([.left, .right], column: column, row: bottom, style: style, rounded: rounded, color: color, clip: clip)
        }
        for row in (top + 1)..<bottom {
            addLine([.up, .down], column: left, row: row, style: style, rounded: rounded, color: color, clip: clip)
            addLine([.up, .down], column: right, row: row, style: style, rounded: rounded, color: color, clip: clip)
        }
    }
}
