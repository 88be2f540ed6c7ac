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
        // Only elements whose vertical extents meet can overlap: sorted by
        // top edge, each element is compared with those starting above its
        // bottom edge, so stacked buttons cost a comparison each rather than
        // one per pair. Pairs are reported in element order, as drawn.
        let bounds = elements.map { element in
            (top: element.rects.map(\.minY).min() ?? 0, bottom: element.rects.map(\.maxY).max() ?? 0)
        }
        let byTop = elements.indices.sorted { (bounds[$0].top, $0) < (bounds[$1].top, $1) }
        var overlaps: [(first: Int, second: Int, area: Rect)] = []
        for (position, index) in byTop.enumerated() {
            for other in byTop[(position + 1)...] {
                guard bounds[other].top < bounds[index].bottom else { break }
                let (first, second) = (min(index, other), max(index, other))
                if let largest = Self.largestOverlap(elements[first], elements[second]) {
                    overlaps.append((first, second, largest))
                }
            }
        }
        return overlaps.sorted { ($0.first, $0.second) < ($1.first, $1.second) }.map { overlap in
            diagnostic(element: elements[overlap.first].name,
                "overlaps \(elements[overlap.second].name) by \(PointFormat.size(overlap.area.width, overlap.area.height))")
        }
    }

    private static func largestOverlap(_ element: MessageElement, _ other: MessageElement) -> Rect? {
        var largest: Rect?
        for a in element.rects {
            for b in other.rects {
                guard let overlap = a.clipped(to: b), overlap.width > 0.5, overlap.height > 0.5 else { continue }
                if overlap.width * overlap.height > (largest.map { $0.width * $0.height } ?? 0) { largest = overlap }
            }
        }
        return largest
    }
}
