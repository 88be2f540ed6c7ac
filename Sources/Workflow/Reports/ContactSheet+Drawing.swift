import BoxTreeModel
import CairoRenderer
import Foundation
import Imaging
import Layout
import Pipeline

extension ContactSheet {
    /// A page being drawn: its geometry, fixed from the entries' sizes, and
    /// its bands, each drawn once. Rows may be drawn before the title, as
    /// their variants arrive, when the page's width cannot depend on the
    /// title (`widthIsFixed`); the title, which counts the variants not
    /// displayed, is drawn last. A cell paints nothing more than a few
    /// pixels outside its frames (its red frame's outer half is 3), well
    /// inside the half gap (`reach`), so the bands are the whole page's pixels.
    public final class Drawing {
        let sheet: ContactSheet
        private let measurer: any TextMeasuring
        private let renderer: PNGRenderer
        /// The top of the first row of cells, and each band's first pixel row (the title's, then each row's).
        let rowsTop: Double, bandStarts: [Int]
        let height: Double
        /// The widest row of cells, margins included.
        private let rowsWidth: Double
        /// The page's width when no title can change it; otherwise known with the title.
        private let fixedWidth: Double?
        private var encoder: PNGBandEncoder?
        private var drawnRows = Set<Int>()
        /// Entries drawn not displayed, for the title, which is drawn last.
        private var notDisplayed = Set<Int>()

        /// A drawing with the session's fonts (its thread's alone: Pango is not thread-safe).
        public init(_ sheet: ContactSheet, session: PreviewSession) throws {
            self.sheet = sheet
            let measurer = session.measurer
            self.measurer = measurer
            renderer = PNGRenderer(fontSystem: session.fontSystem)
            // The title is one line: its height does not depend on its words.
            let titleHeight = measurer.lines(for: sheet.title(notShown: 0), font: ContactSheet.titleFont, maxWidth: .infinity,
                                             alignment: .left, direction: .leftToRight).blockHeight
            // On whole pixels (the title's height is not), so each thumbnail
            // is copied as it is rather than resampled half a pixel off.
            let rowsTop = (margin + titleHeight + gap).rounded(.up)
            self.rowsTop = rowsTop
            let rowHeight = Double(thumbnailHeight) + labelHeight
            bandStarts = [0] + sheet.rows.indices.map { Int(rowsTop + Double($0) * (rowHeight + gap) - gap / 2) }
            height = (rowsTop + Double(max(sheet.rows.count, 1)) * (rowHeight + gap) - gap + margin).rounded(.up)
            let widest = sheet.rows.map { row in
                row.reduce(margin) { x, index in x + max(sheet.sizes[index].width, minimumCellWidth) + gap } - gap + margin
            }.max() ?? 0
            fixedWidth = widest >= Self.titleWidthBound(sheet, measurer: measurer) + 2 * margin ? widest.rounded(.up) : nil
            rowsWidth = widest
        }

        /// At least the width of the title with any count of variants not
        /// displayed (none to all of the page's): the title's start, plus
        /// its ending with the count written in the widest digit, plus the
        /// title's font size for what shaping the parts together may add
        /// (kerning at the joins; a point or two in practice). Measuring the
        /// title for every count took one shaping per entry, 33 to 49 a page;
        /// a bound that errs wide only draws the page whole at the end,
        /// which gives the same bytes.
        static func titleWidthBound(_ sheet: ContactSheet, measurer: any TextMeasuring) -> Double {
            func width(_ text: String) -> Double {
                measurer.lines(for: text, font: ContactSheet.titleFont, maxWidth: .infinity, alignment: .left,
                               direction: .leftToRight).maxWidth
            }
            let widestDigit = (0...9).map { (digit: String($0), width: width(String($0))) }.max { $0.width < $1.width }!.digit
            let count = String(repeating: widestDigit, count: String(sheet.entries.count).count)
            return width(sheet.titleStart) + width(sheet.notDisplayedEnding(count: count)) + ContactSheet.titleFont.size
        }

