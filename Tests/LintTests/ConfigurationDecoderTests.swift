import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading
@testable import LintRunner
@testable import LintRules
import Testing

/// The `lint` section of preview.json: what it accepts and how it says what is wrong.
@Suite struct ConfigurationDecoderTests {
    static func decode(_ json: String, file: String = "lint.json") throws(InputProblems) -> LintConfiguration {
        try LintConfigurationDecoder.decode(Data(json.utf8), file: file)
    }

    static func problems(_ json: String, file: String = "lint.json") -> [String] {
        do {
            _ = try decode(json, file: file)
            return []
        } catch {
            return error.description.components(separatedBy: "\n")
        }
    }

    @Test func readsThePreviewJSONLintSection() throws {
        let configuration = try Self.decode("""
            {"goldens": "Tests/Goldens", "matrix": {"devices": ["iphone-15"]},
             "lint": {"severity": {"contrast": "warning", "orientation-locked": "off"},
                      "suppress": [{"rule": "orientation-locked", "campaign": "x", "reason": "landscape-only game screen"}],
                      "knownPlaceholders": ["vip_level", "{streak_days}"]}}
            """, file: "preview.json")
        #expect(configuration.severities == ["contrast": .level(.warning), "orientation-locked": .off])
        #expect(configuration.suppressions == [LintSuppression(rule: "orientation-locked", campaign: "x", reason: "landscape-only game screen")])
        #expect(configuration.knownPlaceholders.isSuperset(of: ["vip_level", "streak_days", "player_name"]))
    }

    @Test func aFileMayHoldJustTheSection() throws {
        let configuration = try Self.decode(#"{"severity": {"touch-target": "info"}}"#)
        #expect(configuration.severities == ["touch-target": .level(.info)])
    }

    @Test func previewJSONWithoutALintSectionMeansTheDefaults() throws {
        #expect(try Self.decode(#"{"goldens": "Tests/Goldens"}"#, file: "ci/preview.json") == LintConfiguration())
    }

    @Test func sectionDecodesFromAValueForTheConfigLoaderOfTheCIWorkflow() throws {
        let section = try LocatedJSON.parse(Data(#"{"severity": {"overlap": "warning"}}"#.utf8), file: "preview.json")
        #expect(try LintConfigurationDecoder.decode(section: section).severities == ["overlap": .level(.warning)])
    }

    @Test func everyProblemIsReportedAtOnceWithItsPathAndAHint() {
        let lines = Self.problems("""
            {"lint": {"severty": {},
                      "severity": {"contrst": "warning", "overlap": "fatal", "touch-target": 2},
                      "suppress": [{"rule": "contrast", "campaign": "x"},
                                   {"rule": "contrast", "campaign": "x", "reason": "  "},
                                   {"rule": "nope", "campaign": "x", "reason": "r", "why": "?"},
                                   "contrast"],
                      "knownPlaceholders": "vip"}}
            """)
        #expect(lines == [
            #"lint.json: lint.severty: unknown key (did you mean "severity"?)"#,
            #"lint.json: lint.severity.contrst: no lint rule is called "contrst" (did you mean "contrast"?)"#,
            #"lint.json: lint.severity.overlap: expected a severity: "error", "warning", "info" or "off", found string "fatal""#,
            #"lint.json: lint.severity.touch-target: expected a severity: "error", "warning", "info" or "off", found number 2"#,
            #"lint.json: lint.suppress[0].reason: expected the reason the finding is acceptable, found nothing (key missing)"#,
            #"lint.json: lint.suppress[1].reason: expected the reason the finding is acceptable, found string "  ""#,
            #"lint.json: lint.suppress[2].rule: no lint rule is called "nope"; 'preview-cli lint --list-rules' lists them"#,
            #"lint.json: lint.suppress[2].why: unknown key"#,
            #"lint.json: lint.suppress[3]: expected an object with rule, campaign and reason, found string "contrast""#,
            #"lint.json: lint.knownPlaceholders: expected an array of placeholder names, found string "vip""#,
        ])
    }

    @Test func notJSONOrNotAnObject() {
        #expect(Self.problems("{\"lint\": ").count == 1)
        #expect(Self.problems("{\"lint\": ").first?.hasPrefix("lint.json: $: expected valid JSON, found ") == true)
        #expect(Self.problems("[1]") == ["lint.json: $: expected an object, found an array"])
        #expect(Self.problems(#"{"lint": []}"#) == ["lint.json: lint: expected an object with severity, suppress, knownPlaceholders, found an array"])
    }

    @Test func unreadableFiles() {
        let missing = URL(fileURLWithPath: "/nonexistent/lint.json")
        #expect(throws: InputProblems(problems: [InputProblem(file: missing.relativePath, path: "", expected: "a readable lint configuration",
                                                                          found: "no such file")])) {
            try LintConfigurationDecoder.decode(contentsOf: missing)
        }
        #expect(throws: InputProblems.self) { try LintConfigurationDecoder.decode(contentsOf: URL(fileURLWithPath: "/tmp")) }
    }

    @Test func severityNames() {
        #expect(RuleSeverity(name: "off") == .off)
        #expect(RuleSeverity(name: "error") == .level(.error))
        #expect(RuleSeverity(name: "Error") == nil)
        #expect(RuleSeverity.names == ["error", "warning", "info", "off"])
    }
}
