import BoxTreeModel
/// Where and how an Adobe Journey Optimizer in-app message is drawn: the
/// `mobileParameters` of the message, with the SDK's defaults filled in.
///
/// Adobe messages are HTML pages in a web view; this toolkit does not lay
/// HTML out, so a preview draws this frame (with a labelled placeholder, or
/// an external renderer's output) instead of campaign text. Percentages are
/// of the screen (the full window, not the safe area), as the SDK uses them.
public struct AdobeFrame: Equatable, Sendable {
    public enum VerticalAlignment: String, CaseIterable, Sendable {
        case top, center, bottom
    }

    public enum HorizontalAlignment: String, CaseIterable, Sendable {
        case left, center, right
    }

    /// Where the message slides in from (or out to); `center` grows from the middle.
    public enum Animation: String, CaseIterable, Sendable {
        case none, left, right, top, bottom, center, fade
    }

    public enum Gesture: String, CaseIterable, Sendable {
        case swipeUp, swipeDown, swipeLeft, swipeRight, tapBackground
    }

    /// Width in percent of the screen width, 0...100. Default 100.
    public var width: Double
    /// Height in percent of the screen height, 0...100. Default 100.
    public var height: Double
    /// The widest the web view gets, in points, or `nil`: the width is
    /// `min(screen width × width / 100, maxWidth)`. Newer exports carry it.
    public var maxWidth: Double?
    /// Default `center`.
    public var verticalAlign: VerticalAlignment
    /// Default `center`.
    public var horizontalAlign: HorizontalAlignment
    /// Offset from the `verticalAlign` edge, in percent of the screen height
    /// (ignored when centred). Default 0.
    public var verticalInset: Double
    /// Offset from the `horizontalAlign` edge, in percent of the screen width
    /// (ignored when centred). Default 0.
    public var horizontalInset: Double
    /// Whether the message blocks the app behind it (and draws the backdrop).
    /// Default `true`.
    public var uiTakeover: Bool
    /// The backdrop's colour, opaque. Default white, as the SDK uses when none is given.
    public var backdropColor: RGBAColor
    /// The backdrop's opacity, 0...1. Default 0.
    public var backdropOpacity: Double
    /// Corner radius of the web view, in points. Default 0.
    public var cornerRadius: Double
    /// Default `none`.
    public var displayAnimation: Animation
    /// Default `none`.
    public var dismissAnimation: Animation
    /// What each gesture does: an `adbinapp://` URL such as
    /// `adbinapp://dismiss?interaction=swipeDown`, run by the HTML's handler.
    public var gestures: [Gesture: String]

    public init(
        width: Double = 100, height: Double = 100, maxWidth: Double? = nil,
        verticalAlign: VerticalAlignment = .center, horizontalAlign: HorizontalAlignment = .center,
        verticalInset: Double = 0, horizontalInset: Double = 0, uiTakeover: Bool = true,
        backdropColor: RGBAColor = .white, backdropOpacity: Double = 0, cornerRadius: Double = 0,
        displayAnimation: Animation = .none, dismissAnimation: Animation = .none,
        gestures: [Gesture: String] = [:]
    ) {
        self.width = width
        self.height = height
        self.maxWidth = maxWidth
        self.verticalAlign = verticalAlign
        self.horizontalAlign = horizontalAlign
        self.verticalInset = verticalInset
        self.horizontalInset = horizontalInset
        self.uiTakeover = uiTakeover
        self.backdropColor = backdropColor
        self.backdropOpacity = backdropOpacity
        self.cornerRadius = cornerRadius
        self.displayAnimation = displayAnimation
        self.dismissAnimation = dismissAnimation
        self.gestures = gestures
    }

    /// The colour drawn behind the message: `backdropColor` at
    /// `backdropOpacity` when the message takes the UI over, else clear.
    public var backdrop: RGBAColor {
        uiTakeover ? backdropColor.withAlpha(backdropOpacity) : .clear
    }

    /// Whether the message covers the whole screen (width and height 100%).
    public var isFullscreen: Bool { width >= 100 && height >= 100 }
}
