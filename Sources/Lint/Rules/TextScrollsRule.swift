import Layout

/// Text below the fold: the message scrolls, and part of its text is hidden
/// until the customer scrolls (or, when no text is hidden, the layout still
/// reports scrolling content). Names the smallest text size at which it starts.
struct TextScrollsRule: LintRule {
    let id = "text-scrolls"
    let defaultSeverity = LintSeverity.warning
    let summary = "Text is below the fold until the customer scrolls; names the smallest text size at which it starts."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [LintViolation] {
        let hidden = HiddenText.find(in: context.placed(variant)).filter { $0.kind == .scrolled }
        if hidden.isEmpty {
            return variant.tree.diagnostics.filter { $0.code == "content-scrolls" }.map { diagnostic in
                let first = context.smallestTextSize(for: variant) { tree in
                    tree.diagnostics.contains { $0.code == "content-scrolls" && $0.element == diagnostic.element }
                }
                return LintViolation(element: diagnostic.element, "\(diagnostic.message); \(TextSizeWording.starts(first))")
            }
        }
        return hidden.map { text in
            let first = context.smallestTextSize(for: variant) { tree in
                HiddenText.find(in: PlacedBox.all(in: tree)).contains { $0.element == text.element && $0.kind == .scrolled }
            }
            let viewport = text.limit.map { " of a \(PointFormat.points($0.height)) pt viewport" } ?? ""
            return LintViolation(element: text.element,
                "\(text.hiddenLines) of \(PointFormat.count(text.totalLines, "line")) below the fold\(viewport) "
                + "(\(PointFormat.points(text.overshoot)) pt) until the customer scrolls; \(TextSizeWording.starts(first))")
        }
    }
}
