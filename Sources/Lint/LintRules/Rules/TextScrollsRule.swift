import BoxTreeModel
import Layout
import NumberText

/// Text below the fold: the message scrolls (the layout's `content-scrolls`),
/// and lines of its header, body or buttons lie below the scroll view's
/// visible area until the customer scrolls. Scrolling that hides only
/// padding is not reported. Names the smallest text size at which it starts.
struct TextScrollsRule: LintRule {
    let id = "text-scrolls"
    let restates: Set = [Diagnostic.Code.contentScrolls]
    let defaultSeverity = LintSeverity.warning
    let summary = "Text is below the fold until the customer scrolls; names the smallest text size at which it starts."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let hidden = context.hiddenText(variant).filter { $0.kind == .scrolled }
        return hidden.map { text in
            let first = context.smallestTextSize(for: variant) { smaller in
                context.hides(text.element, .scrolled, in: smaller)
            }
            let viewport = text.limit.map { " of the \(NumberText.points($0.height)) pt viewport" } ?? ""
            return diagnostic(element: text.element,
                "\(text.hiddenLines) of \(PointFormat.count(text.totalLines, "line")) below the fold\(viewport) until the customer scrolls "
                + "(reaching \(NumberText.points(text.overshoot)) pt below it); \(TextSizeWording.starts(first))")
        }
    }
}
