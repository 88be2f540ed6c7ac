import BoxTreeModel
import Layout

/// A visible element of the message that must stay readable or tappable:
/// header and body (as their visible lines, not their whole boxes), buttons,
/// the close target, the slide-up icon and chevron.
struct MessageElement {
    var name: String
    var role: Box.Role
    /// What the clips let through: one rect per visible line for text, the frame otherwise.
    var rects: [Rect]

    static let roles: Set<Box.Role> = [.header, .body, .button, .closeButton, .icon, .chevron]

    static func all(in placed: [PlacedBox]) -> [MessageElement] {
        placed.compactMap { item in
            guard item.isInMessage, roles.contains(item.box.role) else { return nil }
            let rects: [Rect]
            if item.box.role == .header || item.box.role == .body {
                rects = (item.box.text?.lines ?? []).filter { !$0.text.isEmpty }.compactMap { item.visiblePart(of: $0.frame) }
            } else {
                rects = item.visiblePart(of: item.box.frame).map { [$0] } ?? []
            }
            return rects.isEmpty ? nil : MessageElement(name: item.elementName, role: item.box.role, rects: rects)
        }
    }
}
