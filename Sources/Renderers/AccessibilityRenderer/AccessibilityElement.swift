import BoxTreeModel

/// One node of the accessibility tree: an element XCUITest can query
/// (`app.buttons["gameball.message.close"]`) and, when it is an accessibility
/// element, one stop of VoiceOver's swipe order.
public struct AccessibilityElement: Equatable, Sendable, Codable {
    /// How much of the element is on screen, given the scroll views and
    /// cards that clip it.
    public enum Visibility: String, Sendable, Codable {
        case visible
        /// Partly clipped: VoiceOver scrolls it fully into view when it is focused.
        case partlyVisible
        /// Entirely scrolled out of view: XCUITest reports it as not hittable
        /// until the scroll view is scrolled.
        case scrolledOut
    }

    /// `XCUIElement.ElementType`: `other`, `image`, `staticText`, `button`.
    public var type: AccessibilityInfo.ElementType
    /// The SDK's accessibility identifier, when it sets one.
    public var identifier: String?
    /// What VoiceOver reads: the personalized text, or the localized "Close".
    public var label: String?
    /// `UIAccessibilityTraits` names, plus `modal` for `accessibilityViewIsModal`.
    public var traits: [String]
    /// False for containers, which XCUITest sees but VoiceOver does not stop on.
    public var isAccessibilityElement: Bool
    /// The accessibility frame in screen points, rounded to 0.1.
    public var frame: Rect
    /// The tappable size of a button, in points (HIG minimum: 44 x 44).
    public var hitTarget: Size?
    /// What activating the element does (buttons, and message surfaces with a click action).
    public var action: ActionInfo?
    public var visibility: Visibility
    public var children: [AccessibilityElement]

    public init(type: AccessibilityInfo.ElementType, identifier: String? = nil, label: String? = nil, traits: [String] = [],
                isAccessibilityElement: Bool = true, frame: Rect, hitTarget: Size? = nil, action: ActionInfo? = nil,
                visibility: Visibility = .visible, children: [AccessibilityElement] = []) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.traits = traits
        self.isAccessibilityElement = isAccessibilityElement
        self.frame = frame
        self.hitTarget = hitTarget
        self.action = action
        self.visibility = visibility
        self.children = children
    }

    /// The element and its descendants, depth first: VoiceOver's order.
    public var flattened: [AccessibilityElement] {
        [self] + children.flatMap(\.flattened)
    }
}
