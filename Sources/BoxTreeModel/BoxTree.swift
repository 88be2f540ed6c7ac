/// The result of laying out one campaign for one environment: plain data that
/// every renderer reads and none changes. Frames are absolute, in points,
/// with the origin at the top-left of the screen.
public struct BoxTree: Equatable, Sendable, Codable {
    /// Bumped whenever a field changes meaning; see `docs/box-tree.md`.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var campaignID: String
    /// `slideup`, `modal`, `fullscreen`, or the unsupported type as written.
    public var messageType: String
    public var layout: MessageLayout
    public var environment: EnvironmentSummary
    /// Whether a device would display the message, and if not, why.
    public var display: DisplayStatus
    /// Seconds until the message closes itself; `nil` when it never does.
    public var autoDismissAfter: Double?
    public var dismissOnScrimTap: Bool
    /// The screen: the host app behind, then the message on top, in drawing order.
    public var root: Box
    public var diagnostics: [Diagnostic]
    public var extras: JSONValue

    public init(campaignID: String, messageType: String, layout: MessageLayout, environment: EnvironmentSummary,
                display: DisplayStatus, autoDismissAfter: Double?, dismissOnScrimTap: Bool, root: Box,
                diagnostics: [Diagnostic], extras: JSONValue) {
        self.schemaVersion = Self.currentSchemaVersion
        self.campaignID = campaignID
        self.messageType = messageType
        self.layout = layout
        self.environment = environment
        self.display = display
        self.autoDismissAfter = autoDismissAfter
        self.dismissOnScrimTap = dismissOnScrimTap
        self.root = root
        self.diagnostics = diagnostics
        self.extras = extras
    }

    /// Every box, depth first, in drawing (and reading) order.
    public var allBoxes: [Box] {
        var result: [Box] = []
        func visit(_ box: Box) {
            result.append(box)
            box.children.forEach(visit)
        }
        visit(root)
        return result
    }

    /// The first box with the given accessibility identifier.
    public func box(identifier: String) -> Box? {
        allBoxes.first { $0.accessibility?.identifier == identifier }
    }

    public func boxes(role: Box.Role) -> [Box] { allBoxes.filter { $0.role == role } }
}

/// The environment a tree was laid out for, echoed for renderers and reports.
public struct EnvironmentSummary: Equatable, Sendable, Codable {
    public var device: String
    public var deviceName: String
    public var orientation: Orientation
    public var language: String?
    public var direction: LayoutDirection
    public var textSize: String
    /// Screen size in points.
    public var screen: Size
    /// Pixels per point.
    public var scale: Double
    public var safeArea: EdgeInsets
    /// `dark` when the host screen was drawn in the dark appearance; absent
    /// (`nil`) in light, so trees from before the axis read the same.
    public var appearance: String?

    public init(device: String, deviceName: String, orientation: Orientation, language: String?, direction: LayoutDirection,
                textSize: String, screen: Size, scale: Double, safeArea: EdgeInsets, appearance: String? = nil) {
        self.device = device
        self.deviceName = deviceName
        self.orientation = orientation
        self.language = language
        self.direction = direction
        self.textSize = textSize
        self.screen = screen
        self.scale = scale
        self.safeArea = safeArea
        self.appearance = appearance
    }
}

/// Whether a device would show the message.
public struct DisplayStatus: Equatable, Sendable, Codable {
    public var displayed: Bool
    /// Why not, in the SDK's own words (for example
    /// "skipped: artwork not ready (…)"). `nil` when displayed.
    public var reason: String?

    public static let displayed = DisplayStatus(displayed: true, reason: nil)
    public static func notDisplayed(_ reason: String) -> DisplayStatus { DisplayStatus(displayed: false, reason: reason) }
}
