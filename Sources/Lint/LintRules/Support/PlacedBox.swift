import BoxTreeModel
import Layout

/// A box of a tree together with where it is drawn: its place in drawing
/// order, its ancestors and the clips they impose on it.
struct PlacedBox {
    /// A clip rectangle and the kind of box that imposes it.
    struct Clip {
        var rect: Rect
        var role: Box.Role
    }

    let box: Box
    /// Position in drawing order (depth first, parent before children).
    let order: Int
    /// From the root down, not including the box itself.
    let ancestors: [Box]
    /// Every clip on the box's content, outermost first; the box's own clip last.
    let clips: [Clip]

    /// Whether the box belongs to the message (not the host screen or the preview's notice).
    var isInMessage: Bool {
        box.role == .surface || ancestors.contains { $0.role == .surface }
    }

    /// The element's accessibility identifier, else its role (`header`, `body`).
    var elementName: String { box.accessibility?.identifier ?? box.role.rawValue }

    /// The part of `rect` that the clips let through, or `nil` when none does.
    func visiblePart(of rect: Rect) -> Rect? {
        var visible = rect
        for clip in clips {
            guard let next = visible.clipped(to: clip.rect) else { return nil }
            visible = next
        }
        return visible
    }

    /// Whether `point` is drawn at all (inside every clip).
    func clipsAllow(_ point: Point) -> Bool {
        clips.allSatisfy { $0.rect.containsPoint(point) }
    }

    /// Every box of `tree` in drawing order.
    static func all(in tree: BoxTree) -> [PlacedBox] {
        var result: [PlacedBox] = []
        func visit(_ box: Box, ancestors: [Box], clips: [Clip]) {
            var own = clips
            if let clip = box.clip { own.append(Clip(rect: clip, role: box.role)) }
            result.append(PlacedBox(box: box, order: result.count, ancestors: ancestors, clips: own))
            for child in box.children { visit(child, ancestors: ancestors + [box], clips: own) }
        }
        visit(tree.root, ancestors: [], clips: [])
        return result
    }
}

extension Box.Role {
    /// Text elements of a message: what VoiceOver reads and the customer must see.
    var isMessageText: Bool { self == .header || self == .body || self == .button }
}
