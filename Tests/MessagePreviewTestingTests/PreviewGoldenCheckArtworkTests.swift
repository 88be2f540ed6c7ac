import Foundation
import MessagePreview
import MessagePreviewTesting
import TestSupport
import Testing

/// A preview assertion given a `preview.json` reads artwork where that file's
/// `artwork.allowFrom` allows, as `golden check` run with it does; without
/// it, only the campaign's folder and its asset folder.
@Suite struct PreviewGoldenCheckArtworkTests {
    /// `campaigns/promo.json` drawing `../brand/hero.png`, and a preview.json allowing `brand/`.
    struct Workspace {
        let folder: ScratchFolder
        var campaign: URL { folder.url.appendingPathComponent("campaigns/promo.json") }

        init() throws {
            folder = try ScratchFolder(prefix: "AssertPreview")
            try folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "brand/hero.png")
            try folder.write("campaigns/promo.json", """
                {"id": "promo", "type": "modal", "header": "Spring sale", "body": "Everything half price this week.",
                 "imageURL": "../brand/hero.png", "buttons": [{"id": "ok", "text": "Shop now", "action": {"type": "dismiss"}}]}
                """)
            try folder.write("preview.json", #"{"artwork": {"allowFrom": ["brand"]}}"#)
        }

        func check(config: URL?) -> PreviewGoldenCheck {
            PreviewGoldenCheck(campaign: campaign, formats: [.accessibility], goldens: folder.url.appendingPathComponent("goldens"),
                               artifacts: folder.url.appendingPathComponent("artifacts"), config: config)
        }
    }

    @Test func theConfigsAllowedFolderIsReadAndNothingElseIs() throws {
        let workspace = try Workspace()
        let allowed = try workspace.check(config: workspace.folder.url.appendingPathComponent("preview.json")).run(recording: .all)
        #expect(allowed.tally.notDisplayed.isEmpty, "\(allowed.tally.notDisplayed.map(\.message))")
        let plain = try workspace.check(config: nil).run(recording: .never)
        #expect(plain.tally.notDisplayed.contains { $0.message.contains("is outside the campaign's folder and the asset folder") },
                "\(plain.tally.notDisplayed.map(\.message))")
    }
}
