import BoxTreeModel
import CampaignModel
import Foundation
import TestSupport
import Layout
import LintRunner
import LintRules
import Pipeline
import Testing

/// One bundled example laid out in one environment by the real pipeline
/// (`PreviewSession`), as `preview-cli render` would with the example's
/// assets and `examples/values.json`.
struct ExamplePreview: CustomStringConvertible, Sendable {
    /// File name in `examples/` without `.json`, e.g. `welcome-modal`, or a
    /// path from the repository root without `.json` for other fixtures.
    var campaign: String
    var device = "iphone-15"
    var orientation = Orientation.portrait
    var language = "en"
    var direction: LayoutDirection?
    var textSize = ContentSizeCategory.large
    /// Without the example's asset folder, https artwork is not ready.
    var withAssets = true

    /// `iphone-15-portrait-ar-l`, plus `-rtl` for a forced direction and `-no-assets`.
    var variant: String {
        [device, orientation.rawValue, language, textSize.shortName].joined(separator: "-")
            + (direction.map { "-\($0.rawValue)" } ?? "") + (withAssets ? "" : "-no-assets")
    }

    /// The campaign's file name without folders, for golden paths.
    var name: String { campaign.split(separator: "/").last.map(String.init) ?? campaign }

    var description: String { "\(name)/\(variant)" }

    /// The variant's box tree: its reviewed golden (`TreeGolden`) when one is
    /// recorded, so a test of the accessibility renderer tests the renderer
    /// alone; else laid out by the pipeline (`layout()`).
    func tree() throws -> BoxTree {
        guard TreeGolden.variants(of: name).contains(variant) else { return try layout().tree }
        return try TreeGolden.tree(name, variant: variant)
    }

    func layout() throws -> LaidOutPreview {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        return try layout(in: session)
    }

    func layout(in session: PreviewSession) throws -> LaidOutPreview {
        let file = campaign.contains("/") ? Repository.root.appendingPathComponent(campaign + ".json")
                                          : Repository.examples.appendingPathComponent(campaign + ".json")
        let decoded = try session.loadCampaign(at: file)
        let values = try PlaceholderValuesDecoder.decode(contentsOf: Repository.examples.appendingPathComponent("values.json"))
        let environment = Environment(device: try #require(DeviceCatalog.builtIn.device(named: device)), orientation: orientation,
                                      language: language, direction: direction, textSize: textSize, values: values)
        let assets = withAssets ? Repository.examples.appendingPathComponent("assets") : nil
        let preview = session.layout(decoded.campaign, campaignFile: file, assetsDirectory: assets, environment: environment)
        // As the command line does: lint's findings join the diagnostics, so the goldens agree with `preview-cli lint`.
        return LintAnnotator(session: session).annotate(preview, campaign: decoded.campaign, file: file.path,
                                                        assetsDirectory: assets?.path, warnings: decoded.warnings, environment: environment)
    }
}