        /// Whether rows can be drawn before the title is known.
        public var widthIsFixed: Bool { fixedWidth != nil }

        /// Draws row `row` of cells (once; later calls do nothing), from
        /// `cells` by entry index. Does nothing while the width is not fixed
        /// (`widthIsFixed`): `finish` then draws every row with the title.
        public func drawRow(_ row: Int, cells: [Int: (entry: Entry, cell: Cell)]) throws {
            guard let width = fixedWidth else { return }
            try drawRow(row, cells: cells, width: width)
        }

        private func drawRow(_ row: Int, cells: [Int: (entry: Entry, cell: Cell)], width: Double) throws {
            guard drawnRows.insert(row).inserted else { return }
            notDisplayed.formUnion(sheet.rows[row].filter { cells[$0].map { !$0.entry.displayed } ?? false })
            let (boxes, thumbnails) = rowContent(row, cells: cells)
            let first = bandStarts[row + 1], end = row + 2 < bandStarts.count ? bandStarts[row + 2] : Int(height)
            try draw(boxes, rows: first..<end, images: Thumbnails(byVariant: thumbnails), width: width)
        }

        /// Row `row`'s boxes, and the thumbnails their artwork names.
        func rowContent(_ row: Int, cells: [Int: (entry: Entry, cell: Cell)]) -> (boxes: [Box], thumbnails: [String: Thumbnail]) {
            var boxes: [Box] = [], thumbnails: [String: Thumbnail] = [:]
            var x = margin
            let y = rowsTop + Double(row) * (Double(thumbnailHeight) + labelHeight + gap)
            for index in sheet.rows[row] {
                let size = sheet.sizes[index], cellWidth = max(size.width, minimumCellWidth)
                let (entry, cell) = cells[index] ?? (sheet.entries[index], .missing)
                if case .thumbnail(let thumbnail) = cell { thumbnails[entry.variant] = thumbnail }
                boxes += sheet.cell(entry, thumbnail: thumbnails[entry.variant], size: size, width: cellWidth,
                                    at: Point(x: x, y: y), measurer: measurer)
                x += cellWidth + gap
            }
            return (boxes, thumbnails)
        }

        /// The title's box, counting the variants not displayed in the rows
        /// drawn and among `cells`, and the page's width with it.
        func titleContent(cells: [Int: (entry: Entry, cell: Cell)]) -> (box: Box, width: Double) {
            let notShown = notDisplayed.union(cells.filter { !$0.value.entry.displayed }.keys)
            let title = sheet.title(notShown: notShown.count)
            let lines = measurer.lines(for: title, font: ContactSheet.titleFont, maxWidth: .infinity, alignment: .left,
                                       direction: .leftToRight)
            let width = fixedWidth ?? max(rowsWidth, lines.maxWidth + 2 * margin).rounded(.up)
            return (sheet.textBox(title, font: ContactSheet.titleFont, color: ink, lines: lines, at: Point(x: margin, y: margin)), width)
        }

        /// Draws the rows not drawn yet and the title, and returns the page.
        public func finish(cells: [Int: (entry: Entry, cell: Cell)]) throws -> Data {
            let (title, width) = titleContent(cells: cells)
            for row in sheet.rows.indices { try drawRow(row, cells: cells, width: width) }
            try draw([title], rows: 0..<(bandStarts.count > 1 ? bandStarts[1] : Int(height)), images: Thumbnails(byVariant: [:]),
                     width: width)
            return try PNGRenderer.finish(encoder!)
        }

        private func draw(_ children: [Box], rows: Range<Int>, images: any ImageProviding, width: Double) throws {
            let tree = sheet.tree(children, size: Size(width: width, height: height))
            if encoder == nil {
                let (pixelWidth, pixelHeight) = try PNGRenderer.pixelSize(of: tree)
                encoder = try PNGRenderer.bandEncoder(width: pixelWidth, height: pixelHeight)
            }
            try renderer.drawBand(rows, of: tree, images: images, reach: gap / 2 - 1, into: encoder!)
        }
    }
}
