import BoxTreeModel
import CampaignModel
import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Pipeline
import Testing

/// `LintAnnotator` keeps the layouts lint asks for at other text sizes from
/// one variant to the next of a family (everything equal but the text size),
/// so a matrix does not lay the same sizes out again for each of its sizes.
@Suite struct LintAnnotatorSharingTests {
    static let welcome = LintHarness.root.appendingPathComponent("examples/welcome-modal.json")
    static let values = ["player_name": "Sara", "points": "1250"]

    @Test func aContextKeptBetweenCallsLaysEachSizeOutOnce() {
        let services = CountingServices()
        let linter = Linter(services: services)
        let context = LintContext(services: services)
        let campaign = Campaign(id: "c", type: .modal)
        let source = CampaignSource(file: "c.json")
        for size in [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let environment = Environment(language: "en", textSize: size)
            _ = linter.lint([LintVariant(campaign: campaign, source: source, environment: environment,
                                         tree: CountingServices.tree(campaign, environment))], in: context)
            _ = context.smallestTextSize(for: LintVariant(campaign: campaign, source: source, environment: environment,
                                                          tree: CountingServices.tree(campaign, environment))) { _ in false }
        }
        // AX1's search laid out xs to AX1's predecessors; AX5's only what AX1 had not (AX1 itself was registered).
        let smallerThanAX1 = ContentSizeCategory.allCases.filter { $0 < .accessibilityMedium }
        let between = ContentSizeCategory.allCases.filter { $0 > .accessibilityMedium && $0 < .accessibilityExtraExtraExtraLarge }
        #expect(services.layouts == smallerThanAX1 + between)
    }

    @Test func aFamilyIsEverythingButTheTextSize() {
        let campaign = Campaign(id: "c", type: .modal)
        func family(_ environment: Environment, file: String = "c.json", campaign: Campaign = campaign,
                    theme: Theme = .gameball) -> LintAnnotator.SharedLayouts.Family {
            .init(file: file, assetsDirectory: nil, campaignID: campaign.id, environment: environment, theme: theme,
                  followsVendorThemes: true)
        }
        let base = Environment(language: "ar", textSize: .large, values: ["a": "1", "b": "2"])
        var resized = base
        resized.textSize = .accessibilityExtraExtraExtraLarge
        #expect(family(resized) == family(base))
        var changes: [Environment] = []
        for change in 0..<7 {
            var other = base
            switch change {
            case 0: other.values["b"] = "3"
            case 1: other.appearance = .dark
            case 2: other.orientation = .landscape
            case 3: other.device = DeviceCatalog.builtIn.device(named: "iphone-se")!
            case 4: other.drawsPlaceholderArtwork = true
            case 5: other.language = "he"
            default: other.background = .color(BoxTreeModel.RGBAColor(hex: "#000000")!)
            }
            changes.append(other)
        }
        for other in changes { #expect(family(other) != family(base)) }
        #expect(family(base, file: "d.json") != family(base))
        #expect(family(base, campaign: Campaign(id: "d", type: .modal)) != family(base))
        var themed = Theme.gameball
        themed.modal.cornerRadius += 4
        #expect(family(base, theme: themed) != family(base))
    }

    @Test func theLastTwoFamiliesAreKept() {
        let shared = LintAnnotator.SharedLayouts(services: CountingServices(), configuration: LintConfiguration())
        func family(_ key: String, theme: Theme = .gameball) -> LintAnnotator.SharedLayouts.Family {
            .init(file: key + ".json", assetsDirectory: nil, campaignID: "c", environment: Environment(), theme: theme,
                  followsVendorThemes: true)
        }
        let light = shared.context(for: family("light")), dark = shared.context(for: family("dark"))
        #expect(shared.context(for: family("light")) === light && shared.context(for: family("dark")) === dark)
        var themed = Theme.gameball
        themed.modal.cornerRadius += 4
        #expect(shared.context(for: family("light", theme: themed)) !== light, "another theme lays out otherwise")
        // That pushed out the least recently used family, light; dark is kept.
        #expect(shared.context(for: family("dark")) === dark)
        #expect(shared.contexts.count == LintAnnotator.SharedLayouts.families)
        #expect(shared.context(for: family("light")) !== light, "forgotten")
    }

    /// One annotator over a matrix's variants, light and dark in turn as a
    /// matrix orders them, finds what a fresh annotator per variant finds.
    @Test func sharingChangesNoFinding() throws {
        let session = try PreviewSession(fontsDirectory: LintHarness.fonts, theme: .gameball)
        let shared = LintAnnotator(session: session)
        var campaign = try CampaignDecoder().decode(contentsOf: Self.welcome).campaign
        campaign.style.textColor = BoxTreeModel.RGBAColor(hex: "#B0B0B0")  // a contrast finding in every variant
        let assets = LintHarness.root.appendingPathComponent("examples/assets")
        var seen = 0
        for size in [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge, .large, .small] {
            for appearance in Appearance.allCases {
                let environment = Environment(language: "en", textSize: size, values: Self.values, appearance: appearance)
                let laidOut = session.layout(campaign, campaignFile: Self.welcome, assetsDirectory: assets, environment: environment)
                let once = shared.annotate(laidOut, campaign: campaign, file: Self.welcome.path, assetsDirectory: assets.path,
                                           environment: environment)
                let fresh = LintAnnotator(session: session).annotate(laidOut, campaign: campaign, file: Self.welcome.path,
                                                                     assetsDirectory: assets.path, environment: environment)
                #expect(once.tree.diagnostics == fresh.tree.diagnostics, "\(environment.variantName)")
                seen += once.tree.diagnostics.count - laidOut.tree.diagnostics.count
            }
        }
        #expect(seen >= 8, "lint added findings")
    }
}
