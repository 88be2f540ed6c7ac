import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LintRunner
@testable import LintRules
import Testing

/// The text, JSON and JUnit reports.
@Suite struct FormatterTests {
    static let report = LintReport(
        findings: [
            Finding(rule: "contrast", severity: .error, campaignID: "promo", file: "c/promo.json",
                    variants: ["iphone-15-portrait-en-l", "iphone-15-portrait-ar-l"], element: "body", message: "text #AAAAAA on #FFFFFF is 2.32:1"),
            Finding(rule: "orientation-locked", severity: .warning, campaignID: "promo", file: "c/promo.json", message: "orientation is portrait"),
            Finding(rule: "overlap", severity: .error, campaignID: "promo", file: "c/promo.json", variants: ["a", "b", "c", "d", "e", "f"],
                    element: "header", message: "overlaps <close> & more", suppressedBecause: "known \"issue\""),
            Finding(rule: "invalid-campaign", severity: .error, campaignID: nil, file: "c/broken.json", message: "$: expected an object"),
        ],
        campaigns: [.init(file: "c/promo.json", campaignID: "promo", variantCount: 2), .init(file: "c/clean.json", campaignID: "clean", variantCount: 2),
                    .init(file: "c/broken.json", campaignID: nil, variantCount: 0)],
        rules: LintRuleCatalog.ids)

    @Test func textGroupsByCampaignAndRule() {
        let text = LintTextFormatter().format(Self.report)
        #expect(text == """
            c/promo.json (promo)
              contrast error
                body: text #AAAAAA on #FFFFFF is 2.32:1
                  in iphone-15-portrait-en-l, iphone-15-portrait-ar-l
              orientation-locked warning
                orientation is portrait
              overlap error
                header: overlaps <close> & more
                  in 6 variants: a, b, c, d and 2 more
                  suppressed: known "issue"

            c/broken.json
              invalid-campaign error
                $: expected an object

            3 campaigns, 4 variants: 2 errors, 1 warning, 1 suppressed

            """)
        #expect(!text.contains("\u{1B}"))
        #expect(LintTextFormatter(colored: true).format(Self.report).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func jsonIsStableAndComplete() throws {
        let data = LintJSONFormatter.format(Self.report)
        #expect(data == LintJSONFormatter.format(Self.report))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2)
        #expect(summary["suppressed"] as? Int == 1)
        #expect(summary["passed"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 4)
        #expect(findings[0]["rule"] as? String == "contrast")
        #expect(findings[0]["campaign"] as? String == "promo")
        #expect(findings[0]["variants"] as? [String] == ["iphone-15-portrait-en-l", "iphone-15-portrait-ar-l"])
        #expect(findings[2]["suppressed"] as? String == "known \"issue\"")
        #expect(findings[3]["campaign"] == nil)
    }

    @Test func junitFailsRulesWithErrorsSkipsSuppressedAndParses() throws {
        let xml = LintJUnitFormatter.format(Self.report)
        let parsed = try XMLDocument(data: Data(xml.utf8))
        let suites = try parsed.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 3)
        let root = try #require(parsed.rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "skipped")?.stringValue == "1")
        // Every rule is a case for a decoded campaign; only the decoding rules for a broken file.
        #expect(try parsed.nodes(forXPath: "/testsuites/testsuite[@name='promo']/testcase").count == LintRuleCatalog.ids.count)
        #expect(try parsed.nodes(forXPath: "/testsuites/testsuite[@name='c/broken.json']/testcase").count == 2)
        let failure = try #require(try parsed.nodes(forXPath: "//testcase[@name='contrast']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "text #AAAAAA on #FFFFFF is 2.32:1")
        #expect(failure.stringValue?.contains("[iphone-15-portrait-en-l, iphone-15-portrait-ar-l]") == true)
        #expect(try parsed.nodes(forXPath: "//testcase[@name='overlap']/skipped").count == 1)
        #expect(try parsed.nodes(forXPath: "//testcase[@name='orientation-locked']/system-out").count == 1)
    }
}
