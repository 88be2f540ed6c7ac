import BoxTreeModel

/// Draws a box tree into a cell grid as a wireframe: the device frame, the
/// host app in dashed lines, the scrim as shade (or its colour), boxes
/// outlined with box-drawing characters, text re-wrapped to the cells of its
/// box, buttons as `[ label ]`, artwork as a hatched `[image]` panel.
///
/// Boxes are drawn in tree order like the Cairo painter: fill, artwork,
/// text, glyph, children, then the outline, each inside its clip.
struct WireframeDrawer {
    let tree: BoxTree
    let mapping: CellMapping
    /// With no colours, shapes that colour alone would show (the scrim, thin
    /// bars) get characters instead.
    let colored: Bool
    let showsCaption: Bool
    private(set) var grid: CellGrid

    /// Wireframe strokes: iOS systemGray, readable on light and dark fills.
    static let strokeColor = TerminalColor(red: 142, green: 142, blue: 147)
    /// The host app's strokes: systemGray3, fainter.
    static let hostStrokeColor = TerminalColor(red: 199, green: 199, blue: 204)
    static let artworkBackground = TerminalColor(red: 229, green: 229, blue: 234)
    static let artworkPattern = TerminalColor(red: 174, green: 174, blue: 178)
    static let artworkLabel = TerminalColor(red: 99, green: 99, blue: 102)

    init(tree: BoxTree, columns: Int, colored: Bool, showsCaption: Bool) {
        self.tree = tree
        self.colored = colored
        self.showsCaption = showsCaption
        mapping = CellMapping(screen: tree.environment.screen, columns: columns)
        let caption = showsCaption ? Self.caption(for: tree, width: columns) : []
        grid = CellGrid(columns: columns, rows: mapping.screenRows + 2 + caption.count)
    }

    mutating func draw() -> CellGrid {
        let screen = mapping.screen
        // A white window under everything, as UIKit's (and the PNG renderer's) default background.
        grid.paint(screen, color: .white, alpha: 255, coversCharacters: true)
        draw(tree.root, clip: screen, inHost: false)
        grid.outline(CellRect(minColumn: 0, minRow: 0, maxColumn: grid.columns, maxRow: screen.maxRow + 1),
                     style: .solid, rounded: true, color: Self.strokeColor, clip: grid.bounds)
        if showsCaption {
            for (index, line) in Self.caption(for: tree, width: grid.columns).enumerated() {
                let row = screen.maxRow + 1 + index
                let column = (grid.columns - CellWidth.of(line)) / 2
                grid.put(line, column: column, row: row, foreground: nil, clip: grid.bounds)
            }
        }
        return grid
    }

    /// Campaign, type and variant; and the reason when a device would not show it.
    static func caption(for tree: BoxTree, width: Int) -> [String] {
        let environment = tree.environment
        var parts = [tree.campaignID, tree.messageType, environment.deviceName, environment.orientation.rawValue]
        parts.append([environment.language, environment.direction.rawValue].compactMap { $0 }.joined(separator: " "))
        parts.append("text \(environment.textSize)")
        var lines = TextWrapper.wrap(parts.joined(separator: " · "), width: width)
        if let reason = tree.display.reason {
            lines += TextWrapper.wrap("not displayed: \(reason)", width: width)
        }
        return lines
    }

    // MARK: Boxes

    private mutating func draw(_ box: Box, clip parentClip: CellRect, inHost parentInHost: Bool) {
        let inHost = parentInHost || box.role == .hostApp || box.role == .hostDecoration || box.role == .statusBar
            || box.role == .homeIndicator
        var clip = parentClip
        if let boxClip = box.clip { clip = clip.intersection(mapping.rect(boxClip)) }
        let cells = mapping.rect(box.frame)

        switch box.role {
        case .scrim:
            if let fill = box.fill { drawScrim(fill, cells: cells.intersection(clip)) }
        case .scrollIndicator:
            drawScrollIndicator(box, clip: clip)
        default:
            if let fill = box.fill { drawFill(fill, box: box, cells: cells, clip: clip, inHost: inHost) }
            if let image = box.image, !inHost { drawArtwork(image, box: box, cells: cells, clip: clip) }
            if let text = box.text {
                if box.role == .button {
                    drawButtonLabel(text, cells: cells, clip: clip)
                } else {
                    drawText(text, box: box, cells: cells, clip: clip, faint: inHost)
                }
            }
            if let glyph = box.glyph { drawGlyph(glyph, box: box, clip: clip) }
        }
        for child in box.children { draw(child, clip: clip, inHost: inHost) }
        if let outline = outline(for: box, inHost: inHost) {
            grid.outline(cells, style: outline.style, rounded: box.cornerRadius > 0, color: outline.color, clip: clip)
        }
    }

