import BoxTreeModel
import CampaignModel
import Layout
@testable import LintRunner
@testable import LintRules
import Testing

/// Findings become box-tree diagnostics, so the JSON tree, the accessibility
/// dump and the lint report agree.
@Suite struct BoxTreeLintFindingsTests {
    /// Layout and lint speak one vocabulary: a rule names the layout codes
    /// that state its fact, and a rule sharing a layout code's name restates it.
    @Test func rulesRestateOnlyLayoutCodes() {
        for rule in LintRuleCatalog.all {
            #expect(rule.restates.isSubset(of: Diagnostic.Code.all), "\(rule.id)")
            if Diagnostic.Code.all.contains(rule.id) { #expect(rule.restates.contains(rule.id), "\(rule.id)") }
        }
        #expect(LintRuleCatalog.rule(id: "text-scrolls")?.restates == [Diagnostic.Code.contentScrolls])
    }

    @Test func appendsTheFindingsOfItsVariantAndCampaign() {
        let services = LintHarness.services()
        var campaign = LintHarness.modal
        campaign.style.textColor = BoxTreeModel.RGBAColor(hex: "#AAAAAA")
        campaign.orientation = .portrait
        let variant = LintHarness.variant(campaign, environment: Environment(language: "en"), services: services)
        let findings = Linter(services: services).lint([variant]) + [
            Finding(rule: "contrast", severity: .error, campaignID: "plain", file: "x.json", variants: ["iphone-se-portrait-en-l"], message: "other variant"),
            Finding(rule: "contrast", severity: .error, campaignID: "other", file: "y.json", variants: [variant.name], message: "other campaign"),
            Finding(rule: "overlap", severity: .error, campaignID: "plain", file: "x.json", variants: [variant.name], message: "silenced",
                    suppressedBecause: "accepted"),
        ]
        var tree = variant.tree
        let before = tree.diagnostics.count
        tree.appendLintFindings(findings)
        let added = Array(tree.diagnostics.dropFirst(before))
        #expect(added.map(\.code) == ["orientation-locked", "contrast"])
        #expect(added.last?.element == "body")
        #expect(added.last?.severity == .error)
        #expect(added.last?.message.hasPrefix("text #AAAAAA on #FFFFFF") == true)
        // Appending again adds nothing.
        tree.appendLintFindings(findings)
        #expect(tree.diagnostics.count == before + 2)
    }
}
