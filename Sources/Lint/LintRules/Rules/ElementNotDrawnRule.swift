import BoxTreeModel
import Layout

/// An element of a vendor's payload (a header, a body, an image, a button)
/// that the message does not draw, as the vendor's SDK would not: what the
/// customer sees differs from what the payload's author wrote. Named by its
/// JSON path in the payload (`ElementCoverage`).
struct ElementNotDrawnRule: LintRule {
    let id = Diagnostic.Code.elementNotDrawn
    let restates: Set = [Diagnostic.Code.elementNotDrawn]
    let defaultSeverity = LintSeverity.warning
    let summary = "An element of a vendor's payload (header, body, image, button) that the SDK's layout does not draw."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let message = variant.tree.root.children.first { $0.role == .surface }
        return ElementCoverage.undrawn(variant.campaign, message: message).map { found in
            diagnostic(element: found.element, found.message)
        }
    }
}
