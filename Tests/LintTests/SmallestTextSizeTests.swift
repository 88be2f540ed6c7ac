import CampaignModel
import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Testing
import Workflow

/// Text-size problems are dated by the smallest text size at which they start.
@Suite struct SmallestTextSizeTests {
    static let welcome = LintHarness.root.appendingPathComponent("examples/welcome-modal.json")
    static let values = ["player_name": "Sara", "points": "1250"]

    /// The first size, in order, at which the body of the welcome modal has lines below the fold.
    static func firstScrollingSize() -> ContentSizeCategory? {
        let services = LintHarness.services()
        let campaign = try! CampaignDecoder().decode(contentsOf: welcome).campaign
        let source = CampaignSource(file: welcome.path, assetsDirectory: LintHarness.root.appendingPathComponent("examples/assets").path)
        return ContentSizeCategory.allCases.first { size in
            let tree = services.layout(campaign, source: source, environment: Environment(language: "en", textSize: size, values: values))
            return HiddenText.find(in: PlacedBox.all(in: tree)).contains { $0.element == "body" && $0.kind == .scrolled }
        }
    }

    static func scrollFindings(sizes: [ContentSizeCategory]) -> [Finding] {
        let report = Linter(configuration: LintConfiguration(), services: LintHarness.services()).lint(
            [LintHarness.subject(welcome, values: values, assets: LintHarness.root.appendingPathComponent("examples/assets").path,
                                 matrix: VariantMatrix(textSizes: .list(sizes)))])
        return report.findings.filter { $0.rule == "text-scrolls" && $0.element == "body" }
    }

    @Test func namesTheFirstSizeAtWhichTheBodyScrolls() throws {
        let first = try #require(Self.firstScrollingSize())
        #expect(first > .large && first < .accessibilityExtraExtraExtraLarge, "the example should scroll only at some large size, not \(first)")
        // Asked about AX5 alone, the linter lays out the smaller sizes itself.
        let findings = Self.scrollFindings(sizes: [.accessibilityExtraExtraExtraLarge])
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix("starts at text size \(first.shortName)") == true, "\(findings.map(\.message))")
        // Given every size, each variant from the first one on names the same size.
        let all = Self.scrollFindings(sizes: ContentSizeCategory.allCases)
        #expect(all.flatMap(\.variants) == ContentSizeCategory.allCases.filter { $0 >= first }.map { "iphone-15-portrait-en-\($0.shortName)" })
        #expect(all.allSatisfy { $0.message.hasSuffix("starts at text size \(first.shortName)") })
    }

    @Test func triesSizesInOrderAndReusesTheVariantsGiven() {
        let services = CountingServices()
        let context = LintContext(services: services)
        let campaign = Campaign(id: "c", type: .modal)
        let source = CampaignSource(file: "c.json")
        func variant(_ size: ContentSizeCategory) -> LintVariant {
            let environment = Environment(language: "en", textSize: size)
            return LintVariant(campaign: campaign, source: source, environment: environment, tree: CountingServices.tree(campaign, environment))
        }
        context.register(variant(.medium))
        let first = context.smallestTextSize(for: variant(.accessibilityMedium)) { smaller in
            ["m", "xl", "xxl"].contains(smaller.tree.environment.textSize)
        }
        // xs and s are laid out; m was given; the search stops there.
        #expect(first == .medium)
        #expect(services.layouts == [.extraSmall, .small])
        // Nothing smaller: the variant's own size.
        #expect(context.smallestTextSize(for: variant(.large)) { _ in false } == .large)
    }
}
