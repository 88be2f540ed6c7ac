import CampaignModel
import Foundation
import Layout
import Pipeline
import Testing

/// The layout rules that hold for the default theme hold for every built-in
/// theme too: right-to-left mirrors left-to-right exactly, interactive and
/// text elements never overlap, and they stay inside the safe area (an
/// edge-to-edge banner's surface runs under the status bar by design).
@Suite struct ThemePropertyTests {
    static let themes: [String: Theme] = {
        let catalog = ThemeCatalog(directory: BuiltInThemeTests.root.appendingPathComponent("themes"))
        return ((try? catalog.builtIns()) ?? [:]).mapValues(\.theme)
    }()

    func engine(_ name: String) throws -> LayoutEngine {
        LayoutEngine(theme: try #require(Self.themes[name]), measurer: FakeMeasurer(), artwork: FakeArtwork())
    }

    @Test(arguments: ["braze", "firebase", "radar"])
    func rightToLeftIsTheMirrorImageOfLeftToRight(_ name: String) throws {
        let engine = try engine(name)
        for campaign in Fixtures.all {
            LayoutPropertyTests.checkMirroring(campaign, engine: engine, environments: Fixtures.environments())
        }
    }

    @Test(arguments: ["braze", "firebase", "radar"])
    func interactiveElementsDoNotOverlap(_ name: String) throws {
        let engine = try engine(name)
        for campaign in Fixtures.all {
            LayoutPropertyTests.checkOverlaps(campaign, engine: engine, environments: Fixtures.environments())
        }
    }

    @Test(arguments: ["braze", "firebase", "radar"])
    func interactiveAndTextElementsStayInsideTheSafeArea(_ name: String) throws {
        let engine = try engine(name)
        for campaign in Fixtures.all where !(campaign.type == .slideup && engine.theme.slideUp.edgeToEdge) {
            LayoutPropertyTests.checkSafeArea(campaign, engine: engine, environments: Fixtures.environments())
        }
    }
}
