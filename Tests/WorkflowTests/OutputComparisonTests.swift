import BoxTreeModel
import CairoRenderer
import Foundation
import Imaging
import Pipeline
import RenderCore
import Testing
import TestSupport
@testable import Workflow

/// A golden check asks the renderer how its output is compared, never the
/// file name: an image renderer of another extension is compared as
/// pictures, and one that says `.bytes` byte for byte.
@Suite struct OutputComparisonTests {
    /// The PNG renderer's output under another name and extension.
    struct Picture: Renderer {
        let name: String
        let comparison: OutputComparison
        var fileExtension: String { name }
        let outputKind = RenderOutputKind.binary
        let summary = "a picture"
        let png: PNGRenderer

        func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
            try png.render(tree, images: images, options: options)
        }
    }

    func check(format: String, comparison: OutputComparison) throws -> CheckedOutput.Status {
        let scratch = try ScratchFolder()
        _ = try scratch.write("m.json", String(contentsOf: Repository.root.appendingPathComponent("examples/welcome-modal.json"), encoding: .utf8))
        _ = try scratch.write("preview.json", """
            {"campaigns": ["m.json"], "goldens": "goldens",
             "matrix": {"devices": ["iphone-se"], "orientations": ["portrait"], "languages": ["en"], "textSizes": ["l"], "formats": ["\(format)"]}}
            """)
        let sessions: PreviewPipeline.SessionFactory = {
            let session = try PreviewSession()
            session.renderers.register(Picture(name: format, comparison: comparison, png: PNGRenderer(fontSystem: session.fontSystem)))
            return session
        }
        var config = try PreviewConfig.load(from: scratch.url.appendingPathComponent("preview.json"))
        config.output = scratch.url.appendingPathComponent("out")
        let workflow = GoldenWorkflow(config: config, jobs: 1, makeSession: sessions)
        _ = try workflow.run(try workflow.plan(), recording: .all)
        // The same pixels in other bytes: what another encoder (or version) writes.
        let golden = try #require(scratch.files(below: "goldens").first)
        let url = scratch.url.appendingPathComponent("goldens").appendingPathComponent(golden)
        let image = try ImageDecoder.decode(Data(contentsOf: url))
        let original = try Data(contentsOf: url)
        let reencoded = try PNGEncoder.encode(opaque: image, compression: .compact)
        try #require(reencoded != original)
        try reencoded.write(to: url)
        let checked = try #require(try workflow.run(try workflow.plan()).outputs.first)
        return checked.status
    }

    @Test func aRendererThatDrawsPicturesIsComparedByPixels() throws {
        #expect(try check(format: "picture", comparison: .pixels) == .passed)
    }

    @Test func aRendererThatSaysBytesIsComparedByBytes() throws {
        #expect(try check(format: "blob", comparison: .bytes) == .failed)
    }
}
