import Foundation
import TestSupport
import Testing
@testable import Workflow
import Pipeline

/// A run's sessions read artwork where its settings allow, and only there:
/// `allowedArtworkFolders` (from `--allow-artwork-from` or preview.json's
/// `artwork.allowFrom`) reaches every worker's session through the runner,
/// and one run's folders are never another's.
@Suite struct RunArtworkAccessTests {
    static let outside = "is outside the campaign's folder and the asset folder"

    /// `campaigns/promo.json` drawing `../brand/hero.png`, and a preview.json allowing `brand/`.
    static func workspace() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "brand/hero.png")
        try folder.write("campaigns/promo.json", """
            {"id": "promo", "type": "modal", "header": "Spring sale", "body": "Everything half price this week.",
             "imageURL": "../brand/hero.png", "buttons": [{"id": "ok", "text": "Shop now", "action": {"type": "dismiss"}}]}
            """)
        try folder.write("preview.json", """
            {"campaigns": ["campaigns"], "artwork": {"allowFrom": ["brand"]},
             "matrix": {"devices": ["iphone-se", "iphone-15"], "formats": ["a11y"]}}
            """)
        return folder
    }

    /// Why each variant would not be displayed (`nil`: displayed), in the variants' order.
    static func reasons(_ settings: RenderSettings, _ variants: [Variant]) throws -> [String?] {
        try MatrixRunner(pipeline: PreviewPipeline(settings: settings, makeSession: Repository.sessions), jobs: 2).run(variants) { $0.tree.display.reason }
    }

    @Test func everyWorkerReadsTheFoldersTheSettingsAllowAndNoOtherRunDoes() throws {
        let folder = try Self.workspace()
        let config = try PreviewConfig.load(from: folder.url.appendingPathComponent("preview.json"))
        let variants = try VariantPlan.make(config: config, allFormats: []).variants
        #expect(variants.count == 2)
        #expect(try Self.reasons(config.render, variants) == [nil, nil])
        var closed = config.render
        closed.allowedArtworkFolders = []
        for reason in try Self.reasons(closed, variants) {
            #expect(reason?.contains(Self.outside) == true, "\(reason ?? "displayed")")
        }
        // The allowing run did not widen what later runs read.
        #expect(try Self.reasons(RenderSettings(), variants).allSatisfy { $0?.contains(Self.outside) == true })
    }
}
