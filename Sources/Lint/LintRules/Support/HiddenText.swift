import BoxTreeModel
import Layout

/// Text of the message that the customer cannot read on the first screen:
/// lines below a scroll view's fold, or cut off by a clip or their own box.
struct HiddenText: Equatable {
    enum Kind: Equatable {
        /// Below the fold of a scroll view: readable after scrolling.
        case scrolled
        /// Cut off by a clip that does not scroll, or wider than its box: never readable.
        case clipped
    }

    var element: String
    var kind: Kind
    var hiddenLines: Int
    var totalLines: Int
    /// How far the text reaches past what is visible, in points.
    var overshoot: Double
    /// The clip that hides it (the scroll view's viewport for `.scrolled`).
    var limit: Rect?

    /// Every text element of the message with hidden lines, in drawing order.
    static func find(in placed: [PlacedBox]) -> [HiddenText] {
        placed.compactMap { item in
            guard item.isInMessage, item.box.role.isMessageText, let text = item.box.text, !text.lines.isEmpty else { return nil }
            return hidden(item, text: text)
        }
    }

    private static let tolerance = 0.5

    private static func hidden(_ item: PlacedBox, text: TextBlock) -> HiddenText? {
        var scrolled = 0, clipped = 0
        var overshoot = 0.0, clippedOvershoot = 0.0
        var limit: Rect?, clippedLimit: Rect?
        for line in text.lines where !line.text.isEmpty {
            let frame = line.frame
            var lineClipped = false
            // Wider than its own box: UILabel would cut it at the box's edge.
            let box = item.box.frame
            let past = max(box.minX - frame.minX, frame.maxX - box.maxX)
            if past > tolerance {
                lineClipped = true
                clippedOvershoot = max(clippedOvershoot, past)
            }
            // Inside a scroll view, whatever runs out at the bottom (of the
            // viewport, or of the card around it) is reached by scrolling.
            let scrollable = item.clips.contains { $0.role == .scrollView }
            var lineScrolled = false
            for clip in item.clips where !clip.rect.contains(frame, tolerance: tolerance) {
                let below = frame.maxY - clip.rect.maxY
                let sideways = max(clip.rect.minX - frame.minX, frame.maxX - clip.rect.maxX, clip.rect.minY - frame.minY)
                if scrollable, sideways <= tolerance {
                    lineScrolled = true
                    overshoot = max(overshoot, below)
                    if clip.role == .scrollView { limit = clip.rect }
                } else {
                    lineClipped = true
                    clippedOvershoot = max(clippedOvershoot, max(below, sideways))
                    clippedLimit = clip.rect
                }
            }
            if lineClipped { clipped += 1 } else if lineScrolled { scrolled += 1 }
        }
        let total = text.lines.count
        if clipped > 0 {
            return HiddenText(element: item.elementName, kind: .clipped, hiddenLines: clipped, totalLines: total,
                              overshoot: clippedOvershoot, limit: clippedLimit)
        }
        if scrolled > 0 {
            return HiddenText(element: item.elementName, kind: .scrolled, hiddenLines: scrolled, totalLines: total,
                              overshoot: overshoot, limit: limit)
        }
        return nil
    }
}
