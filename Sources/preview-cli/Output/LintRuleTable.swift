import Foundation
import LintRunner
import LintRules

/// `preview-cli lint --list-rules`: every rule, its default severity and summary.
enum LintRuleTable {
    static func render() -> String {
        let rules = LintRuleCatalog.all
        let idWidth = rules.map(\.id.count).max() ?? 0
        let severityWidth = rules.map(\.defaultSeverity.rawValue.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + rule.defaultSeverity.rawValue.padding(toLength: severityWidth, withPad: " ", startingAt: 0) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }
}
