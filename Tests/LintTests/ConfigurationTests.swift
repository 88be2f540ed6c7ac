import CampaignModel
import Layout
@testable import LintRunner
@testable import LintRules
import Testing

/// Severity overrides, `off`, suppressions (and their reasons), and known
/// placeholder names, applied by the linter.
@Suite struct ConfigurationTests {
    static let contrast = LintHarness.fixture("contrast", "triggers")        // campaign "faint": an error
    static let locked = LintHarness.fixture("orientation-locked", "triggers") // campaign "portrait-only": a warning

    @Test func defaultsFailTheRun() {
        let report = LintHarness.lint([Self.contrast, Self.locked])
        #expect(report.findings.map(\.rule) == ["contrast", "orientation-locked"])
        #expect(report.findings.map(\.severity) == [.error, .warning])
        #expect(report.hasBlockingFindings)
        #expect(report.summary == "2 campaigns, 2 variants: 1 error, 1 warning")
    }

    @Test func severityOverridesChangeTheLevelAndTheOutcome() {
        let configuration = LintConfiguration(severities: ["contrast": .level(.warning), "orientation-locked": .level(.error)])
        let report = LintHarness.lint([Self.contrast, Self.locked], configuration: configuration)
        #expect(report.findings.map(\.severity) == [.warning, .error])
        #expect(report.hasBlockingFindings)

        let relaxed = LintHarness.lint([Self.contrast], configuration: LintConfiguration(severities: ["contrast": .level(.info)]))
        #expect(relaxed.findings.map(\.severity) == [.info])
        #expect(!relaxed.hasBlockingFindings)
        #expect(relaxed.summary == "1 campaign, 1 variant: 1 info")
    }

    @Test func offRemovesTheRuleEntirely() {
        let report = LintHarness.lint([Self.contrast, Self.locked], configuration: LintConfiguration(severities: ["contrast": .off]))
        #expect(report.findings.map(\.rule) == ["orientation-locked"])
        #expect(!report.rules.contains("contrast"))
        #expect(!report.hasBlockingFindings)
    }

    @Test func suppressionSilencesOneRuleForOneCampaignWithItsReason() {
        let suppression = LintSuppression(rule: "contrast", campaign: "faint", reason: "brand grey, approved by accessibility review")
        let report = LintHarness.lint([Self.contrast, Self.locked], configuration: LintConfiguration(suppressions: [suppression]))
        let contrast = report.findings.first { $0.rule == "contrast" }
        #expect(contrast?.suppressedBecause == suppression.reason)
        #expect(contrast?.isBlocking == false)
        #expect(!report.hasBlockingFindings)
        #expect(report.count(.error) == 0)
        #expect(report.suppressedCount == 1)
        #expect(report.unusedSuppressions.isEmpty)
        #expect(report.summary == "2 campaigns, 2 variants: 1 warning, 1 suppressed")
    }

    @Test func suppressionForAnotherCampaignOrRuleDoesNothingAndIsReportedUnused() {
        let other = [LintSuppression(rule: "contrast", campaign: "portrait-only", reason: "wrong campaign"),
                     LintSuppression(rule: "overlap", campaign: "faint", reason: "wrong rule")]
        let report = LintHarness.lint([Self.contrast, Self.locked], configuration: LintConfiguration(suppressions: other))
        #expect(report.hasBlockingFindings)
        #expect(report.unusedSuppressions == other)
    }

    @Test func campaignSuppressionCoversItsABVariationsButNotTheOtherWay() {
        let finding = Finding(rule: "contrast", severity: .error, campaignID: "welcome-back/variant-a", file: "w.json", message: "m")
        #expect(LintSuppression(rule: "contrast", campaign: "welcome-back", reason: "r").covers(finding))
        #expect(LintSuppression(rule: "contrast", campaign: "welcome-back/variant-a", reason: "r").covers(finding))
        #expect(!LintSuppression(rule: "contrast", campaign: "welcome-back/variant-b", reason: "r").covers(finding))
        #expect(!LintSuppression(rule: "contrast", campaign: "welcome", reason: "r").covers(finding))
        let base = Finding(rule: "contrast", severity: .error, campaignID: "welcome-back", file: "w.json", message: "m")
        #expect(!LintSuppression(rule: "contrast", campaign: "welcome-back/variant-a", reason: "r").covers(base))
    }

    @Test func knownPlaceholderNamesAreConfigurable() {
        let typo = LintHarness.fixture("placeholder-unknown", "triggers")  // {plyer_name}
        #expect(LintHarness.lint([typo]).findings.contains { $0.rule == "placeholder-unknown" })
        var configuration = LintConfiguration()
        configuration.knownPlaceholders.insert("plyer_name")
        #expect(!LintHarness.lint([typo], configuration: configuration).findings.contains { $0.rule == "placeholder-unknown" })
        // A name given a value is known too, and no longer missing.
        let valued = LintHarness.lint([typo], values: ["plyer_name": "Sam"])
        #expect(!valued.findings.contains { $0.rule == "placeholder-unknown" || $0.rule == "placeholder-missing-value" })
    }

    @Test func everyRuleHasADistinctKebabCaseIDAndASummary() {
        let ids = LintRuleCatalog.ids
        #expect(Set(ids).count == ids.count)
        for rule in LintRuleCatalog.all {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.summary.contains("\n"))
        }
    }
}
