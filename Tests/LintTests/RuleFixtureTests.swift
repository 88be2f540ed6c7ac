import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Testing
import Workflow

/// Every rule has a fixture that triggers it and one that does not, under
/// Tests/Fixtures/campaigns/lint/<rule>/. Rules the stock layout cannot
/// trigger from a campaign file (it never clips text, leaves the safe area
/// or overlaps) get their trigger from a damaged tree in `CodeBuiltTriggerTests`.
@Suite struct RuleFixtureTests {
    /// Rules whose trigger is built in code.
    static let codeBuiltTriggers: Set<String> = ["text-clipped", "outside-safe-area", "overlap", "click-action-unreachable"]

    /// The default matrix, except where a rule needs a language asked for.
    static func matrix(for rule: String) -> VariantMatrix {
        rule == "missing-localization" ? VariantMatrix(languages: .list(["fr"])) : VariantMatrix.lintDefault
    }

    @Test func everyRuleHasFixtures() {
        for rule in LintRuleCatalog.ids {
            #expect(FileManager.default.fileExists(atPath: LintHarness.fixture(rule, "clean").path), "no clean fixture for \(rule)")
            if !Self.codeBuiltTriggers.contains(rule) {
                #expect(FileManager.default.fileExists(atPath: LintHarness.fixture(rule, "triggers").path), "no triggers fixture for \(rule)")
            }
        }
    }

    @Test(arguments: LintRuleCatalog.ids.filter { !codeBuiltTriggers.contains($0) })
    func triggers(_ rule: String) {
        let report = LintHarness.lint([LintHarness.fixture(rule, "triggers")], matrix: Self.matrix(for: rule))
        let findings = report.findings.filter { $0.rule == rule }
        #expect(!findings.isEmpty, "\(rule) did not fire; got \(report.findings.map(\.rule))")
        for finding in findings {
            #expect(!finding.message.isEmpty)
            #expect(finding.severity == LintRuleCatalog.rule(id: rule)?.defaultSeverity)
        }
    }

    @Test(arguments: LintRuleCatalog.ids)
    func clean(_ rule: String) {
        let report = LintHarness.lint([LintHarness.fixture(rule, "clean")], matrix: Self.matrix(for: rule))
        let findings = report.findings.filter { $0.rule == rule }
        #expect(findings.isEmpty, "\(rule) fired on its clean fixture: \(findings.map(\.message))")
    }
}
