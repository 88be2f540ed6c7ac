import BoxTreeModel
import CairoRenderer
import CampaignModel
import Diffing
import Foundation
import Imaging
import Layout
import Pipeline
import RenderCore

/// One PNG per campaign with every variant side by side, each labelled
/// (device, orientation, language, text size) and a variant a device would
/// not display framed in red with the reason: where people look rather
/// than read. The sheet is a box tree drawn by the PNG renderer (Cairo and
/// Pango, the bundled fonts), so it is as deterministic as the previews.
public struct ContactSheet: Sendable {
    /// One variant's PNG and what its label says.
    public struct Entry: Sendable {
        public var variant: String
        public var device: String
        public var orientation: String
        public var language: String
        public var textSize: String
        public var displayed: Bool
        public var notDisplayedReason: String?
        /// The variant's PNG (an output, or its golden).
        public var image: URL
        /// The preview's size in pixels when it is known before it is drawn
        /// (a matrix knows it from the device and orientation): its cell is
        /// then fixed in advance, and a page's rows can be drawn as their
        /// variants arrive. A thumbnail of another shape is fitted into it.
        public var frameSize: PixelSize?

        public init(variant: String, device: String, orientation: String, language: String, textSize: String,
                    displayed: Bool, notDisplayedReason: String?, image: URL, frameSize: PixelSize? = nil) {
            self.variant = variant
            self.device = device
            self.orientation = orientation
            self.language = language
            self.textSize = textSize
            self.displayed = displayed
            self.notDisplayedReason = notDisplayedReason
            self.image = image
            self.frameSize = frameSize
        }
    }

    /// What a cell shows: a thumbnail, or a grey placeholder for a variant
    /// with none (failed, not written, an unreadable file), labelled "not rendered".
    public enum Cell: Sendable {
        case thumbnail(Thumbnail)
        case missing
    }

    /// The file name ending of every sheet: `<campaign>.contact-sheet.png`,
    /// and `<campaign>.page-<n>.contact-sheet.png` for a campaign's further pages.
    public static let fileSuffix = ".contact-sheet.png"
    /// Thumbnails are this tall (pixels); widths follow each preview's shape.
    public static let thumbnailHeight = 420
    static let gap = 24.0
    static let margin = 32.0
    static let labelHeight = 104.0
    static let maximumWidth = 2400.0
    static let minimumCellWidth = 230.0
    /// Variants per page: a campaign with more gets further pages, so a
    /// sheet's memory stays the same however many variants there are.
    public static let entriesPerPage = 48

    public let campaign: String
    /// This page's entries, in order.
    public let entries: [Entry]
    /// The size each entry's thumbnail is drawn at (whole pixels).
    let sizes: [Size]
    /// The entries of each row of cells, top to bottom.
    let rows: [Range<Int>]
    /// Which page this is (from 1), of how many, and the campaign's variants on all of them.
    public let page: Int, pageCount: Int, campaignEntryCount: Int

    /// A page whose cells are the sizes of `thumbnailSizes` where given (a
    /// thumbnail's own), otherwise of each entry's `frameSize`, otherwise of
    /// a portrait placeholder.
    public init(campaign: String, entries: [Entry], thumbnailSizes: [PixelSize?]? = nil, page: Int = 1, pageCount: Int = 1,
                campaignEntryCount: Int? = nil) {
        precondition(thumbnailSizes == nil || thumbnailSizes!.count == entries.count)
        self.campaign = campaign
        self.entries = entries
        sizes = entries.indices.map { index in
            let size = thumbnailSizes?[index] ?? entries[index].frameSize.map(Self.thumbnailSize(ofFrame:))
                ?? PixelSize(width: Self.thumbnailHeight / 2, height: Self.thumbnailHeight)
            return Size(width: Double(size.width), height: Double(size.height))
        }
        rows = Self.rows(of: sizes)
        self.page = page
        self.pageCount = pageCount
        self.campaignEntryCount = campaignEntryCount ?? entries.count
    }

