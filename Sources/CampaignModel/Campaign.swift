import BoxTreeModel
import Foundation

/// One in-app message campaign, as described by the campaign format (version 1).
///
/// Field for field this mirrors the SDK's `GameballInAppMessage`. Values are
/// stored as authored; defaults that depend on the message type (such as the
/// slide-up auto-dismiss timer) are resolved by the computed properties below,
/// so a decoded campaign can be written back without inventing keys.
public struct Campaign: Equatable, Sendable {
    public var id: String
    public var type: MessageType
    public var layout: MessageLayout
    public var header: String?
    public var body: String?
    public var imageURL: String?
    public var iconURL: String?
    public var clickAction: Action?
    public var buttons: [Button]
    public var showCloseButton: Bool
    public var dismissOnScrimTap: Bool
    /// `nil` when the key is absent: the per-type default applies.
    /// `.some(nil)` when the key is JSON `null`: the timer is off.
    public var autoDismissAfterSetting: Double??
    public var orientation: MessageOrientation
    public var slidePosition: SlidePosition
    public var extras: JSONValue
    public var style: MessageStyle
    public var localizations: [String: Localization]
    /// How the vendor's SDK draws the message, for a message an importer
    /// read (`docs/importing.md`); `nil` for our own format.
    public var vendor: VendorHints?

    public init(
        id: String,
        type: MessageType,
        layout: MessageLayout = .textWithImage,
        header: String? = nil,
        body: String? = nil,
        imageURL: String? = nil,
        iconURL: String? = nil,
        clickAction: Action? = nil,
        buttons: [Button] = [],
        showCloseButton: Bool = true,
        dismissOnScrimTap: Bool = false,
        autoDismissAfterSetting: Double?? = nil,
        orientation: MessageOrientation = .any,
        slidePosition: SlidePosition = .bottom,
        extras: JSONValue = .object([:]),
        style: MessageStyle = MessageStyle(),
        localizations: [String: Localization] = [:],
        vendor: VendorHints? = nil
    ) {
        self.id = id
        self.type = type
        self.layout = layout
        self.header = header
        self.body = body
        self.imageURL = imageURL
        self.iconURL = iconURL
        self.clickAction = clickAction
        self.buttons = buttons
        self.showCloseButton = showCloseButton
        self.dismissOnScrimTap = dismissOnScrimTap
        self.autoDismissAfterSetting = autoDismissAfterSetting
        self.orientation = orientation
        self.slidePosition = slidePosition
        self.extras = extras
        self.style = style
        self.localizations = localizations
        self.vendor = vendor
    }

    /// Seconds until the message closes itself, or `nil` when it never does.
    /// Slide-ups default to 8 s; modals and full screens to no timer. `0` means off.
    public var autoDismissAfter: Double? {
        let seconds: Double?
        switch autoDismissAfterSetting {
        case .none: seconds = type == .slideup ? 8 : nil
        case .some(let value): seconds = value
        }
        guard let seconds, seconds > 0 else { return nil }
        return seconds
    }

    /// The campaign ID made safe for a file name: `/` becomes `__`.
    public var fileSafeID: String { id.replacingOccurrences(of: "/", with: "__") }

    /// The campaign part of `id`: all of it, or what precedes the first `/`
    /// when `id` is `campaignId/variationId`.
    public var campaignID: String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        return String(id[..<slash])
    }

    /// The A/B variation when `id` is `campaignId/variationId`, else `nil`.
    public var variationID: String? {
        guard let slash = id.firstIndex(of: "/") else { return nil }
        return String(id[id.index(after: slash)...])
    }
}

/// The message type. Any string other than the three known ones is kept as
/// `.unsupported`: the SDK does not display it, and a preview says so.
public enum MessageType: Equatable, Hashable, Sendable {
    case slideup, modal, fullscreen
    case unsupported(String)

    public init(rawValue: String) {
        switch rawValue {
        case "slideup": self = .slideup
        case "modal": self = .modal
        case "fullscreen": self = .fullscreen
        default: self = .unsupported(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .slideup: "slideup"
        case .modal: "modal"
        case .fullscreen: "fullscreen"
        case .unsupported(let raw): raw
        }
    }
}

public enum MessageOrientation: String, CaseIterable, Sendable, Codable {
    case portrait, landscape, any
}

public enum SlidePosition: String, CaseIterable, Sendable, Codable {
    case top, bottom
}

public enum TextAlignment: String, CaseIterable, Sendable, Codable {
    case leading, center, trailing
}
