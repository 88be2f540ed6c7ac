import BoxTreeModel

/// Maps points on the screen to cells: the screen fills `columns - 2` cells
/// across (one column each side is the device frame), and as many rows as
/// keep its aspect with cells twice as tall as they are wide. Row and column
/// 0 are the frame, so the screen's origin is cell (1, 1).
struct CellMapping {
    let screenColumns: Int
    let screenRows: Int
    /// Points per cell.
    let cellWidth: Double
    let cellHeight: Double

    /// Terminal cells are about twice as tall as they are wide.
    static let cellAspect = 2.0

    init(screen: Size, columns: Int) {
        screenColumns = max(1, columns - 2)
        cellWidth = screen.width / Double(screenColumns)
        screenRows = max(1, Int((screen.height / (cellWidth * Self.cellAspect)).rounded()))
        // Rounding the row count stretches rows a little so the screen maps exactly.
        cellHeight = screen.height / Double(screenRows)
    }

    /// The screen's cells, inside the frame.
    var screen: CellRect { CellRect(minColumn: 1, minRow: 1, maxColumn: 1 + screenColumns, maxRow: 1 + screenRows) }

    /// The cell holding the point at `x`.
    func column(_ x: Double) -> Int { 1 + clamp(Int((x / cellWidth).rounded(.down)), screenColumns) }
    func row(_ y: Double) -> Int { 1 + clamp(Int((y / cellHeight).rounded(.down)), screenRows) }

    /// The cells a rectangle covers: its edges rounded to the nearest cell
    /// boundary, and at least one cell in each direction when it is not empty.
    func rect(_ rect: Rect) -> CellRect {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
        }
        var minColumn = boundary(rect.minX / cellWidth), maxColumn = boundary(rect.maxX / cellWidth)
        var minRow = boundary(rect.minY / cellHeight), maxRow = boundary(rect.maxY / cellHeight)
        if maxColumn <= minColumn, rect.width > 0 {
            minColumn = column(rect.midX) - 1
            maxColumn = minColumn + 1
        }
        if maxRow <= minRow, rect.height > 0 {
            minRow = row(rect.midY) - 1
            maxRow = minRow + 1
        }
        return CellRect(minColumn: 1 + minColumn, minRow: 1 + minRow, maxColumn: 1 + maxColumn, maxRow: 1 + maxRow)
            .intersection(screen)
    }

    /// Whether a rectangle is too thin to draw as a box in cells (less than
    /// one and a half cells across or down): such boxes are drawn as a line.
    func isThin(_ rect: Rect) -> Bool {
        rect.width < 1.5 * cellWidth || rect.height < 1.5 * cellHeight
    }

    private func boundary(_ value: Double) -> Int {
        let rounded = value.rounded()
        return Int(max(-1_000_000, min(1_000_000, rounded)))
    }

    private func clamp(_ value: Int, _ count: Int) -> Int { max(0, min(count - 1, value)) }
}