    /// Which boxes get a box-drawing outline, and in what style.
    private func outline(for box: Box, inHost: Bool) -> (style: Cell.LineStyle, color: TerminalColor)? {
        guard !mapping.isThin(box.frame) else { return nil }
        if inHost {
            let drawn = box.role == .hostDecoration && box.text == nil && (box.fill != nil || box.border != nil)
            return drawn ? (.dashed, Self.hostStrokeColor) : nil
        }
        if let border = box.border, border.color.alpha > 0 { return (.solid, TerminalColor(border.color)) }
        switch box.role {
        case .card, .artwork, .icon:
            return (.solid, Self.strokeColor)
        case .surface:
            // A full-screen surface is framed by the device itself.
            let screen = tree.environment.screen
            let fullScreen = box.frame.width >= screen.width - 0.5 && box.frame.height >= screen.height - 0.5
            return fullScreen || box.fill == nil ? nil : (.solid, Self.strokeColor)
        case .notice:
            return box.fill != nil ? (.solid, Self.strokeColor) : nil
        default:
            return nil
        }
    }

    // MARK: Fills

    private mutating func drawFill(_ fill: Fill, box: Box, cells: CellRect, clip: CellRect, inHost: Bool) {
        let color: RGBAColor
        switch fill {
        case .color(let solid): color = solid
        // A gradient in a few rows of cells: its middle colour.
        case .linearGradient(let top, let bottom): color = top.mixed(with: bottom)
        }
        guard color.alpha > 0 else { return }
        if mapping.isThin(box.frame), box.text == nil, box.glyph == nil, box.image == nil {
            // A hairline (a separator) would take a whole row next to the edge it marks, which is outlined anyway.
            guard min(box.frame.width, box.frame.height) >= 1 else { return }
            drawBar(box.frame, color: color, clip: clip, inHost: inHost)
            return
        }
        // Mostly opaque paint hides what is under it; light tints only colour it.
        grid.paint(cells.intersection(clip), color: TerminalColor(color), alpha: color.alpha, coversCharacters: color.alpha >= 128)
    }

    /// A box thinner than a cell and a half: one row (or column) through its
    /// middle, coloured, or drawn with dashes when there are no colours.
    private mutating func drawBar(_ frame: Rect, color: RGBAColor, clip: CellRect, inHost: Bool) {
        let horizontal = frame.width >= frame.height * CellMapping.cellAspect
        var cells = mapping.rect(frame)
        if horizontal {
            cells.minRow = mapping.row(frame.midY)
            cells.maxRow = cells.minRow + 1
        } else {
            cells.minColumn = mapping.column(frame.midX)
            cells.maxColumn = cells.minColumn + 1
        }
        let area = cells.intersection(clip)
        guard !area.isEmpty else { return }
        grid.paint(area, color: TerminalColor(color), alpha: color.alpha, coversCharacters: color.alpha >= 128)
        guard !colored else { return }
        let character: Character = inHost ? (horizontal ? "┄" : "┆") : (horizontal ? "─" : "│")
        grid.update(area) { cell, _, _ in
            cell.character = character
            cell.foreground = inHost ? Self.hostStrokeColor : Self.strokeColor
        }
    }

    /// The dimming layer: its colour over everything below, or, without
    /// colours, a light shade in every empty cell so the app stays visible through it.
    private mutating func drawScrim(_ fill: Fill, cells: CellRect) {
        guard case .color(let color) = fill, color.alpha > 0 else { return }
        grid.paint(cells, color: TerminalColor(color), alpha: color.alpha, coversCharacters: false)
        guard !colored else { return }
        grid.update(cells) { cell, _, _ in
            if cell.glyph == " ", !cell.isContinuation { cell.character = "░" }
        }
    }

