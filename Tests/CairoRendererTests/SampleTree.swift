import BoxTreeModel
import CampaignModel
import Foundation
import Imaging
import Layout
import TextShaping

/// A hand-built box tree exercising every drawing feature: a slide-up style
/// card with shadow, artwork, English and Arabic text, a chevron, a close
/// button, a placeholder and a bordered button.
enum SampleTree {
    static let host = RGBAColor(red: 242, green: 242, blue: 247)
    static let card = RGBAColor(red: 232, green: 240, blue: 254)
    static let red = RGBAColor(red: 220, green: 40, blue: 40)
    static let blue = RGBAColor(red: 30, green: 90, blue: 220)

    /// Writes a 16 x 8 PNG, left half `red`, right half `blue`, and returns its path.
    static func makeArtwork() throws -> String {
        let width = 16, height = 8, stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBytes { raw in
            for y in 0..<height {
                for x in 0..<width {
                    let c = x < width / 2 ? red : blue
                    let value = 0xFF00_0000 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
                    raw.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        let data = try PNGEncoder.encode(RasterImage(width: width, height: height, stride: stride, pixels: pixels))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mp-renderer-artwork-\(UUID().uuidString).png")
        try data.write(to: url)
        return url.path
    }

    static func text(_ string: String, _ font: FontSpec, color: RGBAColor, in frame: Rect, alignment: PhysicalAlignment,
                     direction: LayoutDirection, measurer: PangoTextMeasurer) -> TextBlock {
        let lines = measurer.lines(for: string, font: font, maxWidth: frame.width, alignment: alignment, direction: direction)
            .map { $0.offsetBy(dx: frame.x, dy: frame.y) }
        return TextBlock(text: string, font: font, color: color, alignment: alignment, lines: lines)
    }

    static func make(screen: Size = Size(width: 393, height: 852), scale: Double = 3, artworkFile: String?,
                     measurer: PangoTextMeasurer) -> BoxTree {
        let cardFrame = Rect(x: 10, y: 69, width: screen.width - 20, height: 190)
        let artwork = Rect(x: cardFrame.minX + 15, y: cardFrame.minY + 15, width: 50, height: 50)
        let textLeft = artwork.maxX + 12
        let textWidth = cardFrame.maxX - 36 - textLeft
        let headerFont = FontSpec(.subheadline, .large, emphasized: true)
        let bodyFont = FontSpec(.subheadline, .large)
        let headerFrame = Rect(x: textLeft, y: cardFrame.minY + 15, width: textWidth, height: 20)
        let header = text("Summer sale is here 🎉", headerFont, color: .black, in: headerFrame, alignment: .left,
                          direction: .leftToRight, measurer: measurer)
        // blockHeight is the bottom of the (already offset) last line.
        let bodyFrame = Rect(x: textLeft, y: header.lines.blockHeight + 2, width: textWidth, height: 64)
        let body = text("احصل على خصم ٢٠٪ على طلبك القادم اليوم فقط", bodyFont, color: RGBAColor(red: 60, green: 60, blue: 67),
                        in: bodyFrame, alignment: .right, direction: .leftToRight, measurer: measurer)
        let buttonFrame = Rect(x: textLeft, y: cardFrame.maxY - 15 - 34, width: 110, height: 34)
        let buttonLabel = text("Shop now", FontSpec(.subheadline, .large, emphasized: true), color: blue,
                               in: Rect(x: buttonFrame.minX, y: buttonFrame.minY + 8, width: buttonFrame.width, height: 18),
                               alignment: .center, direction: .leftToRight, measurer: measurer)
        let placeholderFrame = Rect(x: buttonFrame.maxX + 12, y: buttonFrame.minY - 6, width: 64, height: 40)

        let cardBox = Box(
            role: .surface, frame: cardFrame, fill: .color(card), cornerRadius: 15,
            shadow: Shadow(color: RGBAColor.black.withAlpha(0.3), offsetY: 2, blurRadius: 4),
            children: [
                Box(role: .artwork, frame: artwork, cornerRadius: 8,
                    image: ImageContent(source: "sale.png", file: artworkFile, pixelWidth: 16, pixelHeight: 8, contentMode: .aspectFill)),
                Box(role: .header, frame: headerFrame, text: header),
                Box(role: .body, frame: bodyFrame, text: body),
                Box(role: .button, frame: buttonFrame, fill: .color(.white), cornerRadius: 5,
                    border: Border(color: blue, width: 1), text: buttonLabel),
                Box(role: .artwork, frame: placeholderFrame, cornerRadius: 6,
                    image: ImageContent(source: "https://example.com/missing.png", file: nil, pixelWidth: 0, pixelHeight: 0,
                                        contentMode: .aspectFit, isPlaceholder: true)),
                Box(role: .chevron, frame: Rect(x: cardFrame.maxX - 34, y: cardFrame.midY - 12, width: 24, height: 24),
                    glyph: .chevron(color: RGBAColor(red: 60, green: 60, blue: 67, alpha: 153), pointsRight: true)),
                Box(role: .closeButton, frame: Rect(x: cardFrame.maxX - 44, y: cardFrame.minY, width: 44, height: 44),
                    glyph: .close(color: RGBAColor(red: 60, green: 60, blue: 67), background: RGBAColor(red: 118, green: 118, blue: 128, alpha: 46), visibleSize: 24)),
            ])
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                       fill: .color(host), children: [cardBox])
        let environment = EnvironmentSummary(device: "test", deviceName: "Test phone", orientation: .portrait, language: nil,
                                             direction: .leftToRight, textSize: "l", screen: screen, scale: scale,
                                             safeArea: EdgeInsets(top: 59, bottom: 34))
        return BoxTree(campaignID: "sample", messageType: "slideup", layout: .textWithImage, environment: environment,
                       display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false, root: root,
                       diagnostics: [], extras: .null)
    }

    /// A tree of `boxes` on a white screen.
    static func tree(screen: Size, scale: Double, direction: LayoutDirection = .leftToRight, boxes: [Box]) -> BoxTree {
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), fill: .color(.white), children: boxes)
        let environment = EnvironmentSummary(device: "test", deviceName: "Test", orientation: .portrait, language: nil, direction: direction,
                                             textSize: "l", screen: screen, scale: scale, safeArea: .zero)
        return BoxTree(campaignID: "test", messageType: "modal", layout: .textWithImage, environment: environment, display: .displayed,
                       autoDismissAfter: nil, dismissOnScrimTap: false, root: root, diagnostics: [], extras: .null)
    }
}
