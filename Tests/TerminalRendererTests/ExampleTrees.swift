import CampaignModel
import Foundation
import Layout
import PreviewKit

/// Box trees of the bundled example campaigns, laid out by PreviewKit as the
/// CLI does (`--values examples/values.json`, assets from examples/assets).
enum ExampleTrees {
    static let examples = GoldenFile.repositoryRoot.appendingPathComponent("examples", isDirectory: true)

    /// examples/*.json except the values file, by name without extension.
    static let campaignNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "values.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// One session for the whole run: Pango is not thread-safe, so layouts take turns.
    nonisolated(unsafe) private static let session: PreviewSession = {
        do {
            return try PreviewSession(fontsDirectory: GoldenFile.repositoryRoot.appendingPathComponent("fonts", isDirectory: true))
        } catch {
            fatalError("preview session: \(error)")
        }
    }()
    private static let lock = NSLock()

    static func tree(_ name: String, language: String?, orientation: Orientation = .portrait) throws -> BoxTree {
        try lock.withLock {
            let file = examples.appendingPathComponent(name + ".json")
            let campaign = try session.loadCampaign(at: file).campaign
            let values = try PlaceholderValuesDecoder.decode(contentsOf: examples.appendingPathComponent("values.json"))
            let environment = Environment(orientation: orientation, language: language, values: values)
            return session.layout(campaign, campaignFile: file, assetsDirectory: examples.appendingPathComponent("assets"),
                                  environment: environment).tree
        }
    }
}
