/// One node of the box tree: a rectangle with what to draw in it and what it
/// means to assistive technology. Children draw above their parent, in order.
public struct Box: Equatable, Sendable, Codable {
    /// What the box is. Renderers switch on it only for cosmetic choices
    /// (an ANSI renderer draws buttons as `[ label ]`); geometry is in `frame`.
    public enum Role: String, Sendable, Codable, CaseIterable {
        /// The whole device screen (the tree's root).
        case screen
        /// The host app drawn behind the message (mock, colour or screenshot).
        case hostApp
        /// A part of the mock host screen (title, list rows, tab bar).
        case hostDecoration
        /// The system status bar (time, battery) and its parts. iOS draws it
        /// above every window: under the message's scrim for the mock host,
        /// and on top of a full screen.
        case statusBar
        /// The dimming layer behind a modal or full screen (`frameColor`).
        case scrim
        /// The message surface: the slide-up banner, the modal's full-screen
        /// container, or the full screen itself.
        case surface
        /// The card inside a modal.
        case card
        /// The scrolling region holding artwork and text.
        case scrollView
        case artwork
        case icon
        case header
        case body
        case button
        case closeButton
        case chevron
        /// The preview's own note on top of the screen (for example why the
        /// message would not be displayed). Not part of the message.
        case notice
        /// A scroll indicator showing that content continues below.
        case scrollIndicator
        /// The fade at the bottom edge of a scroll view whose content continues below.
        case scrollEdge
        /// The bar iOS draws at the bottom of a screen without a Home button,
        /// above every window, the message's included.
        case homeIndicator
    }

    public var role: Role
    /// Absolute frame in points.
    public var frame: Rect
    /// When set, this box and its descendants are clipped to the rectangle
    /// (absolute, points): a scroll view's visible area, or a card's bounds.
    /// A clip equal to `frame` follows the box's rounded corners.
    public var clip: Rect?
    public var fill: Fill?
    public var cornerRadius: Double
    public var border: Border?
    public var shadow: Shadow?
    public var text: TextBlock?
    public var image: ImageContent?
    public var glyph: Glyph?
    public var accessibility: AccessibilityInfo?
    /// What tapping the box does (surfaces and buttons).
    public var action: ActionInfo?
    public var children: [Box]

    public init(role: Role, frame: Rect, clip: Rect? = nil, fill: Fill? = nil, cornerRadius: Double = 0,
                border: Border? = nil, shadow: Shadow? = nil, text: TextBlock? = nil, image: ImageContent? = nil,
                glyph: Glyph? = nil, accessibility: AccessibilityInfo? = nil, action: ActionInfo? = nil, children: [Box] = []) {
        self.role = role
        self.frame = frame
        self.clip = clip
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.text = text
        self.image = image
        self.glyph = glyph
        self.accessibility = accessibility
        self.action = action
        self.children = children
    }
}

/// How a box's background is painted.
public enum Fill: Equatable, Sendable, Codable {
    case color(RGBAColor)
    /// A vertical gradient from top to bottom, used by artwork placeholders.
    case linearGradient(top: RGBAColor, bottom: RGBAColor)
}

public struct Border: Equatable, Sendable, Codable {
    public var color: RGBAColor
    public var width: Double
    public init(color: RGBAColor, width: Double) { self.color = color; self.width = width }
}

/// A drop shadow under a box's rounded rectangle.
public struct Shadow: Equatable, Sendable, Codable {
    public var color: RGBAColor
    public var offsetY: Double
    public var blurRadius: Double
    public init(color: RGBAColor, offsetY: Double, blurRadius: Double) {
        self.color = color
        self.offsetY = offsetY
        self.blurRadius = blurRadius
    }
}

/// Shaped, broken text: every line as the layout measured it, ready to draw.
public struct TextBlock: Equatable, Sendable, Codable {
    /// The full text after localization and placeholder substitution.
    public var text: String
    public var font: FontSpec
    public var color: RGBAColor
    /// The campaign's alignment after resolving leading/trailing for the
    /// layout direction.
    public var alignment: PhysicalAlignment
    public var lines: [TextLine]

    public init(text: String, font: FontSpec, color: RGBAColor, alignment: PhysicalAlignment, lines: [TextLine]) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lines = lines
    }
}

/// Alignment on the page, after leading/trailing have been resolved.
public enum PhysicalAlignment: String, Sendable, Codable {
    case left, center, right
}

/// One laid-out line of text.
public struct TextLine: Equatable, Sendable, Codable {
    /// The characters of the line in logical order, trailing spaces removed.
    public var text: String
    /// Absolute x of the line's left edge, in points.
    public var x: Double
    /// Absolute y of the baseline, in points.
    public var baseline: Double
    /// Advance width of the line, in points.
    public var width: Double
    /// Distance from the top of the line box to the baseline.
    public var ascent: Double
    /// Height of the line box (font ascent plus descent).
    public var height: Double
    /// The paragraph direction the line is shaped with.
    public var direction: LayoutDirection
    /// The line's bidirectional runs in **visual** order (left to right on
    /// the screen); `nil` when the whole line is one run in `direction`,
    /// which is what `visualRuns` then returns.
    public var runs: [TextRun]?

