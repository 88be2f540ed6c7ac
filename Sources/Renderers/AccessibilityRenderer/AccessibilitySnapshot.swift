import BoxTreeModel

/// What VoiceOver and an XCUITest query see of a message in one environment:
/// the message's accessibility elements in reading order, and how the message
/// behaves around them (modality, focus, outside taps, auto-dismiss).
///
/// Built from a box tree by `init(tree:)`; printed as text or JSON by
/// `AccessibilityRenderer`. Frames are rounded to 0.1 pt so that dumps are
/// stable and diffable.
public struct AccessibilitySnapshot: Equatable, Sendable, Codable {
    /// Bumped whenever a field changes meaning.
    public static let currentSchemaVersion = 1

    /// What a tap outside the message does.
    public enum OutsideTap: String, Sendable, Codable {
        /// A modal whose scrim closes it (`dismissOnScrimTap`).
        case dismiss
        /// A modal whose scrim swallows the tap.
        case blocked
        /// A slide-up: the tap reaches the app.
        case passesThrough
        /// A full screen: there is no outside.
        case none
    }

    /// The environment, as in the box tree but without geometry.
    public struct Environment: Equatable, Sendable, Codable {
        public var device: String
        public var orientation: Orientation
        /// `nil`: the campaign's own text.
        public var language: String?
        public var direction: LayoutDirection
        public var textSize: String
    }

    public var schemaVersion: Int
    public var campaignID: String
    /// `slideup`, `modal`, `fullscreen`, or the unsupported type as written.
    public var messageType: String
    public var environment: Environment
    public var displayed: Bool
    /// Why a device would not display the message; `nil` when it would.
    public var notDisplayedReason: String?
    /// The message surface is `accessibilityViewIsModal`: VoiceOver ignores the app behind it.
    public var isModal: Bool
    /// Whether VoiceOver can still move to the app's own elements.
    public var hostAppReachable: Bool
    /// The element VoiceOver focuses when the message appears, as its text-form
    /// summary (for example `staticText "Welcome back, Sara!"`); `nil` when nothing is shown.
    public var initialFocus: String?
    /// Seconds of visible time before the message closes itself; `nil`: never.
    public var autoDismissAfter: Double?
    public var outsideTap: OutsideTap
    /// The message's elements, in VoiceOver reading order (depth first).
    public var elements: [AccessibilityElement]
    /// The layout's diagnostics, unchanged.
    public var diagnostics: [Diagnostic]
}
