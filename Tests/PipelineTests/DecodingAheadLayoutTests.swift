import BoxTreeModel
import Foundation
import Layout
import Pipeline
import RenderCore
import Testing
import TestSupport

/// `render` decodes its artwork on a second core while the text is laid out
/// (`PreviewSession.layout(…decodingAhead:)`): the tree and the PNG must be
/// the ones of a layout that decodes first.
@Suite struct DecodingAheadLayoutTests {
    @Test func theTreeAndThePNGAreTheSame() throws {
        let campaignFile = Repository.examples.appendingPathComponent("welcome-modal.json")
        let assets = Repository.examples.appendingPathComponent("assets")
        let environment = Environment(values: ["player_name": "Sara", "points": "1250"])
        func render(decodingAhead: Bool) throws -> (BoxTree, Data) {
            // A session each: nothing decoded before.
            let session = try PreviewSession(fontsDirectory: Repository.fonts)
            let campaign = try session.loadCampaign(at: campaignFile).campaign
            let preview = session.layout(campaign, campaignFile: campaignFile, assetsDirectory: assets, environment: environment,
                                         decodingAhead: decodingAhead)
            let plan = try session.plan(formats: ["png"], output: "-", options: RenderOptions([RenderOptions.threadsKey: "2"]))
            return (preview.tree, try #require(session.render(preview, plan: plan).first).data)
        }
        let (aheadTree, aheadPNG) = try render(decodingAhead: true)
        let (firstTree, firstPNG) = try render(decodingAhead: false)
        #expect(aheadTree == firstTree)
        #expect(aheadPNG == firstPNG)
        #expect(aheadTree.root.children.contains { $0.role == .surface }, "the message is displayed")
    }
}
