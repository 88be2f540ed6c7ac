import BoxTreeModel
import CairoRenderer
import CampaignModel
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

        public init(variant: String, device: String, orientation: String, language: String, textSize: String,
                    displayed: Bool, notDisplayedReason: String?, image: URL) {
            self.variant = variant
            self.device = device
            self.orientation = orientation
            self.language = language
            self.textSize = textSize
            self.displayed = displayed
            self.notDisplayedReason = notDisplayedReason
            self.image = image
        }
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
    /// Variants per page: a campaign with more gets further pages, so a
    /// sheet's memory stays the same however many variants there are.
    public static let entriesPerPage = 48

    public let campaign: String
    /// This page's entries, each with its thumbnail (`thumbnailHeight` tall).
    public let cells: [(entry: Entry, thumbnail: Thumbnail)]
    /// Which page this is (from 1), of how many, and the campaign's variants on all of them.
    public let page: Int, pageCount: Int, campaignEntryCount: Int

    public init(campaign: String, cells: [(entry: Entry, thumbnail: Thumbnail)], page: Int = 1, pageCount: Int = 1,
                campaignEntryCount: Int? = nil) {
        self.campaign = campaign
        self.cells = cells
        self.page = page
        self.pageCount = pageCount
        self.campaignEntryCount = campaignEntryCount ?? cells.count
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

    /// The sheet as PNG bytes, drawn with the session's fonts a band at a
    /// time (`PNGRenderer.renderInBands`): the title, then each row of cells
    /// from the middle of the gap above it, so a page costs one row of
    /// memory (some 5 MB), not its height (up to 75 MB for 48 landscape iPad
    /// thumbnails), and each thumbnail is drawn in one band. A cell paints
    /// nothing more than a few pixels outside its frames (its red frame's
    /// outer half is 3), well inside the half gap (`reach`), so the bands
    /// are the whole page's pixels.
    public func png(session: PreviewSession) throws -> Data {
        let (tree, thumbnails, bandStarts) = drawing(measurer: session.measurer)
        return try PNGRenderer(fontSystem: session.fontSystem).renderInBands(tree, images: thumbnails, bandStarts: bandStarts,
                                                                              reach: Self.gap / 2 - 1)
    }

    /// The page as a box tree, the thumbnails its artwork names, and the
    /// pixel rows its bands start at (0, then half a gap above each row of cells).
    func drawing(measurer: any TextMeasuring) -> (BoxTree, any ImageProviding, [Int]) {
        let titleFont = FontSpec(style: .title2, size: 30, weight: .bold)
        let labelFont = FontSpec(style: .footnote, size: 17, weight: .semibold)
        let noteFont = FontSpec(style: .caption1, size: 15, weight: .regular)
        var children: [Box] = []
        var title = campaign + "  ·  \(campaignEntryCount) variant" + (campaignEntryCount == 1 ? "" : "s")
        if pageCount > 1 { title += "  ·  page \(page) of \(pageCount)" }
        let notShown = cells.filter { !$0.entry.displayed }.count
        if notShown > 0 { title += "  ·  \(notShown) not displayed" + (pageCount > 1 ? " here" : "") }
        let titleLines = measurer.lines(for: title, font: titleFont, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
        children.append(textBox(title, font: titleFont, color: Self.ink, lines: titleLines, at: Point(x: Self.margin, y: Self.margin)))

        // Rows: thumbnails left to right, wrapping before the maximum width,
        // on whole pixels (the title's height is not), so each thumbnail is
        // copied as it is rather than resampled half a pixel off.
        var x = Self.margin, y = (Self.margin + titleLines.blockHeight + Self.gap).rounded(.up), width = 0.0
        let rowHeight = Double(Self.thumbnailHeight) + Self.labelHeight
        var thumbnails: [String: Thumbnail] = [:]
        var bandStarts = [0, Int(y - Self.gap / 2)]
        for (entry, thumbnail) in cells {
            let size = Size(width: Double(thumbnail.width), height: Double(thumbnail.height))
            let cellWidth = max(size.width, 230)
            if x > Self.margin, x + cellWidth > Self.maximumWidth - Self.margin {
                x = Self.margin
                y += rowHeight + Self.gap
                bandStarts.append(Int(y - Self.gap / 2))
            }
            thumbnails[entry.variant] = thumbnail
            children += cell(entry, size: size, width: cellWidth, at: Point(x: x, y: y), measurer: measurer,
                             fonts: (labelFont, noteFont))
            x += cellWidth + Self.gap
            width = max(width, x - Self.gap + Self.margin)
        }
        let sheetWidth = max(width, titleLines.maxWidth + 2 * Self.margin).rounded(.up)
        let sheetHeight = (y + rowHeight + Self.margin).rounded(.up)

        let screen = Size(width: sheetWidth, height: sheetHeight)
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                       fill: .color(Self.paper), children: children)
        let tree = BoxTree(campaignID: campaign, messageType: "contact-sheet", layout: .textWithImage,
                           environment: EnvironmentSummary(device: "contact-sheet", deviceName: "contact sheet", orientation: .portrait,
                                                           language: nil, direction: .leftToRight, textSize: "l", screen: screen,
                                                           scale: 1, safeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
                           display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false, root: root, diagnostics: [], extras: .null)
        return (tree, Thumbnails(byVariant: thumbnails), bandStarts)
    }

    /// The page's thumbnails, by the variant name each cell's artwork names;
    /// drawn at their own size, so nothing is scaled again. Each is decoded
    /// when a band that shows it is drawn (the bands are cut between rows
    /// of cells, so once).
    private struct Thumbnails: ImageProviding {
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
                let cells = page.map { entry in (entry: entry, thumbnail: Thumbnail(thumbnail(ofFile: entry.image))) }
                let sheet = ContactSheet(campaign: campaign, cells: cells, page: index + 1, pageCount: pages.count,
                                         campaignEntryCount: entries[campaign]!.count)
                let name = fileName(campaign: campaign, page: index + 1)
                try output.write(try sheet.png(session: session), to: name)
                written.append(folder.appendingPathComponent(name))
            }
        }
        return written
    }

    /// Ordered entries cut into pages of `entriesPerPage`.
    public static func paginate(_ ordered: [Entry]) -> [[Entry]] {
        stride(from: 0, to: ordered.count, by: entriesPerPage).map { Array(ordered[$0..<min(ordered.count, $0 + entriesPerPage)]) }
    }

    /// A file's thumbnail; a grey placeholder of a portrait's shape when it cannot be read.
    static func thumbnail(ofFile file: URL) -> RasterImage {
        if let image = try? ImageDecoder.decodeFile(at: file.path), image.width > 0, image.height > 0 {
            return image.thumbnail(height: thumbnailHeight)
        }
        let width = thumbnailHeight / 2
        return RasterImage(width: width, height: thumbnailHeight, stride: width * 4,
                           pixels: [UInt8](repeating: 0xD1, count: width * 4 * thumbnailHeight))
    }

    static let paper = RGBAColor(red: 242, green: 242, blue: 247, alpha: 255)
    static let ink = RGBAColor(red: 28, green: 28, blue: 30, alpha: 255)
    static let secondaryInk = RGBAColor(red: 99, green: 99, blue: 102, alpha: 255)
    static let alert = RGBAColor(red: 215, green: 0, blue: 21, alpha: 255)

    /// The thumbnail (framed red when not displayed) and its label below.
    private func cell(_ entry: Entry, size: Size, width: Double, at origin: Point, measurer: any TextMeasuring,
                      fonts: (label: FontSpec, note: FontSpec)) -> [Box] {
        // Whole pixels, so the thumbnail is copied rather than resampled.
        let imageFrame = Rect(x: (origin.x + (width - size.width) / 2).rounded(.down), y: origin.y, width: size.width, height: size.height)
        var boxes = [Box(role: .artwork, frame: imageFrame, fill: .color(.white),
                         border: entry.displayed ? Border(color: RGBAColor(red: 199, green: 199, blue: 204, alpha: 255), width: 1)
                             : Border(color: Self.alert, width: 6),
                         image: ImageContent(source: entry.variant, file: entry.variant, pixelWidth: Int(size.width),
                                             pixelHeight: Int(size.height), contentMode: .aspectFit))]
        // A dark variant is named apart (`-dark`); its label says so, as its twin in light looks the same otherwise.
        let appearance = entry.variant.hasSuffix(Appearance.dark.fileNameSuffix) ? " · dark" : ""
        let label = "\(entry.device)\n\(entry.orientation) · \(entry.language) · \(entry.textSize)" + appearance
        let labelLines = measurer.lines(for: label, font: fonts.label, maxWidth: width, alignment: .center, direction: .leftToRight)
        let labelOrigin = Point(x: origin.x, y: origin.y + size.height + 8)
        boxes.append(textBox(label, font: fonts.label, color: Self.ink, lines: Array(labelLines.prefix(2)), at: labelOrigin, width: width))
        let note = entry.displayed ? nil : "not displayed: " + (entry.notDisplayedReason ?? "")
        if let note {
            let noteLines = measurer.lines(for: note, font: fonts.note, maxWidth: width, alignment: .center, direction: .leftToRight)
            let top = labelOrigin.y + Array(labelLines.prefix(2)).blockHeight + 2
            boxes.append(textBox(note, font: fonts.note, color: Self.alert, lines: Array(noteLines.prefix(2)), at: Point(x: origin.x, y: top),
                                 width: width))
        }
        return boxes
    }

    private func textBox(_ text: String, font: FontSpec, color: RGBAColor, lines: [TextLine], at origin: Point,
                         width: Double? = nil) -> Box {
        let placed = lines.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        let frame = Rect(x: origin.x, y: origin.y, width: width ?? lines.maxWidth, height: lines.blockHeight)
        return Box(role: .body, frame: frame, text: TextBlock(text: text, font: font, color: color, alignment: width == nil ? .left : .center,
                                                            lines: placed))
    }
}
