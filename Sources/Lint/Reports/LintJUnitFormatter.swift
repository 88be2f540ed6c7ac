/// JUnit XML for CI systems: a test suite per campaign, a test case per rule.
/// A rule with an unsuppressed error fails its case (every finding listed in
/// the failure); warnings and notes pass, listed in `system-out`; a case
/// whose only findings are suppressed is skipped with the reasons. Files
/// that do not decode get cases for the decoding rules only.
public enum LintJUnitFormatter {
    /// The report as a JUnit XML document.
    public static func format(_ report: LintReport, decodingRules: Set<String> = Self.decodingRuleIDs) -> String {
        var suites = ""
        var totals = (tests: 0, failures: 0, skipped: 0)
        for campaign in report.campaigns {
            let findings = report.findings.filter { $0.file == campaign.file }
            let decoded = campaign.variantCount > 0 || !findings.contains { decodingRules.contains($0.rule) }
            let rules = report.rules.filter { decoded || decodingRules.contains($0) }
            let name = campaign.campaignID ?? campaign.file
            var cases = ""
            var counts = (tests: 0, failures: 0, skipped: 0)
            for rule in rules {
                let ruleFindings = findings.filter { $0.rule == rule }
                counts.tests += 1
                cases += "    <testcase classname=\"\(escape(name))\" name=\"\(escape(rule))\" file=\"\(escape(campaign.file))\">"
                let blocking = ruleFindings.filter(\.isBlocking)
                let open = ruleFindings.filter { !$0.isSuppressed }
                if !blocking.isEmpty {
                    counts.failures += 1
                    let message = blocking.count == 1 ? blocking[0].message : "\(blocking.count) errors"
                    cases += "\n      <failure type=\"\(rule)\" message=\"\(escape(message))\">\(escape(lines(open)))</failure>\n    "
                } else if !open.isEmpty {
                    cases += "\n      <system-out>\(escape(lines(open)))</system-out>\n    "
                } else if !ruleFindings.isEmpty {
                    counts.skipped += 1
                    let reasons = Array(Set(ruleFindings.compactMap(\.suppressedBecause))).sorted().joined(separator: "; ")
                    cases += "\n      <skipped message=\"\(escape("suppressed: " + reasons))\"/>\n    "
                }
                cases += "</testcase>\n"
            }
            suites += "  <testsuite name=\"\(escape(name))\" file=\"\(escape(campaign.file))\" tests=\"\(counts.tests)\" "
                + "failures=\"\(counts.failures)\" errors=\"0\" skipped=\"\(counts.skipped)\">\n" + cases + "  </testsuite>\n"
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.skipped += counts.skipped
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"preview-cli lint\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"0\" skipped=\"\(totals.skipped)\">\n"
            + suites + "</testsuites>\n"
    }

    /// The ids of the rules about files that do not decode.
    public static var decodingRuleIDs: Set<String> {
        Set(LintRuleCatalog.all.filter { $0 is any DecodingFailureRule }.map(\.id))
    }

    /// One line per finding: `severity: element: message [variants]`.
    private static func lines(_ findings: [Finding]) -> String {
        findings.map { finding in
            var line = "\(finding.severity.rawValue): " + (finding.element.map { "\($0): " } ?? "") + finding.message
            if !finding.variants.isEmpty { line += " [\(finding.variants.joined(separator: ", "))]" }
            return line
        }.joined(separator: "\n")
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
