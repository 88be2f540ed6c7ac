import BoxTreeModel
import Layout

extension BoxTree {
    /// Adds the lint findings that concern this tree (its campaign, and its
    /// variant or the campaign as a whole) to `diagnostics`, with the rule id
    /// as the code, so the box-tree JSON, the accessibility dump and every
    /// other renderer report the same problems the linter does. Suppressed
    /// findings and diagnostics already present are left out.
    public mutating func appendLintFindings(_ findings: [Finding]) {
        let variant = environment.variantName
        var present = Set(diagnostics)
        for finding in findings where !finding.isSuppressed && finding.campaignID == campaignID
            && (finding.variants.isEmpty || finding.variants.contains(variant)) {
            let diagnostic = Diagnostic(finding.severity, finding.rule, finding.message, element: finding.element)
            if present.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
    }
}
