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

    /// The file name ending of every sheet: `<campaign>.contact-sheet.png`.
    public static let fileSuffix = ".contact-sheet.png"
    /// Thumbnails are this tall (pixels); widths follow each preview's shape.
    static let thumbnailHeight = 420.0
    static let gap = 24.0
    static let margin = 32.0
    static let labelHeight = 104.0
    static let maximumWidth = 2400.0
    /// Only the first this many variants are drawn; the title says how many more there are.
    static let maximumEntries = 120

    public let campaign: String
    public let entries: [Entry]

    public init(campaign: String, entries: [Entry]) {
        self.campaign = campaign
        self.entries = entries.sorted { $0.variant < $1.variant }
    }

    /// The sheet as PNG bytes, drawn with the session's fonts.
    public func png(session: PreviewSession) throws -> Data {
        let measurer = session.measurer
        let shown = Array(entries.prefix(Self.maximumEntries))
        // Each entry's thumbnail size, from the PNG's header alone.
        let sizes: [Size] = shown.map { entry in
            guard let data = try? ImageDecoder.readBounded(path: entry.image.path, maxBytes: 64 << 20),
                  let header = try? ImageDecoder.header(of: data), header.height > 0 else {
                return Size(width: Self.thumbnailHeight * 0.5, height: Self.thumbnailHeight)
            }
            return Size(width: (Self.thumbnailHeight * Double(header.width) / Double(header.height)).rounded(), height: Self.thumbnailHeight)
        }

        let titleFont = FontSpec(style: .title2, size: 30, weight: .bold)
        let labelFont = FontSpec(style: .footnote, size: 17, weight: .semibold)
        let noteFont = FontSpec(style: .caption1, size: 15, weight: .regular)
        var children: [Box] = []
        var title = campaign + "  ·  \(entries.count) variant" + (entries.count == 1 ? "" : "s")
        if entries.count > shown.count { title += " (the first \(shown.count) shown)" }
        let notShown = entries.filter { !$0.displayed }.count
        if notShown > 0 { title += "  ·  \(notShown) not displayed" }
        let titleLines = measurer.lines(for: title, font: titleFont, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
        children.append(textBox(title, font: titleFont, color: Self.ink, lines: titleLines, at: Point(x: Self.margin, y: Self.margin)))

        // Rows: thumbnails left to right, wrapping before the maximum width.
        var x = Self.margin, y = Self.margin + titleLines.blockHeight + Self.gap, width = 0.0
        let rowHeight = Self.thumbnailHeight + Self.labelHeight
        for (entry, size) in zip(shown, sizes) {
            let cellWidth = max(size.width, 230)
            if x > Self.margin, x + cellWidth > Self.maximumWidth - Self.margin {
                x = Self.margin
                y += rowHeight + Self.gap
            }
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
        return try PNGRenderer(fontSystem: session.fontSystem).render(tree, images: SheetImages(allowed: Set(shown.map(\.image.path))),
                                                                       options: RenderOptions())
    }

    /// Only the sheet's own entries are read, one at a time as they are drawn
    /// (a sheet never holds every full-size preview in memory at once).
    private struct SheetImages: ImageProviding {
        let allowed: Set<String>

        func image(file: String) throws -> RasterImage {
            guard allowed.contains(file) else { throw CocoaError(.fileReadNoPermission) }
            return try ImageDecoder.decodeFile(at: file)
        }
    }

    /// Draws each campaign's sheet into `folder` as `<campaign>.contact-sheet.png`
    /// (atomically and confined to the folder, as every output; a campaign
    /// key's folders are created), charging `outputBudget` when given.
    /// - Returns: the files written, in campaign order.
    public static func write(_ entries: [String: [Entry]], into folder: URL, session: PreviewSession,
                             outputBudget: OutputBudget? = nil) throws -> [URL] {
        var written: [URL] = []
        let output = OutputFolder(folder, budget: outputBudget)
        for campaign in entries.keys.sorted() {
            let png = try ContactSheet(campaign: campaign, entries: entries[campaign]!).png(session: session)
            try output.write(png, to: campaign + fileSuffix)
            written.append(folder.appendingPathComponent(campaign + fileSuffix))
        }
        return written
    }

    static let paper = RGBAColor(red: 242, green: 242, blue: 247, alpha: 255)
    static let ink = RGBAColor(red: 28, green: 28, blue: 30, alpha: 255)
    static let secondaryInk = RGBAColor(red: 99, green: 99, blue: 102, alpha: 255)
    static let alert = RGBAColor(red: 215, green: 0, blue: 21, alpha: 255)

    /// The thumbnail (framed red when not displayed) and its label below.
    private func cell(_ entry: Entry, size: Size, width: Double, at origin: Point, measurer: any TextMeasuring,
                      fonts: (label: FontSpec, note: FontSpec)) -> [Box] {
        let imageFrame = Rect(x: origin.x + (width - size.width) / 2, y: origin.y, width: size.width, height: size.height)
        var boxes = [Box(role: .artwork, frame: imageFrame, fill: .color(.white),
                         border: entry.displayed ? Border(color: RGBAColor(red: 199, green: 199, blue: 204, alpha: 255), width: 1)
                             : Border(color: Self.alert, width: 6),
                         image: ImageContent(source: entry.variant, file: entry.image.path, pixelWidth: Int(size.width),
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
