import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading
import Layout
import LintRunner
import LintRules
import MessagePreview
import Pipeline
import RenderCore
import Workflow

/// What one assertion checks: a campaign over a small matrix, against
/// goldens in one folder. It runs `golden check`'s own workflow
/// (`GoldenWorkflow.linted`) on a plan of just these variants, so its
/// verdict is the command line's on the same goldens: same renderer bytes,
/// same lint findings, same image diff, same record rules.
///
/// Goldens are laid out as `golden check` lays out a goldens folder:
/// `<goldens>/<name>/<device>-<orientation>-<lang>-<size>.<ext>`.
public struct PreviewGoldenCheck: Sendable {
    /// The campaign file, in our format or a vendor's.
    public var campaign: URL
    /// The folder name its goldens go under; `nil` is the file's name without `.json`.
    public var name: String?
    /// The outputs compared, each with its own golden.
    public var formats: [PreviewFormat]
    /// Device ids of the catalog, or of `deviceFiles` or the config's `deviceFiles`.
    public var devices: [String]
    /// A team's device files (docs/devices.md, "Custom devices"), read before
    /// the config's `deviceFiles`.
    public var deviceFiles: [URL] = []
    /// Portrait, landscape or both.
    public var orientations: [Orientation]
    /// Language codes; each variant is laid out in the direction its language implies.
    public var languages: [String]
    /// Dynamic Type sizes.
    public var textSizes: [ContentSizeCategory]
    /// Light, dark or both (light alone by default); a dark variant's golden
    /// names end in `-dark`.
    public var appearances: [Appearance] = [.default]
    /// Placeholder values, over the config's.
    public var values: [String: String]
    /// A built-in theme's name or a theme file's path; `nil` is gameball.
    public var theme: String?
    /// The goldens folder.
    public var goldens: URL
    /// Where the actual output, a copy of the golden and the diff image of
    /// each failure go (below `result/`).
    public var artifacts: URL
    /// A `preview.json` whose diff tolerance, render settings and `lint`
    /// section apply, so a check here agrees with `golden check` run with
    /// it; `nil` uses the defaults (threshold 0.1, no differing pixel allowed).
    public var config: URL?

    /// A check of every combination of the axes; see the properties.
    public init(campaign: URL, name: String? = nil, formats: [PreviewFormat] = [.png], devices: [String] = [DeviceCatalog.defaultDevice.id],
                orientations: [Orientation] = [.portrait], languages: [String] = [VariantMatrix.defaultBaseLanguage],
                textSizes: [ContentSizeCategory] = [.default], values: [String: String] = [:], theme: String? = nil,
                goldens: URL, artifacts: URL, config: URL? = nil) {
        self.campaign = campaign.standardizedFileURL
        self.name = name
        self.formats = formats
        self.devices = devices
        self.orientations = orientations
        self.languages = languages
        self.textSizes = textSizes
        self.values = values
        self.theme = theme
        self.goldens = goldens.standardizedFileURL
        self.artifacts = artifacts.standardizedFileURL
        self.config = config
    }

    /// Renders every variant and compares it with its golden, writing the
    /// goldens `recording` selects.
    public func run(recording: PreviewRecordMode) throws(PreviewAssertionError) -> GoldenRunResult {
        let config = try workflowConfig()
        let plan = try variantPlan(config)
        let workflow: GoldenWorkflow
        do {
            workflow = try GoldenWorkflow.linted(config: config)
        } catch {
            throw .setUp(error.description)
        }
        do {
            return try workflow.run(plan, recording: recording.workflowMode)
        } catch {
            throw .setUp(error.description)
        }
    }

    /// The golden of `output`, absolute.
    public func goldenFile(of output: CheckedOutput) -> URL {
        goldens.appendingPathComponent(output.path)
    }

    /// An artifact of `output` (`CheckedOutput.Artifacts` paths), absolute.
    public func artifactFile(_ relative: String) -> URL {
        relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : artifacts.appendingPathComponent(relative)
    }

    private func workflowConfig() throws(PreviewAssertionError) -> PreviewConfig {
        var config: PreviewConfig
        var devices = DeviceCatalog.builtIn
        for file in deviceFiles {
            do {
                devices = try DeviceFileDecoder.adding(contentsOf: file, to: devices)
            } catch {
                throw .setUp(error.problems.map(\.description).joined(separator: "\n"))
            }
        }
        if let file = self.config {
            do {
                // The test sets the goldens and artifacts folders itself. And a
                // test is code in the repository already, so the plugins its
                // preview.json names may run as the test's own formats do.
                config = try PreviewConfig.load(from: file, replacing: [.goldens, .output, .report], devices: devices)
                config.render.pluginPermission = .everyPlugin
            } catch {
                throw .setUp(error.problems.map(\.description).joined(separator: "\n"))
            }
        } else {
            config = PreviewConfig(directory: campaign.deletingLastPathComponent())
            config.render.devices = devices
            // Artwork paths in the box-tree JSON, relative to the campaign's folder
            // rather than to wherever the tests happen to run.
            config.render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] = config.directory.path
        }
        config.render.values.merge(values) { _, new in new }
        if let theme {
            do {
                config.render.theme = try ThemeCatalog.standard().theme(theme).theme
            } catch {
                throw .setUp(error.description)
            }
        }
        config.goldens = GoldenFolders(shared: goldens)
        config.output = artifacts
        return config
    }

    private func variantPlan(_ config: PreviewConfig) throws(PreviewAssertionError) -> VariantPlan {
        if !FileManager.default.fileExists(atPath: campaign.path) {
            // A misspelt name gets the nearest campaign file beside it, as the command line suggests.
            let folder = campaign.deletingLastPathComponent()
            let siblings = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            let hint = Suggestion.closest(to: campaign.lastPathComponent, in: siblings, maxDistance: 3).map { " (did you mean '\($0)'?)" } ?? ""
            throw .campaign(["\(campaign.path): no such campaign file\(hint)"])
        }
        let discovered: DiscoveredCampaigns
        do {
            // Found and imported exactly as `golden check` finds a campaign named in preview.json.
            discovered = try CampaignDiscovery().discover([config.displayPath(campaign)], relativeTo: config.directory)
        } catch {
            throw .campaign(error.description.components(separatedBy: "\n"))
        }
        guard var file = discovered.campaigns.first else {
            throw .campaign(["\(campaign.path) is not a campaign (\(discovered.skipped.first?.reason.description ?? "skipped"))"])
        }
        if let name {
            file = CampaignFile(url: file.url, displayPath: file.displayPath, key: CampaignDiscovery.safeKey(name), campaign: file.campaign,
                                warnings: file.warnings, adobeFrame: file.adobeFrame, repository: file.repository)
        }
        for (axis, empty) in [("devices", devices.isEmpty), ("orientations", orientations.isEmpty), ("languages", languages.isEmpty),
                              ("textSizes", textSizes.isEmpty), ("appearances", appearances.isEmpty),
                              ("formats", formats.isEmpty)] where empty {
            throw .matrix("no \(axis) to check: give at least one")
        }
        var matrix = VariantMatrix(devices: .list(devices), orientations: .list(orientations), languages: .list(languages),
                                   textSizes: .list(textSizes), formats: .list(formats.map(\.formatName)))
        matrix.appearances = .list(appearances)
        do {
            return VariantPlan(variants: try matrix.variants(of: [file], allFormats: [], devices: config.render.devices), campaigns: [file], skipped: [])
        } catch {
            throw .matrix(error.description)
        }
    }
}
