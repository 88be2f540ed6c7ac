import XMLWriting

/// JUnit XML for CI systems: a test suite per campaign, a test case per rule.
/// A rule with an unsuppressed error fails its case (every finding listed in
/// the failure); warnings and notes pass, listed in `system-out`; a case
/// whose only findings are suppressed is skipped with the reasons. Files
/// that do not decode get cases for the decoding rules only.
public enum LintJUnitFormatter {
    /// The report as a JUnit XML document.
    public static func format(_ report: LintReport, decodingRules: Set<String> = Self.decodingRuleIDs) -> String {
        let suites = report.campaigns.map { campaign in
            let findings = report.findings.filter { $0.file == campaign.file }
            let decoded = campaign.variantCount > 0 || !findings.contains { decodingRules.contains($0.rule) }
            let name = campaign.campaignID ?? campaign.file
            let cases = report.rules.filter { decoded || decodingRules.contains($0) }.map { rule in
                testCase(rule, findings: findings.filter { $0.rule == rule }, classname: name, file: campaign.file)
            }
            return JUnitSuite(name: name, file: campaign.file, cases: cases)
        }
        return JUnitDocument(name: "preview-cli lint", suites: suites).xml()
    }

    private static func testCase(_ rule: String, findings: [Finding], classname: String, file: String) -> JUnitCase {
        var testCase = JUnitCase(classname: classname, name: rule, file: file)
        let blocking = findings.filter(\.isBlocking)
        let open = findings.filter { !$0.isSuppressed }
        if !blocking.isEmpty {
            let message = blocking.count == 1 ? blocking[0].message : "\(blocking.count) errors"
            testCase.outcome = .failure(type: rule, message: message, details: lines(open))
        } else if !open.isEmpty {
            testCase.output = lines(open)
        } else if !findings.isEmpty {
            let reasons = Array(Set(findings.compactMap(\.suppressedBecause))).sorted().joined(separator: "; ")
            testCase.outcome = .skipped(message: "suppressed: " + reasons)
        }
        return testCase
    }

    /// The ids of the rules about files that do not decode.
    public static var decodingRuleIDs: Set<String> {
        Set(LintRuleCatalog.all.filter { $0.asDecodingFailureRule != nil }.map(\.id))
    }

    /// One line per finding: `severity: element: message [variants]`.
    private static func lines(_ findings: [Finding]) -> String {
        findings.map { finding in
            var line = "\(finding.severity.rawValue): " + (finding.element.map { "\($0): " } ?? "") + finding.message
            if !finding.variants.isEmpty { line += " [\(finding.variants.joined(separator: ", "))]" }
            return line
        }.joined(separator: "\n")
    }
}
