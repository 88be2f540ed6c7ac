import BoxTreeModel
import Layout
import NumberText

/// Text that can never be read: cut off by an edge that does not scroll, or
/// wider than its own box. Names the smallest text size at which it starts.
struct TextClippedRule: LintRule {
    let id = "text-clipped"
    let defaultSeverity = LintSeverity.error
    let summary = "Text is cut off where nothing scrolls, or runs past its box; names the smallest text size at which it starts."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        context.hiddenText(variant).filter { $0.kind == .clipped }.map { text in
            let first = context.smallestTextSize(for: variant) { smaller in
                context.hides(text.element, .clipped, in: smaller)
            }
            return diagnostic(element: text.element,
                "\(text.hiddenLines) of \(PointFormat.count(text.totalLines, "line")) cut off by "
                + "\(NumberText.points(text.overshoot)) pt, never readable; \(TextSizeWording.starts(first))")
        }
    }
}