    private mutating func drawScrollIndicator(_ box: Box, clip: CellRect) {
        var cells = mapping.rect(box.frame)
        cells.minColumn = mapping.column(box.frame.midX)
        cells.maxColumn = cells.minColumn + 1
        let color = box.fill.flatMap { fill -> RGBAColor? in
            if case .color(let color) = fill { return color }
            return nil
        } ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 89)
        let area = cells.intersection(clip)
        for row in area.minRow..<max(area.minRow, area.maxRow) {
            let foreground = background(column: area.minColumn, row: row).composited(with: TerminalColor(color), alpha: max(color.alpha, 128))
            grid.put("┃", column: area.minColumn, row: row, foreground: foreground, clip: clip)
        }
    }

    // MARK: Artwork

    /// Artwork is not drawn: a light diagonal pattern with `[image]` in the middle.
    private mutating func drawArtwork(_ image: ImageContent, box: Box, cells: CellRect, clip: CellRect) {
        let area = cells.intersection(clip)
        guard !area.isEmpty else { return }
        grid.paint(area, color: Self.artworkBackground, alpha: 255, coversCharacters: true)
        grid.update(area) { cell, column, row in
            if (column - cells.minColumn + 2 * (row - cells.minRow)) % 4 == 0 {
                cell.character = "╱"
                cell.foreground = Self.artworkPattern
            }
        }
        let inner = cells.width - 2
        let labels = image.isPlaceholder ? ["[image not loaded]", "[no image]", "[image]", "[img]", "▣"] : ["[image]", "[img]", "▣"]
        guard let label = labels.first(where: { CellWidth.of($0) <= max(1, inner) }) else { return }
        let row = mapping.row(box.frame.midY)
        let column = cells.minColumn + (cells.width - CellWidth.of(label)) / 2
        grid.put(label, column: column, row: row, foreground: Self.artworkLabel, clip: clip)
    }

    // MARK: Text

    /// The box's text re-wrapped to the box's width in cells, from the row of
    /// the layout's first line, each line aligned and in the visual order of
    /// the layout's bidi levels.
    private mutating func drawText(_ block: TextBlock, box: Box, cells: CellRect, clip: CellRect, faint: Bool) {
        let width = cells.width
        guard width > 0, block.color.alpha > 0 else { return }
        let leveled = LeveledText(block, direction: block.lines.first?.direction ?? tree.environment.direction)
        var lines = TextWrapper.wrap(block.text, width: width)
        // From the row of the layout's first line, moved up (not above the box)
        // when the lines would otherwise run past the box's last row.
        let layoutRow = block.lines.first.map { mapping.row($0.frame.midY) } ?? cells.minRow
        let firstRow = max(cells.minRow, min(layoutRow, cells.maxRow - lines.count))
        let available = max(1, cells.maxRow - firstRow)
        // Rows are coarser than lines: when short of them, paragraph gaps go first, then the end.
        if lines.count > available { lines.removeAll { $0.isEmpty } }
        if lines.count > available {
            lines = Array(lines.prefix(available))
            let last = lines[available - 1]
            lines[available - 1] = TextWrapper.truncate(last + "…", width: width)
        }
        var cursor = 0
        for (index, line) in lines.enumerated() {
            let visual = LeveledText.visual(line, levels: leveled.levels(of: line, from: &cursor))
            let lineWidth = CellWidth.of(visual)
            let column: Int
            switch block.alignment {
            case .left: column = cells.minColumn
            case .center: column = cells.minColumn + (width - lineWidth) / 2
            case .right: column = cells.maxColumn - lineWidth
            }
            write(visual, column: column, row: firstRow + index, color: block.color, bold: block.font.weight.rawValue >= 600,
                  faint: faint, clip: clip)
        }
    }

    /// `[ label ]`, centred in the button, cut with "…" when it does not fit.
    private mutating func drawButtonLabel(_ block: TextBlock, cells: CellRect, clip: CellRect) {
        let leveled = LeveledText(block, direction: block.lines.first?.direction ?? tree.environment.direction)
        let text = block.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let shown = TextWrapper.truncate(text, width: cells.width >= 5 ? cells.width - 4 : cells.width)
        var cursor = 0
        let visual = LeveledText.visual(shown, levels: leveled.levels(of: shown, from: &cursor))
        let label = cells.width >= 5 ? "[ " + visual + " ]" : visual
        let row = cells.minRow + (cells.height - 1) / 2
        let column = cells.minColumn + (cells.width - CellWidth.of(label)) / 2
        write(label, column: column, row: row, color: block.color, bold: block.font.weight.rawValue >= 600, faint: false, clip: clip)
    }

    /// Writes text in a colour composited over each cell's background; faint
    /// text (the host app's) is mixed halfway into its background.
    private mutating func write(_ text: String, column: Int, row: Int, color: RGBAColor, bold: Bool, faint: Bool, clip: CellRect) {
        var x = column
        for character in text {
            let below = background(column: x, row: row)
            var foreground = below.composited(with: TerminalColor(color), alpha: color.alpha)
            if faint { foreground = below.composited(with: foreground, alpha: 128) }
            grid.put(character, column: x, row: row, foreground: foreground, bold: bold, clip: clip)
            x += CellWidth.of(character)
        }
    }

    private func background(column: Int, row: Int) -> TerminalColor {
        guard grid.bounds.contains(column: column, row: row) else { return .white }
        return grid[column, row].background ?? .white
    }

    // MARK: Glyphs

    private mutating func drawGlyph(_ glyph: Glyph, box: Box, clip: CellRect) {
        let column = mapping.column(box.frame.midX), row = mapping.row(box.frame.midY)
        switch glyph {
        case .close(let color, let background, _):
            if let background, background.alpha > 0 {
                // The glyph's circle, as wide as a cell and its two neighbours.
                let circle = CellRect(minColumn: column - 1, minRow: row, maxColumn: column + 2, maxRow: row + 1)
                grid.paint(circle.intersection(clip), color: TerminalColor(background), alpha: background.alpha, coversCharacters: true)
            }
            write("✕", column: column, row: row, color: color, bold: false, faint: false, clip: clip)
        case .chevron(let color, let pointsRight):
            write(pointsRight ? "›" : "‹", column: column, row: row, color: color, bold: false, faint: false, clip: clip)
        }
    }
}
