import BoxTreeModel
import CairoRenderer
import CampaignModel
import Foundation
import Layout
import Pipeline
import TerminalRenderer
import TestSupport

/// Box trees of the bundled example campaigns, laid out by Pipeline as the
/// CLI does (`--values examples/values.json`, assets from examples/assets).
enum ExampleTrees {
    static let examples = Repository.examples

    /// examples/*.json except the values file, by name without extension.
    static let campaignNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "values.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// One session for the whole run: Pango is not thread-safe, so layouts take turns.
    nonisolated(unsafe) private static let session: PreviewSession = {
        do {
            return try PreviewSession(fontsDirectory: Repository.fonts)
        } catch {
            fatalError("preview session: \(error)")
        }
    }()
    private static let lock = NSLock()

    static func tree(_ name: String, language: String?, orientation: Orientation = .portrait) throws -> BoxTree {
        try lock.withLock { try layout(name, language: language, orientation: orientation).tree }
    }

    /// The tree and a rasterizer drawing it with the session's PNG renderer,
    /// serialized like layouts (the font system is shared).
    static func treeAndRasterizer(_ name: String, language: String?) throws -> (BoxTree, TerminalRenderer.Rasterizer) {
        try lock.withLock {
            let preview = try layout(name, language: language, orientation: .portrait)
            let png = PNGRenderer(fontSystem: session.fontSystem)
            return (preview.tree, { tree, images in try lock.withLock { try png.rasterize(tree, images: images) } })
        }
    }

    /// A campaign file anywhere, laid out like the examples.
    static func tree(file: URL, language: String?) throws -> BoxTree {
        try lock.withLock { try layout(file: file, language: language, orientation: .portrait).tree }
    }

    private static func layout(_ name: String, language: String?, orientation: Orientation) throws -> LaidOutPreview {
        try layout(file: examples.appendingPathComponent(name + ".json"), language: language, orientation: orientation)
    }

    private static func layout(file: URL, language: String?, orientation: Orientation) throws -> LaidOutPreview {
        let campaign = try session.loadCampaign(at: file).campaign
        let values = try PlaceholderValuesDecoder.decode(contentsOf: examples.appendingPathComponent("values.json"))
        let environment = Environment(orientation: orientation, language: language, values: values)
        return session.layout(campaign, campaignFile: file, assetsDirectory: examples.appendingPathComponent("assets"),
                              environment: environment)
    }
}
