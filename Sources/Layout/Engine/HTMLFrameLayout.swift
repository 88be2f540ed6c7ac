import BoxTreeModel
import LogText
import NumberText
import CampaignModel

/// The page of an HTML message as a browser drew it, or why it was not.
public enum HTMLSnapshotLookup: Equatable, Sendable {
    /// A PNG of the page at the web view's size times the device scale, and
    /// the `https` pictures and fonts it asked for that the asset folder lacks.
    case drawn(ArtworkInfo, missingAssets: [String] = [])
    /// No browser, or it failed: the reason, said in the placeholder and a diagnostic.
    case unavailable(String)
}

extension AdobeFrame {
    /// The web view's frame on `environment`'s screen, in points, as the SDK places it.
    public func webViewRect(in environment: Environment) -> Rect {
        HTMLFrameLayout.rect(of: self, in: environment.screenRect)
    }
}

extension Campaign {
    /// The HTML of an HTML message: Adobe's (`extras["adobe.html"]`) or
    /// Braze's (`extras["braze.html"]`); `nil` for any other message.
    public var htmlContent: String? {
        guard case .object(let object) = extras else { return nil }
        for key in HTMLFrameLayout.htmlKeys {
            if case .string(let html)? = object[key] { return html }
        }
        return nil
    }
}

/// An HTML message (Adobe Journey Optimizer, Braze HTML): the web view's
/// frame where the SDK places it, with its backdrop and corner radius, and
/// inside it the page as headless Chromium drew it, composited like artwork
/// (`HTMLSnapshotLookup.drawn`). Without a browser the frame holds a clearly
/// labelled placeholder that says how to get the real page. An external
/// renderer plugin receives the same frame and the HTML (in `extras`)
/// through the box-tree JSON.
struct HTMLFrameLayout {
    let context: LayoutContext
    let campaign: Campaign
    let frame: AdobeFrame
    var snapshot: HTMLSnapshotLookup?

    static let placeholderTitle = "HTML message"
    static let htmlKeys = ["adobe.html", "braze.html"]

    func layout() -> Box {
        let environment = context.environment
        let screen = environment.screenRect
        let rect = Self.rect(of: frame, in: screen)
        let surfaceType: MessageType = frame.isFullscreen ? .fullscreen : .modal
        let accessibility = AccessibilityInfo(elementType: .other, identifier: "adobe.message.webview", label: Self.placeholderTitle)

        let webView: Box
        if case .drawn(let info, let missingAssets) = snapshot {
            let page = ImageContent(source: "html", file: info.file, pixelWidth: info.pixelWidth, pixelHeight: info.pixelHeight,
                                    contentMode: .aspectFill)
            webView = Box(role: .card, frame: rect, clip: rect, cornerRadius: frame.cornerRadius, image: page, accessibility: accessibility)
            context.diagnostics.append(Diagnostic(.info, Diagnostic.Code.htmlRendered,
                "an HTML message: its \(NumberText.points(rect.width)) x \(NumberText.points(rect.height)) pt page is drawn by headless Chromium"))
            for url in missingAssets {
                context.diagnostics.append(Diagnostic(.warning, Diagnostic.Code.htmlAssetMissing,
                    "the page's \(url.logSafe) did not load: it is not in the asset folder (give it there, or list it in remoteAssets and "
                        + "add the file), so the page is drawn without it; the device shows it once downloaded"))
            }
        } else {
            webView = placeholder(in: rect, accessibility: accessibility)
        }
        var children = [webView]
        if frame.uiTakeover {
            children.insert(Box(role: .scrim, frame: screen, fill: .color(frame.backdrop)), at: 0)
        }
        return Box(role: .surface, frame: screen,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: AccessibilityIdentifiers.surface(surfaceType),
                                                    isModal: frame.uiTakeover, isElement: false),
                   children: children)
    }

    /// The frame with a label that says what is missing instead of pretending to show it.
    private func placeholder(in rect: Rect, accessibility: AccessibilityInfo) -> Box {
        let htmlLength = campaign.htmlContent?.count
        let reason: String = if case .unavailable(let why) = snapshot { why } else { "no browser was asked to draw it" }
        let detail = "not drawn: \(reason)" + (htmlLength.map { " (\($0) characters of HTML)" } ?? "")
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
        context.diagnostics.append(Diagnostic(.info, Diagnostic.Code.htmlNotRendered,
            "an HTML message: its \(NumberText.points(rect.width)) x \(NumberText.points(rect.height)) pt frame is drawn with a placeholder (\(reason))"))
        return Box(role: .card, frame: rect, clip: rect, fill: .linearGradient(top: RGBAColor(red: 248, green: 248, blue: 250),
                                                                             bottom: RGBAColor(red: 236, green: 236, blue: 240)),
                   cornerRadius: frame.cornerRadius, border: Border(color: RGBAColor(red: 174, green: 174, blue: 178), width: 1),
                   accessibility: accessibility, children: [title, note])
    }

    /// The web view's frame: percentages of the screen, aligned to an edge
    /// with an inset (also a percentage), as the Adobe SDK computes it.
    static func rect(of frame: AdobeFrame, in screen: Rect) -> Rect {
        // `maxWidth` caps the percentage width in points (a banner that stays narrow on an iPad).
        let width = min(screen.width * clampPercent(frame.width) / 100, frame.maxWidth.map { max(0, $0) } ?? .infinity)
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
}
