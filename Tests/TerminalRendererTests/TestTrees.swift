import BoxTreeModel

/// Small hand-built trees whose cells are easy to predict: a 98 x 200 pt
/// screen at 100 columns is one point per cell across and two down.
enum TestTrees {
    static let screen = Size(width: 98, height: 200)

    static func tree(_ children: [Box], direction: LayoutDirection = .leftToRight,
                     display: DisplayStatus = .displayed) -> BoxTree {
        let environment = EnvironmentSummary(device: "test", deviceName: "Test Phone", orientation: .portrait, language: nil,
                                             direction: direction, textSize: "l", screen: screen, scale: 1, safeArea: .zero)
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), children: children)
        return BoxTree(campaignID: "test-campaign", messageType: "modal", layout: .textWithImage, environment: environment,
                       display: display, autoDismissAfter: nil, dismissOnScrimTap: false, root: root, diagnostics: [], extras: .null)
    }

    static func text(_ string: String, in frame: Rect, color: RGBAColor = .black, alignment: PhysicalAlignment = .left,
                     direction: LayoutDirection = .leftToRight, weight: FontWeight = .regular, runs: [TextRun]? = nil) -> TextBlock {
        // One line filling the box: its middle is the box's middle.
        let line = TextLine(text: string, x: frame.x, baseline: frame.y + frame.height * 0.75, width: frame.width,
                            ascent: frame.height * 0.75, height: frame.height, direction: direction, runs: runs)
        return TextBlock(text: string, font: FontSpec(style: .body, size: 17, weight: weight), color: color, alignment: alignment, lines: [line])
    }

    static let purple = RGBAColor(red: 91, green: 61, blue: 245)

    /// A scrim, a rounded card, a button, a header, a close glyph and artwork.
    static func card(direction: LayoutDirection = .leftToRight) -> BoxTree {
        let card = Box(role: .card, frame: Rect(x: 10, y: 20, width: 40, height: 30), clip: Rect(x: 10, y: 20, width: 40, height: 30),
                       fill: .color(.white), cornerRadius: 8, children: [
                           Box(role: .header, frame: Rect(x: 12, y: 24, width: 36, height: 4),
                               text: text("Hello there", in: Rect(x: 12, y: 24, width: 36, height: 4), alignment: .center, weight: .bold)),
                           Box(role: .button, frame: Rect(x: 20, y: 40, width: 20, height: 10), fill: .color(purple), cornerRadius: 4,
                               text: text("OK", in: Rect(x: 20, y: 42, width: 20, height: 6), color: .white, alignment: .center)),
                           Box(role: .closeButton, frame: Rect(x: 40, y: 20, width: 10, height: 10),
                               glyph: .close(color: .black, background: nil, visibleSize: 6)),
                       ])
        let art = Box(role: .artwork, frame: Rect(x: 60, y: 20, width: 30, height: 30),
                      image: ImageContent(source: "art.png", file: nil, pixelWidth: 10, pixelHeight: 10, contentMode: .aspectFill))
        let scrim = Box(role: .scrim, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height),
                        fill: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)))
        return tree([scrim, card, art], direction: direction)
    }
}