    /// The same page with each cell the size of its thumbnail in `cells` (by entry index), where it has one.
    func sized(by cells: [Int: (entry: Entry, cell: Cell)]) -> ContactSheet {
        let sizes = entries.indices.map { index -> PixelSize? in
            guard case .thumbnail(let thumbnail) = cells[index]?.cell else { return nil }
            return PixelSize(width: thumbnail.width, height: thumbnail.height)
        }
        return ContactSheet(campaign: campaign, entries: entries, thumbnailSizes: sizes, page: page, pageCount: pageCount,
                            campaignEntryCount: campaignEntryCount)
    }

    /// Whether every entry's cell is known before its variant is drawn (`Entry.frameSize`).
    public var isPlanned: Bool { entries.allSatisfy { $0.frameSize != nil } }

    /// The thumbnail of a frame this size.
    static func thumbnailSize(ofFrame frame: PixelSize) -> PixelSize {
        let size = RasterImage.thumbnailSize(width: max(frame.width, 1), height: max(frame.height, 1), targetHeight: thumbnailHeight)
        return PixelSize(width: size.width, height: size.height)
    }

    /// Cells left to right, wrapping before the maximum width.
    private static func rows(of sizes: [Size]) -> [Range<Int>] {
        var rows: [Range<Int>] = [], start = 0, x = margin
        for (index, size) in sizes.enumerated() {
            let cellWidth = max(size.width, minimumCellWidth)
            if x > margin, x + cellWidth > maximumWidth - margin {
                rows.append(start..<index)
                start = index
                x = margin
            }
            x += cellWidth + gap
        }
        if start < sizes.count { rows.append(start..<sizes.count) }
        return rows
    }

    /// Where page `page` of `campaign`'s sheet goes, below the sheets' folder.
    public static func fileName(campaign: String, page: Int) -> String {
        page == 1 ? campaign + fileSuffix : campaign + ".page-\(page)" + fileSuffix
    }

    /// A campaign's entries in the order a sheet shows them: by device,
    /// orientation and language as their names sort, then text sizes in
    /// their natural order (xs, s, m, l ... ax5), not alphabetically.
    public static func ordered(_ entries: [Entry]) -> [Entry] {
        func key(_ entry: Entry) -> (String, Int) {
            let rank = ContentSizeCategory(name: entry.textSize)?.rawValue ?? ContentSizeCategory.allCases.count
            let component = "-" + entry.textSize
            var name = entry.variant
            if name.hasSuffix(component) {
                name.removeLast(component.count)
            } else if let range = name.range(of: component + "-", options: .backwards) {
                name.replaceSubrange(range, with: "-")
            }
            return (name, rank)
        }
        let keyed: [(name: String, rank: Int, entry: Entry)] = entries.map { entry in
            let (name, rank) = key(entry)
            return (name, rank, entry)
        }
        let sorted = keyed.sorted { left, right in
            if left.name != right.name { return left.name < right.name }
            if left.rank != right.rank { return left.rank < right.rank }
            return left.entry.variant < right.entry.variant
        }
        return sorted.map(\.entry)
    }

    /// The page as PNG bytes, drawn with the session's fonts a band at a
    /// time: the title, then each row of cells from the middle of the gap
    /// above it, so a page costs one row of memory (some 5 MB), not its
    /// height (up to 75 MB for 48 landscape iPad thumbnails), and each
    /// thumbnail is drawn in one band. `cells` are by entry index; an entry
    /// without one is drawn as missing. The same bytes as the page drawn a
    /// row at a time as its variants arrive (`Drawing`).
    public func png(cells: [Int: (entry: Entry, cell: Cell)], session: PreviewSession) throws -> Data {
        let drawing = try Drawing(self, session: session)
        for row in rows.indices { try drawing.drawRow(row, cells: cells) }
        return try drawing.finish(cells: cells)
    }

