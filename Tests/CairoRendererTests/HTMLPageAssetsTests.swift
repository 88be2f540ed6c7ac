import BoxTreeModel
import CampaignModel
import Foundation
import HTMLSnapshot
import Imaging
import Layout
import Pipeline
import Testing
import TestSupport

/// HTML messages (Adobe) as the SDK's web view shows them: a page shorter
/// than Chromium's usual window is laid out at its own height, its pictures
/// load from the asset folder, and one that does not is warned about
/// (issue 23). Skipped where Debian's chromium is not installed.
@Suite(.serialized) struct HTMLPageAssetsTests {
    static let snapshotter = HTMLSnapshotter.locate(fontsDirectory: Repository.root.appendingPathComponent("fonts"))

    @Test func aShortPageIsLaidOutAtItsOwnHeight() throws {
        guard let snapshotter = Self.snapshotter else { return }
        // White over black, split at half the viewport's height: cut from a taller window, the banner would be all white.
        let page = "<!DOCTYPE html><html><body style=\"margin:0\"><div style=\"height:100vh;background:linear-gradient(#fff 50%,#000 50%)\"></div></body></html>"
        let image = try ImageDecoder.decode(try snapshotter.snapshot(html: page, width: 300, height: 80, scale: 1))
        #expect(image.height == 80)
        #expect(image.rgba(x: 150, y: 10) == (255, 255, 255, 255))
        #expect(image.rgba(x: 150, y: 70) == (0, 0, 0, 255), "the page's 100vh is the banner's 80 pt")
    }

    @Test func pagePicturesLoadFromTheAssetFolderAndAMissingOneIsWarnedAbout() throws {
        guard Self.snapshotter != nil else { return }
        let html = "<!DOCTYPE html><html><body style=\"margin:0\">"
            + "<img src=\"https://cdn.example.com/campaigns/summer-sale.png\" style=\"display:block;width:100%\">"
            + "<img src=\"https://cdn.example.com/campaigns/not-in-the-folder.png\" alt=\"\"></body></html>"
        let message = try MessageImporter().decode(Data(#"""
            {"id": "pictures", "mobileParameters": {"width": 80, "height": 40}, "html": \#(String(reflecting: html)),
             "remoteAssets": ["https://cdn.example.com/campaigns/summer-sale.png"]}
            """#.utf8), file: "pictures.json", from: .adobe)
        #expect(message.warnings.isEmpty, "remoteAssets needs no warning: \(message.warnings)")
        let session = try PreviewSession(fontsDirectory: Repository.root.appendingPathComponent("fonts"))
        let preview = session.layout(message.campaign, campaignFile: Repository.root.appendingPathComponent("examples/pictures.json"),
                                     assetsDirectory: Repository.root.appendingPathComponent("examples/assets"),
                                     environment: Environment(), htmlFrame: message.adobeFrame)
        let codes = preview.tree.diagnostics.map(\.code)
        #expect(codes.contains(Diagnostic.Code.htmlRendered), "\(preview.tree.diagnostics)")
        let missing = preview.tree.diagnostics.filter { $0.code == Diagnostic.Code.htmlAssetMissing }
        #expect(missing.count == 1, "\(missing.map(\.message))")
        #expect(missing.first?.message.contains("https://cdn.example.com/campaigns/not-in-the-folder.png") == true)
        #expect(missing.first?.message.contains("summer-sale") == false)
        // The picture that is in the folder is drawn: the top of the page is the artwork's red sky, not the grey app behind.
        let rect = try #require(message.adobeFrame).webViewRect(in: Environment())
        let image = try ImageDecoder.decode(try session.png(of: preview))
        let scale = Environment().device.scale
        let pixel = image.rgba(x: Int(rect.midX * scale), y: Int((rect.minY + 4) * scale))
        #expect(pixel.0 > 200 && pixel.1 < 150, "\(pixel)")
    }
}
