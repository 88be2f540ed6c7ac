import BoxTreeModel
import NumberText

extension AccessibilitySnapshot {
    /// The accessibility tree of `tree`'s message.
    ///
    /// Only the message is walked: behind a modal or a full screen the app is
    /// hidden from VoiceOver, and behind a slide-up it stays reachable but is
    /// the host's, not the preview's, to describe. Boxes without accessibility
    /// information (scroll views, the scrim, decorations) are transparent:
    /// their elements become children of the nearest element above them.
    public init(tree: BoxTree) {
        let message = tree.root.children.first { $0.role == .surface }
        let screen = Rect(x: 0, y: 0, width: tree.environment.screen.width, height: tree.environment.screen.height)
        let elements = message.map { Self.elements(in: $0, visibleArea: screen) } ?? []
        let isModal = message?.accessibility?.isModal ?? false
        let displayed = tree.display.displayed && message != nil
        let focus = elements.flatMap(\.flattened).first { $0.isAccessibilityElement && $0.label != nil }
            ?? elements.flatMap(\.flattened).first { $0.isAccessibilityElement }

        self.init(
            schemaVersion: Self.currentSchemaVersion,
            campaignID: tree.campaignID,
            messageType: tree.messageType,
            environment: Environment(device: tree.environment.device, orientation: tree.environment.orientation,
                                     language: tree.environment.language, direction: tree.environment.direction,
                                     textSize: tree.environment.textSize),
            displayed: displayed,
            notDisplayedReason: displayed ? nil : (tree.display.reason ?? "the layout produced no message"),
            isModal: displayed && isModal,
            hostAppReachable: !(displayed && isModal),
            initialFocus: focus.map(AccessibilityTextFormat.summary),
            autoDismissAfter: tree.autoDismissAfter,
            outsideTap: Self.outsideTap(tree, message: message),
            elements: elements,
            diagnostics: tree.diagnostics)
    }

    private static func outsideTap(_ tree: BoxTree, message: Box?) -> OutsideTap {
        guard let message else { return .passesThrough }
        if message.children.contains(where: { $0.role == .scrim }) {
            return tree.dismissOnScrimTap ? .dismiss : .blocked
        }
        // No scrim: a banner lets taps through; a screen-covering surface has no outside.
        let covers = message.frame.width >= tree.environment.screen.width && message.frame.height >= tree.environment.screen.height
        return covers ? .none : .passesThrough
    }

    /// The elements `box` contributes: itself (with its subtree's elements as
    /// children) when it carries accessibility information, else its
    /// descendants' elements. `visibleArea` is what its ancestors' clips leave.
    private static func elements(in box: Box, visibleArea: Rect) -> [AccessibilityElement] {
        // A box's clip applies to the box itself and everything inside it.
        let visible = box.clip.map { visibleArea.intersection($0) } ?? visibleArea
        let children = box.children.flatMap { elements(in: $0, visibleArea: visible) }
        guard let info = box.accessibility else { return children }
        var traits = info.traits
        if info.isModal && !traits.contains("modal") { traits.append("modal") }
        return [AccessibilityElement(
            type: info.elementType,
            identifier: info.identifier,
            label: info.label,
            traits: traits,
            isAccessibilityElement: info.isElement,
            frame: box.frame.roundedForDisplay,
            hitTarget: info.elementType == .button ? box.frame.size.roundedForDisplay : nil,
            action: box.action,
            visibility: visibility(of: box.frame, in: visible),
            children: children)]
    }

    private static func visibility(of frame: Rect, in area: Rect) -> AccessibilityElement.Visibility {
        if area.contains(frame, tolerance: 0.05) { return .visible }
        let overlap = area.intersection(frame)
        return overlap.width > 0.05 && overlap.height > 0.05 ? .partlyVisible : .scrolledOut
    }
}

extension Rect {
    /// The overlap of two rectangles; zero-sized (at the nearer corner) when they do not overlap.
    func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Rounded to 0.1 pt, the precision the dump shows.
    var roundedForDisplay: Rect {
        Rect(x: NumberText.roundedToTenths(x), y: NumberText.roundedToTenths(y), width: NumberText.roundedToTenths(width), height: NumberText.roundedToTenths(height))
    }
}

extension Size {
    var roundedForDisplay: Size {
        Size(width: NumberText.roundedToTenths(width), height: NumberText.roundedToTenths(height))
    }
}