    static let titleFont = FontSpec(style: .title2, size: 30, weight: .bold)
    static let labelFont = FontSpec(style: .footnote, size: 17, weight: .semibold)
    static let noteFont = FontSpec(style: .caption1, size: 15, weight: .regular)

    /// The page's title, counting `notShown` variants not displayed.
    func title(notShown: Int) -> String {
        titleStart + (notShown > 0 ? notDisplayedEnding(count: String(notShown)) : "")
    }

    /// The title up to its count of variants not displayed.
    var titleStart: String {
        var start = campaign + "  ·  \(campaignEntryCount) variant" + (campaignEntryCount == 1 ? "" : "s")
        if pageCount > 1 { start += "  ·  page \(page) of \(pageCount)" }
        return start
    }

    /// The title's ending when some variants are not displayed, their count written `count`.
    func notDisplayedEnding(count: String) -> String {
        "  ·  \(count) not displayed" + (pageCount > 1 ? " here" : "")
    }

    /// A page-sized tree holding `children`.
    func tree(_ children: [Box], size: Size) -> BoxTree {
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), fill: .color(Self.paper),
                       children: children)
        return BoxTree(campaignID: campaign, messageType: "contact-sheet", layout: .textWithImage,
                       environment: EnvironmentSummary(device: "contact-sheet", deviceName: "contact sheet", orientation: .portrait,
                                                       language: nil, direction: .leftToRight, textSize: "l", screen: size,
                                                       scale: 1, safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
                       display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false, root: root, diagnostics: [], extras: .null)
    }

    /// A row's thumbnails, by the variant name each cell's artwork names;
    /// drawn at their own size, so nothing is scaled again. Each is decoded
    /// (when held compressed) as its row is drawn.
    struct Thumbnails: ImageProviding {
        let byVariant: [String: Thumbnail]

        func image(file: String) throws -> RasterImage {
            guard let thumbnail = byVariant[file] else { throw CocoaError(.fileReadNoPermission) }
            return try thumbnail.image()
        }
    }

    /// Draws each campaign's sheet pages into `folder` from the entries'
    /// PNG files, one page at a time (each file decoded, made small and let
    /// go before the next), atomically and confined to the folder, as every
    /// output; a campaign key's folders are created; `outputBudget` is
    /// charged when given. A run that has the frames themselves streams them
    /// instead (`ContactSheetCollector`).
    /// - Returns: the files written, in campaign and page order.
    public static func write(_ entries: [String: [Entry]], into folder: URL, session: PreviewSession,
                             outputBudget: OutputBudget? = nil) throws -> [URL] {
        var written: [URL] = []
        let output = OutputFolder(folder, budget: outputBudget)
        for campaign in entries.keys.sorted() {
            let pages = paginate(ordered(entries[campaign]!))
            for (index, page) in pages.enumerated() {
                var cells: [Int: (entry: Entry, cell: Cell)] = [:], sizes: [PixelSize?] = []
                for (position, entry) in page.enumerated() {
                    if let image = thumbnail(ofFile: entry.image) {
                        sizes.append(PixelSize(width: image.width, height: image.height))
                        cells[position] = (entry, .thumbnail(Thumbnail(image)))
                    } else {
                        sizes.append(nil)
                    }
                }
                let sheet = ContactSheet(campaign: campaign, entries: page, thumbnailSizes: sizes, page: index + 1, pageCount: pages.count,
                                         campaignEntryCount: entries[campaign]!.count)
                let name = fileName(campaign: campaign, page: index + 1)
                try output.write(try sheet.png(cells: cells, session: session), to: name)
                written.append(folder.appendingPathComponent(name))
            }
        }
        return written
    }

    /// Ordered entries cut into pages of `entriesPerPage`.
    public static func paginate(_ ordered: [Entry]) -> [[Entry]] {
        stride(from: 0, to: ordered.count, by: entriesPerPage).map { Array(ordered[$0..<min(ordered.count, $0 + entriesPerPage)]) }
    }

    /// A file's thumbnail; `nil` when it cannot be read (its cell is drawn missing).
    static func thumbnail(ofFile file: URL) -> RasterImage? {
        guard let image = try? ImageDecoder.decodeFile(at: file.path), image.width > 0, image.height > 0 else { return nil }
        return image.thumbnail(height: thumbnailHeight)
    }

    static let paper = RGBAColor(red: 242, green: 242, blue: 247, alpha: 255)
    static let ink = RGBAColor(red: 28, green: 28, blue: 30, alpha: 255)
    static let secondaryInk = RGBAColor(red: 99, green: 99, blue: 102, alpha: 255)
    static let alert = RGBAColor(red: 215, green: 0, blue: 21, alpha: 255)
    static let missingFill = RGBAColor(red: 209, green: 209, blue: 214, alpha: 255)

    /// The thumbnail (framed red when not displayed; grey when missing) and its label below.
    func cell(_ entry: Entry, thumbnail: Thumbnail?, size: Size, width: Double, at origin: Point,
              measurer: any TextMeasuring) -> [Box] {
        // Whole pixels, so the thumbnail is copied rather than resampled.
        let imageFrame = Rect(x: (origin.x + (width - size.width) / 2).rounded(.down), y: origin.y, width: size.width, height: size.height)
        let missing = thumbnail == nil
        let flagged = missing || !entry.displayed
        let border = flagged ? Border(color: Self.alert, width: 6) : Border(color: RGBAColor(red: 199, green: 199, blue: 204, alpha: 255), width: 1)
        // White under a thumbnail with transparency or of another shape
        // than its cell (fitted in, with bars); an opaque one of the cell's
        // size (every preview's) covers it, and filling it first cost as much as drawing it.
        let covers = thumbnail.map { $0.isOpaque && Double($0.width) == size.width && Double($0.height) == size.height } ?? false
        let fill: Fill? = missing ? .color(Self.missingFill) : covers ? nil : .color(.white)
        var boxes = [Box(role: .artwork, frame: imageFrame, fill: fill, border: border,
                         image: missing ? nil : ImageContent(source: entry.variant, file: entry.variant, pixelWidth: Int(size.width),
                                                             pixelHeight: Int(size.height), contentMode: .aspectFit))]
        // A dark variant is named apart (`-dark`); its label says so, as its twin in light looks the same otherwise.
        let appearance = entry.variant.hasSuffix(Appearance.dark.fileNameSuffix) ? " · dark" : ""
        let label = "\(entry.device)\n\(entry.orientation) · \(entry.language) · \(entry.textSize)" + appearance
        let labelLines = measurer.lines(for: label, font: Self.labelFont, maxWidth: width, alignment: .center, direction: .leftToRight)
        let labelOrigin = Point(x: origin.x, y: origin.y + size.height + 8)
        boxes.append(textBox(label, font: Self.labelFont, color: Self.ink, lines: Array(labelLines.prefix(2)), at: labelOrigin, width: width))
        let note = missing ? "not rendered" : entry.displayed ? nil : "not displayed: " + (entry.notDisplayedReason ?? "")
        if let note {
            let noteLines = measurer.lines(for: note, font: Self.noteFont, maxWidth: width, alignment: .center, direction: .leftToRight)
            let top = labelOrigin.y + Array(labelLines.prefix(2)).blockHeight + 2
            boxes.append(textBox(note, font: Self.noteFont, color: Self.alert, lines: Array(noteLines.prefix(2)), at: Point(x: origin.x, y: top),
                                 width: width))
        }
        return boxes
    }

    func textBox(_ text: String, font: FontSpec, color: RGBAColor, lines: [TextLine], at origin: Point,
                 width: Double? = nil) -> Box {
        let placed = lines.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        let frame = Rect(x: origin.x, y: origin.y, width: width ?? lines.maxWidth, height: lines.blockHeight)
        return Box(role: .body, frame: frame, text: TextBlock(text: text, font: font, color: color, alignment: width == nil ? .left : .center,
                                                            lines: placed))
    }
}
