import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Testing
import Workflow

/// docs/lint.md and the README show real reports, and docs/lint.md
/// documents every rule; keep them true.
@Suite struct LintDocumentationTests {
    static func read(_ path: String) -> String {
        (try? String(contentsOf: LintHarness.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let document = read("docs/lint.md")

    /// The lines of the report between `<!-- lint-report:NAME -->` and the next marker, command line dropped.
    static func block(_ name: String, in document: String = document) -> String? {
        guard let start = document.range(of: "<!-- lint-report:\(name) -->"),
              let end = document.range(of: "<!-- /lint-report -->", range: start.upperBound..<document.endIndex) else { return nil }
        let lines = document[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        // ```text, $ command, ...report..., ```
        let body = lines.drop { !$0.hasPrefix("$ ") }.dropFirst().prefix { !$0.hasPrefix("```") }
        return body.joined(separator: "\n") + "\n"
    }

    static func report(_ matrix: VariantMatrix) -> String {
        let flawed = LintHarness.root.appendingPathComponent("examples/flawed/flawed-modal.json")
        let text = LintTextFormatter().format(LintHarness.lint([flawed], matrix: matrix))
        // The documents run it in examples/, where no preview.json replaces the default matrix.
        return text.replacingOccurrences(of: LintHarness.root.path + "/examples/", with: "")
    }

    @Test(arguments: ["docs/lint.md", "README.md"])
    func theDefaultReportIsTheRealOne(_ path: String) throws {
        let shown = try #require(Self.block("default", in: Self.read(path)))
        #expect(shown == Self.report(VariantMatrix.lintDefault))
    }

    @Test func theSmallPhoneReportIsTheRealOne() throws {
        let shown = try #require(Self.block("iphone-se"))
        #expect(shown == Self.report(VariantMatrix(devices: .list(["iphone-se"]), languages: .list(["en"]),
                                                   textSizes: .list([.large, .accessibilityExtraLarge]))))
    }

    @Test func everyRuleIsDocumentedWithItsDefaultSeverity() {
        for rule in LintRuleCatalog.all {
            #expect(Self.document.contains("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |"), "\(rule.id)")
        }
    }
}
