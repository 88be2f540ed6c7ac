import BoxTreeModel
import NumberText
import CampaignModel

/// An HTML message (Adobe Journey Optimizer): the toolkit does not lay HTML
/// out, so it draws the web view's frame where the SDK would place it, with
/// its backdrop and corner radius, and a clearly labelled placeholder inside.
/// An external renderer plugin receives the same frame and the HTML (in
/// `extras`) through the box-tree JSON, and can draw the page itself.
struct HTMLFrameLayout {
    let context: LayoutContext
    let campaign: Campaign
    let frame: AdobeFrame

    static let placeholderTitle = "HTML message"

    func layout() -> Box {
        let environment = context.environment
        let screen = environment.screenRect
        let rect = Self.rect(of: frame, in: screen)
        let surfaceType: MessageType = frame.isFullscreen ? .fullscreen : .modal

        // The label says what is missing instead of pretending to show it.
        let htmlLength = Self.htmlLength(campaign.extras)
        let detail = "not laid out by MessagePreview" + (htmlLength.map { " (\($0) characters of HTML in extras \"adobe.html\")" } ?? "")
        let inner = max(1, rect.width - 24)
        let titleFont = FontSpec(style: .headline, size: 15, weight: .semibold)
        let detailFont = FontSpec(style: .footnote, size: 12, weight: .regular)
        let titleLines = context.measurer.lines(for: Self.placeholderTitle, font: titleFont, maxWidth: inner, alignment: .center, direction: .leftToRight)
        let detailLines = context.measurer.lines(for: detail, font: detailFont, maxWidth: inner, alignment: .center, direction: .leftToRight)
        let textHeight = titleLines.blockHeight + 4 + detailLines.blockHeight
        let top = rect.minY + max(8, (rect.height - textHeight) / 2)
        let gray = RGBAColor(red: 99, green: 99, blue: 102)
        let title = Box(role: .notice, frame: Rect(x: rect.minX + 12, y: top, width: inner, height: titleLines.blockHeight),
                        text: TextBlock(text: Self.placeholderTitle, font: titleFont, color: gray, alignment: .center, lines: titleLines))
        let note = Box(role: .notice, frame: Rect(x: rect.minX + 12, y: title.frame.maxY + 4, width: inner, height: detailLines.blockHeight),
                       text: TextBlock(text: detail, font: detailFont, color: gray, alignment: .center, lines: detailLines))
        let webView = Box(role: .card, frame: rect, clip: rect, fill: .linearGradient(top: RGBAColor(red: 248, green: 248, blue: 250),
                                                                                       bottom: RGBAColor(red: 236, green: 236, blue: 240)),
                          cornerRadius: frame.cornerRadius, border: Border(color: RGBAColor(red: 174, green: 174, blue: 178), width: 1),
                          accessibility: AccessibilityInfo(elementType: .other, identifier: "adobe.message.webview", label: Self.placeholderTitle),
                          children: [title, note])
        var children = [webView]
        if frame.uiTakeover {
            children.insert(Box(role: .scrim, frame: screen, fill: .color(frame.backdrop)), at: 0)
        }
        context.diagnostics.append(Diagnostic(.info, Diagnostic.Code.htmlNotRendered,
            "an HTML message: its \(NumberText.points(rect.width)) x \(NumberText.points(rect.height)) pt frame is drawn with a placeholder; "
                + "pass --format to an HTML-capable renderer plugin to draw the page"))
        return Box(role: .surface, frame: screen,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(surfaceType),
                                                    isModal: frame.uiTakeover, isElement: false),
                   children: children)
    }

    /// The web view's frame: percentages of the screen, aligned to an edge
    /// with an inset (also a percentage), as the Adobe SDK computes it.
    static func rect(of frame: AdobeFrame, in screen: Rect) -> Rect {
        let width = screen.width * clampPercent(frame.width) / 100
        let height = screen.height * clampPercent(frame.height) / 100
        let xInset = screen.width * frame.horizontalInset / 100
        let yInset = screen.height * frame.verticalInset / 100
        let x: Double = switch frame.horizontalAlign {
        case .left: screen.minX + xInset
        case .center: screen.midX - width / 2
        case .right: screen.maxX - width - xInset
        }
        let y: Double = switch frame.verticalAlign {
        case .top: screen.minY + yInset
        case .center: screen.midY - height / 2
        case .bottom: screen.maxY - height - yInset
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func clampPercent(_ value: Double) -> Double { value.isFinite ? min(100, max(0, value)) : 100 }

    private static func htmlLength(_ extras: JSONValue) -> Int? {
        guard case .object(let object) = extras, case .string(let html)? = object["adobe.html"] else { return nil }
        return html.count
    }
}
