import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import Pipeline
import Testing
import TestSupport

/// A modal with artwork and long copy, in landscape at text size L on every
/// device and in every built-in theme: the whole header shows without
/// scrolling and the body starts on the first screen, because the artwork
/// yields height to them (docs/layout.md, "Artwork yields to the header").
@Suite struct LandscapeModalTests {
    static let longCopy = Campaign(
        id: "long-copy", type: .modal,
        header: "Your summer rewards are ready: double points on every order you place, all week long",
        body: String(repeating: "Stack them with your tier bonus and reach your next reward twice as fast. ", count: 6),
        imageURL: "hero.png", buttons: Fixtures.buttons)

    /// Radar is left out: its fixed 34 pt title and two stacked 50 pt buttons
    /// alone outgrow a landscape phone's card, with or without artwork
    /// (docs/layout.md says so; lint's text-scrolls reports it).
    static let themes: [String] = ["gameball", "braze", "firebase"]

    @Test(arguments: themes)
    func headerAndFirstBodyLineShowWithoutScrolling(_ themeName: String) throws {
        let theme = try ThemeCatalog(directory: Repository.root.appendingPathComponent("themes")).builtIn(named: themeName).theme
        let engine = LayoutEngine(theme: theme, measurer: PangoLayoutPropertyTests.measurer, artwork: FakeArtwork())
        for device in DeviceCatalog.builtIn.devices {
            for language in ["en", "ar"] {
                var campaign = Self.longCopy
                campaign.localizations["ar"] = Localization(
                    header: "مكافآت الصيف جاهزة: نقاط مضاعفة على كل طلب هذا الأسبوع",
                    body: String(repeating: "اجمعها مع مكافأة مستواك لتصل إلى مكافأتك التالية بسرعة مضاعفة. ", count: 6))
                let tree = engine.layout(campaign, in: Environment(device: device, orientation: .landscape, language: language))
                let viewport = try #require(tree.boxes(role: .scrollView).first).frame
                let header = tree.boxes(role: .header)[0].frame
                let firstBodyLine = try #require(tree.boxes(role: .body).first?.text?.lines.first).frame
                let name = "\(themeName) \(device.id) \(language)"
                #expect(header.minY >= viewport.minY - 0.001 && header.maxY <= viewport.maxY + 0.001, "\(name): header \(header) in \(viewport)")
                #expect(firstBodyLine.maxY <= viewport.maxY + 0.001, "\(name): first body line \(firstBodyLine) in \(viewport)")
            }
        }
    }

    @Test func portraitArtworkKeepsItsCap() {
        let engine = Fixtures.engine()
        let tree = engine.layout(Fixtures.modal, in: Environment())
        // 1200 x 600 artwork across a 345 pt card: its own aspect ratio, far below the cap.
        #expect(abs(tree.boxes(role: .artwork)[0].frame.height - 345.0 / 2) < 0.001)
    }
}
