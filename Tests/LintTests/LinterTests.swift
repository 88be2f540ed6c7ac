import CampaignModel
import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Testing
import Workflow

/// How the linter runs rules over variants and gathers what they find.
@Suite struct LinterTests {
    @Test func identicalFindingsFromSeveralVariantsBecomeOne() {
        let faint = LintHarness.fixture("contrast", "triggers")
        let matrix = VariantMatrix(devices: .list(["iphone-15", "iphone-se"]), orientations: .all, textSizes: .list([.large]))
        let report = LintHarness.lint([faint], matrix: matrix)
        let contrast = report.findings.filter { $0.rule == "contrast" }
        #expect(contrast.count == 1)
        #expect(contrast.first?.variants == ["iphone-se-portrait-en-l", "iphone-se-landscape-en-l",
                                             "iphone-15-portrait-en-l", "iphone-15-landscape-en-l"])
        #expect(report.variantCount == 4)
    }

    @Test func campaignRulesRunOnceAndNameNoVariant() {
        let locked = LintHarness.fixture("orientation-locked", "triggers")
        let report = LintHarness.lint([locked], matrix: VariantMatrix(orientations: .all, languages: .campaign, textSizes: .list([.large, .accessibilityMedium])))
        let findings = report.findings.filter { $0.rule == "orientation-locked" }
        #expect(findings.count == 1)
        #expect(findings.first?.variants == [])
    }

    @Test func aFileThatDoesNotDecodeIsAFindingAndTheOthersAreStillLinted() {
        let duplicate = LintHarness.fixture("duplicate-button-id", "triggers")
        let faint = LintHarness.fixture("contrast", "triggers")
        let report = LintHarness.lint([duplicate, faint])
        #expect(report.findings.map(\.rule) == ["duplicate-button-id", "contrast"])
        let first = report.findings[0]
        #expect(first.campaignID == "dup")  // read leniently from the rejected file
        #expect(first.file == duplicate.path)
        #expect(first.message == #"buttons[1].id: string "answer" (already used by buttons[0]) repeats another button's ID; the campaign is rejected"#)
        #expect(report.campaigns.map(\.variantCount) == [0, 1])
    }

    @Test func aBrokenFileWithoutAnIDStillReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json")
        try Data("{\"type\": \"modal\",".utf8).write(to: broken)
        let report = LintHarness.lint([broken])
        #expect(report.findings.map(\.rule) == ["invalid-campaign"])
        #expect(report.findings.first?.campaignID == nil)
        #expect(report.campaigns.first?.campaignID == nil)
    }

    @Test func findingsAreGroupedByCampaignThenRuleInCatalogOrder() {
        let report = LintHarness.lint([LintHarness.root.appendingPathComponent("examples/flawed/flawed-modal.json")])
        let order = LintRuleCatalog.ids
        let positions = report.findings.map { order.firstIndex(of: $0.rule)! }
        #expect(positions == positions.sorted())
        #expect(report.hasBlockingFindings)
    }

    @Test func lintingVariantsDirectlyAppliesTheConfiguration() {
        let services = LintHarness.services()
        var campaign = LintHarness.modal
        campaign.orientation = .portrait
        let variant = LintHarness.variant(campaign, services: services)
        let suppression = LintSuppression(rule: "orientation-locked", campaign: "plain", reason: "a portrait-only screen")
        let findings = Linter(configuration: LintConfiguration(suppressions: [suppression]), services: services).lint([variant])
        #expect(findings.map(\.rule) == ["orientation-locked"])
        #expect(findings.first?.suppressedBecause == "a portrait-only screen")
    }

    @Test func defaultMatrixIsTheCampaignsOwnLanguagesOnAnIPhone15InPortraitAtL() throws {
        let welcome = LintHarness.subject(LintHarness.root.appendingPathComponent("examples/welcome-modal.json"))
        let environments = Linter.inMatrixOrder(try welcome.variants.get()).map { $0.environment(values: [:]) }
        #expect(environments.map(\.variantName)
                == ["iphone-15-portrait-en-l", "iphone-15-portrait-ar-l", "iphone-15-portrait-he-l", "iphone-15-portrait-ja-l",
                    "iphone-15-portrait-ko-l"])
        #expect(environments.filter { $0.direction == .rightToLeft }.compactMap(\.language) == ["ar", "he"])
    }
}