    /// `runs` is left `nil` when it is just the line as one run in `direction`,
    /// so the tree says it only where the line mixes directions.
    public init(text: String, x: Double, baseline: Double, width: Double, ascent: Double, height: Double, direction: LayoutDirection,
                runs: [TextRun]? = nil) {
        self.text = text
        self.x = x
        self.baseline = baseline
        self.width = width
        self.ascent = ascent
        self.height = height
        self.direction = direction
        self.runs = runs == Self.singleRun(text, direction) ? nil : runs
    }

    /// The runs in visual order: `runs`, or the whole line as one run at the
    /// paragraph's level (none for an empty line).
    public var visualRuns: [TextRun] { runs ?? Self.singleRun(text, direction) }

    private static func singleRun(_ text: String, _ direction: LayoutDirection) -> [TextRun] {
        text.isEmpty ? [] : [TextRun(text: text, level: direction == .rightToLeft ? 1 : 0)]
    }

    /// The line box in absolute points.
    public var frame: Rect { Rect(x: x, y: baseline - ascent, width: width, height: height) }

    public func offsetBy(dx: Double, dy: Double) -> TextLine {
        var copy = self
        copy.x += dx
        copy.baseline += dy
        return copy
    }
}

/// A bitmap drawn into a box.
public struct ImageContent: Equatable, Sendable, Codable {
    public enum ContentMode: String, Sendable, Codable {
        /// Scale to cover the box, cropping the overflow (UIKit's `.scaleAspectFill`).
        case aspectFill
        /// Scale to fit inside the box, letterboxed (UIKit's `.scaleAspectFit`).
        case aspectFit
    }

    /// The URL or path as written in the campaign.
    public var source: String
    /// The local file holding the decoded artwork; `nil` for a placeholder.
    public var file: String?
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var contentMode: ContentMode
    /// Drawn as a labelled placeholder because the artwork could not load.
    public var isPlaceholder: Bool

    public init(source: String, file: String?, pixelWidth: Int, pixelHeight: Int, contentMode: ContentMode, isPlaceholder: Bool = false) {
        self.source = source
        self.file = file
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.contentMode = contentMode
        self.isPlaceholder = isPlaceholder
    }
}

/// A vector glyph the SDK draws itself.
public enum Glyph: Equatable, Sendable, Codable {
    /// The close "×", drawn centred in `visibleSize` inside the (larger) tap target.
    case close(color: RGBAColor, background: RGBAColor?, visibleSize: Double)
    /// A chevron pointing toward the trailing edge ("›" in LTR, "‹" in RTL).
    case chevron(color: RGBAColor, pointsRight: Bool)
}

/// What VoiceOver and XCUITest see for a box.
public struct AccessibilityInfo: Equatable, Sendable, Codable {
    /// XCUIElement.ElementType, as XCUITest queries it.
    public enum ElementType: String, Sendable, Codable {
        case other, image, staticText, button
    }

    public var elementType: ElementType
    /// The SDK's accessibility identifier, when it sets one.
    public var identifier: String?
    /// What VoiceOver reads.
    public var label: String?
    /// UIAccessibilityTraits names: `header`, `button`, `image`, `staticText`.
    public var traits: [String]
    /// `accessibilityViewIsModal`: VoiceOver ignores everything behind it.
    public var isModal: Bool
    /// Whether VoiceOver focuses the element itself (containers are not).
    public var isElement: Bool

    public init(elementType: ElementType, identifier: String? = nil, label: String? = nil, traits: [String] = [],
                isModal: Bool = false, isElement: Bool = true) {
        self.elementType = elementType
        self.identifier = identifier
        self.label = label
        self.traits = traits
        self.isModal = isModal
        self.isElement = isElement
    }
}

/// A resolved action, as the SDK would perform it.
public struct ActionInfo: Equatable, Sendable, Codable {
    /// `dismiss`, `openURL`, `navigate`, `requestPushPermission`, or the unsupported type.
    public var type: String
    /// The URL for `openURL`, the route for `navigate`.
    public var target: String?
    public var external: Bool?
    /// Whether the message closes after the action.
    public var closesMessage: Bool
    /// Set when a button's action fell back to `dismiss`.
    public var fallbackReason: String?
    public var isSupported: Bool
    /// For `openURL`: where the SDK sends the URL.
    public var opensIn: URLHandler?

    /// Where an `openURL` action goes, as the SDK decides it.
    public enum URLHandler: String, Sendable, Codable {
        /// An `SFSafariViewController` presented over the app: an `http(s)`
        /// URL with `external: false` (the host app always has a view
        /// controller to present from).
        case inAppBrowser
        /// `UIApplication.open`: `external: true`, or a URL that is not
        /// `http(s)` (`myapp://deep`, `mailto:`), which the system hands to
        /// the app that claims it.
        case system
    }

    public init(type: String, target: String? = nil, external: Bool? = nil, closesMessage: Bool,
                fallbackReason: String? = nil, isSupported: Bool = true, opensIn: URLHandler? = nil) {
        self.type = type
        self.target = target
        self.external = external
        self.closesMessage = closesMessage
        self.fallbackReason = fallbackReason
        self.isSupported = isSupported
        self.opensIn = opensIn
    }
}
