/// Prints a cell grid as text with SGR escape sequences for its colours.
///
/// Each row changes only the attributes that differ from the cell before
/// and ends with a reset, so any row can be printed alone and the output
/// never leaves the terminal coloured. With `.none` the output is plain
/// text without a single escape sequence.
struct ANSIEncoder {
    let depth: TerminalColorDepth
    /// When a palette maps a character and its background to one colour, print
    /// the character in black or white instead. Right for text; wrong for
    /// half-block pixels, whose two halves may well be the same colour.
    var keepsTextLegible = true

    private struct Style: Equatable {
        var foreground: String?
        var background: String?
        var bold = false
    }

    func encode(_ grid: CellGrid) -> String {
        var output = ""
        for row in 0..<grid.rows {
            var current = Style()
            var line = ""
            for column in 0..<grid.columns {
                let cell = grid[column, row]
                if cell.isContinuation { continue }
                if depth != .none {
                    var style = self.style(of: cell)
                    if cell.glyph == " " {
                        // A space shows no foreground: keeping the current one saves escape sequences.
                        style.foreground = current.foreground
                        style.bold = current.bold
                    }
                    line += transition(from: current, to: style)
                    current = style
                }
                line.append(cell.glyph)
            }
            if current != Style() { line += "\u{1B}[0m" }
            if depth == .none {
                while line.last == " " { line.removeLast() }
            }
            output += line + "\n"
        }
        return output
    }

    private func style(of cell: Cell) -> Style {
        let background = cell.background.map { code($0, background: true) }
        var foreground = cell.foreground.map { code($0, background: false) }
        // A palette can map text and its background to one colour; keep the text legible.
        if keepsTextLegible, depth != .trueColor, let cellForeground = cell.foreground, let cellBackground = cell.background,
           cell.glyph != " ", quantized(cellForeground) == quantized(cellBackground) {
            foreground = code(cellBackground.luma > 127 ? .black : .white, background: false)
        }
        return Style(foreground: foreground, background: background, bold: cell.bold)
    }

    private func transition(from old: Style, to new: Style) -> String {
        guard old != new else { return "" }
        var parameters: [String] = []
        if old.bold != new.bold { parameters.append(new.bold ? "1" : "22") }
        if old.foreground != new.foreground { parameters.append(new.foreground ?? "39") }
        if old.background != new.background { parameters.append(new.background ?? "49") }
        guard !parameters.isEmpty else { return "" }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    private func quantized(_ color: TerminalColor) -> Int {
        switch depth {
        case .ansi16: ColorPalette.nearestBasic(color)
        case .ansi256: ColorPalette.nearest256(color)
        default: Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
        }
    }

    private func code(_ color: TerminalColor, background: Bool) -> String {
        switch depth {
        case .none:
            return ""
        case .trueColor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(ColorPalette.nearest256(color))"
        case .ansi16:
            let index = ColorPalette.nearestBasic(color)
            let base = (background ? 40 : 30) + (index >= 8 ? 60 : 0)
            return String(base + index % 8)
        }
    }
}
