import BoxTreeModel
/// What a tap does: on the message surface (`clickAction`) or on a button.
public enum Action: Equatable, Sendable {
    case dismiss
    /// Opens `url`; the message stays on screen.
    case openURL(url: String, external: Bool)
    /// Hands `route` (leading `/` stripped) to the host app; the message stays.
    case navigate(route: String, arguments: JSONValue?)
    /// Asks for push permission, then closes.
    case requestPushPermission
    /// An action type this SDK version does not know: reported, the message stays.
    case unsupported(type: String)

    /// Whether performing the action closes the message, as the SDK does.
    public var closesMessage: Bool {
        switch self {
        case .dismiss, .requestPushPermission: true
        case .openURL, .navigate, .unsupported: false
        }
    }

    /// The action's `type` string as written in a campaign file.
    public var typeName: String {
        switch self {
        case .dismiss: "dismiss"
        case .openURL: "openURL"
        case .navigate: "navigate"
        case .requestPushPermission: "requestPushPermission"
        case .unsupported(let type): type
        }
    }
}

/// A campaign button.
public struct Button: Equatable, Sendable {
    public var id: String
    public var text: String
    /// The action to perform. A missing or unusable action has already been
    /// replaced by `.dismiss`; `fallbackReason` then says why.
    public var action: Action
    public var fallbackReason: String?
    public var style: ButtonStyle

    public init(id: String, text: String, action: Action = .dismiss, fallbackReason: String? = nil, style: ButtonStyle = ButtonStyle()) {
        self.id = id
        self.text = text
        self.action = action
        self.fallbackReason = fallbackReason
        self.style = style
    }
}

public struct ButtonStyle: Equatable, Sendable {
    public var backgroundColor: RGBAColor?
    public var textColor: RGBAColor?
    public var borderColor: RGBAColor?

    public init(backgroundColor: RGBAColor? = nil, textColor: RGBAColor? = nil, borderColor: RGBAColor? = nil) {
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        self.borderColor = borderColor
    }
}

/// Colours and alignment of a message. `nil` means "the theme's default".
public struct MessageStyle: Equatable, Sendable {
    public var backgroundColor: RGBAColor?
    public var textColor: RGBAColor?
    public var headerColor: RGBAColor?
    public var closeButtonColor: RGBAColor?
    public var borderColor: RGBAColor?
    /// The scrim behind a modal or full screen.
    public var frameColor: RGBAColor?
    public var headerAlignment: TextAlignment?
    public var bodyAlignment: TextAlignment?

    public init(
        backgroundColor: RGBAColor? = nil, textColor: RGBAColor? = nil, headerColor: RGBAColor? = nil,
        closeButtonColor: RGBAColor? = nil, borderColor: RGBAColor? = nil, frameColor: RGBAColor? = nil,
        headerAlignment: TextAlignment? = nil, bodyAlignment: TextAlignment? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        self.headerColor = headerColor
        self.closeButtonColor = closeButtonColor
        self.borderColor = borderColor
        self.frameColor = frameColor
        self.headerAlignment = headerAlignment
        self.bodyAlignment = bodyAlignment
    }
}

/// Per-language text. What it leaves out comes from the campaign itself.
public struct Localization: Equatable, Sendable {
    public var header: String?
    public var body: String?
    /// Button text by button ID.
    public var buttons: [String: String]
    public var imageURL: String?

    public init(header: String? = nil, body: String? = nil, buttons: [String: String] = [:], imageURL: String? = nil) {
        self.header = header
        self.body = body
        self.buttons = buttons
        self.imageURL = imageURL
    }
}
