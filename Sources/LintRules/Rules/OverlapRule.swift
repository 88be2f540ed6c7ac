import BoxTreeModel
import Layout

/// Text and controls drawn on top of each other: a header under the close
/// target, a button over the body. Only visible parts count, so content
/// scrolled under a pinned button (and clipped there) is not an overlap.
struct OverlapRule: LintRule {
    let id = "overlap"
    let defaultSeverity = LintSeverity.error
    let summary = "Text or controls overlap each other (visible parts only)."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let elements = MessageElement.all(in: context.placed(variant))
        var found: [Diagnostic] = []
        for (index, element) in elements.enumerated() {
            for other in elements[(index + 1)...] {
                var largest: Rect?
                for a in element.rects {
                    for b in other.rects {
                        guard let overlap = a.clipped(to: b), overlap.width > 0.5, overlap.height > 0.5 else { continue }
                        if overlap.width * overlap.height > (largest.map { $0.width * $0.height } ?? 0) { largest = overlap }
                    }
                }
                if let largest {
                    found.append(diagnostic(element: element.name,
                        "overlaps \(other.name) by \(PointFormat.size(largest.width, largest.height))"))
                }
            }
        }
        return found
    }
}
