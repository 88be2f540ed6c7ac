import BoxTreeModel
import CampaignModel
import Layout

/// Hand-built box trees: every field of the schema set at least once, no
/// text measurement needed.
enum TreeFixtures {
    static let screen = Size(width: 393, height: 852)

    static func environment(direction: LayoutDirection = .leftToRight, language: String? = nil) -> EnvironmentSummary {
        EnvironmentSummary(device: "iphone-15", deviceName: "iPhone 15", orientation: .portrait, language: language,
                           direction: direction, textSize: "l", screen: screen, scale: 3,
                           safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// A modal with a card, artwork (a file and a placeholder), header,
    /// button, close glyph, chevron, gradient, border and shadow.
    static func everyField(artworkFile: String? = "/tmp/art/hero.png") -> BoxTree {
        let ink = RGBAColor(red: 27, green: 19, blue: 64)
        let line = TextLine(text: "Welcome back, Sara!", x: 80.5, baseline: 300.25, width: 180.0009765625, ascent: 19.5,
                            height: 24.2, direction: .leftToRight)
        let header = Box(role: .header, frame: Rect(x: 48, y: 280.75, width: 297, height: 24.2),
                         text: TextBlock(text: "Welcome back, Sara!", font: FontSpec(style: .title3, size: 20, weight: .semibold),
                                         color: ink, alignment: .center, lines: [line]),
                         accessibility: AccessibilityInfo(elementType: .staticText, label: "Welcome back, Sara!", traits: ["header"]))
        let artwork = Box(role: .artwork, frame: Rect(x: 24, y: 201, width: 345, height: 172.5),
                          image: ImageContent(source: "https://cdn.example.com/hero.png", file: artworkFile, pixelWidth: 1200,
                                              pixelHeight: 600, contentMode: .aspectFill),
                          accessibility: AccessibilityInfo(elementType: .image, traits: ["image"]))
        let placeholder = Box(role: .icon, frame: Rect(x: 30, y: 400, width: 48, height: 48),
                              fill: .linearGradient(top: RGBAColor(red: 229, green: 229, blue: 234), bottom: RGBAColor(red: 209, green: 209, blue: 214)),
                              cornerRadius: 10,
                              image: ImageContent(source: "http://insecure.example.com/x.png", file: nil, pixelWidth: 600,
                                                  pixelHeight: 600, contentMode: .aspectFit, isPlaceholder: true))
        let button = Box(role: .button, frame: Rect(x: 48, y: 590, width: 297, height: 44), fill: .color(RGBAColor(hex: "#5B3DF5")!),
                         cornerRadius: 12, border: Border(color: RGBAColor(hex: "#00000033")!, width: 1),
                         accessibility: AccessibilityInfo(elementType: .button, identifier: "gameball.message.button.claim",
                                                          label: "Claim points", traits: ["button"]),
                         action: ActionInfo(type: "navigate", target: "rewards/claim", closesMessage: false))
        let close = Box(role: .closeButton, frame: Rect(x: 317, y: 205, width: 48, height: 48),
                        glyph: .close(color: .white, background: RGBAColor(hex: "#00000066")!, visibleSize: 30),
                        accessibility: AccessibilityInfo(elementType: .button, identifier: "gameball.message.close", label: "Close",
                                                         traits: ["button"]),
                        action: ActionInfo(type: "dismiss", closesMessage: true))
        let chevron = Box(role: .chevron, frame: Rect(x: 340, y: 420, width: 12, height: 20),
                          glyph: .chevron(color: RGBAColor(hex: "#3C3C4399")!, pointsRight: false))
        let scroll = Box(role: .scrollView, frame: Rect(x: 24, y: 201, width: 345, height: 380),
                         clip: Rect(x: 24, y: 201, width: 345, height: 380), children: [artwork, header, placeholder, chevron])
        let cardFrame = Rect(x: 24, y: 201, width: 345, height: 450)
        let card = Box(role: .card, frame: cardFrame, clip: cardFrame, fill: .color(.white), cornerRadius: 20,
                       shadow: Shadow(color: RGBAColor(hex: "#0000004D")!, offsetY: 8, blurRadius: 24),
                       accessibility: AccessibilityInfo(elementType: .other, identifier: "gameball.message.card", isElement: false),
                       action: ActionInfo(type: "openURL", target: "https://example.com/x?a=1&b=2", external: true, closesMessage: false),
                       children: [scroll, button, close])
        let scrim = Box(role: .scrim, frame: Rect(x: 0, y: 0, width: 393, height: 852), fill: .color(RGBAColor(hex: "#1B134099")!),
                        action: ActionInfo(type: "dismiss", closesMessage: true))
        let surface = Box(role: .surface, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                          accessibility: AccessibilityInfo(elementType: .other, identifier: "gameball.message.modal", isModal: true,
                                                           isElement: false),
                          children: [scrim, card])
        let host = Box(role: .hostApp, frame: Rect(x: 0, y: 0, width: 393, height: 852), fill: .color(RGBAColor(hex: "#F2F2F7")!))
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: 393, height: 852), children: [host, surface])
        return BoxTree(campaignID: "welcome-back/variant-a", messageType: "modal", layout: .textWithImage,
                       environment: environment(), display: .displayed, autoDismissAfter: 12.5, dismissOnScrimTap: true,
                       root: root,
                       diagnostics: [Diagnostic(.warning, "content-scrolls", "content is 500 pt tall in a 380 pt viewport",
                                                element: "gameball.message.card")],
                       extras: .object(["campaign": .string("q3"), "weight": .number(0.25), "tags": .array([]), "none": .null,
                                        "on": .bool(true)]))
    }
}
