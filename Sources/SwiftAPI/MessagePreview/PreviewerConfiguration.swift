import CampaignModel
import Foundation
import JSONReading
import Layout
import LintRules
import Pipeline
import Workflow

/// What the configuration file given to ``Previewer`` sets: lint's
/// severities and suppressions, and where artwork may come from besides the
/// campaign's folder and its asset folder (`"artwork": {"allowFrom": [...],
/// "fetch": true, ...}`).
///
/// A `preview.json` is read as `golden check` reads it (every key judged,
/// every path held to its folder), so a previewer given it reads the artwork
/// `golden check` reads. A file holding only lint's keys is a lint
/// configuration and sets nothing else, as `LintConfigurationDecoder` reads it.
struct PreviewerConfiguration {
    var lint = LintConfiguration()
    /// `"artwork": {"allowFrom": [...]}`, relative to the file's folder.
    var allowedArtworkFolders: [URL] = []
    /// `"artwork": {"fetch": true, ...}`; `nil` when the file does not fetch.
    var artworkFetch: ArtworkFetcher.Settings?
    /// The caller's devices, plus a `preview.json`'s `deviceFiles`.
    var devices: DeviceCatalog = .builtIn

    static func load(_ url: URL, devices: DeviceCatalog) throws(PreviewerError) -> PreviewerConfiguration {
        var configuration = PreviewerConfiguration(devices: devices)
        do {
            configuration.lint = try LintConfigurationDecoder.decode(contentsOf: url)
        } catch {
            throw .lintConfiguration(error)
        }
        guard try isPreviewConfig(url) else { return configuration }
        do {
            // The campaigns, goldens and output folders are golden check's, not a preview's.
            let config = try PreviewConfig.load(from: url, replacing: [.campaigns, .goldens, .output, .report], devices: devices)
            configuration.allowedArtworkFolders = config.render.allowedArtworkFolders
            configuration.devices = config.render.devices
            configuration.artworkFetch = config.render.artworkFetch
        } catch {
            throw .config(error)
        }
        return configuration
    }

    /// Whether `url` is a `preview.json` rather than a file holding only a
    /// `lint` section's keys: its name, or a `lint` key among others.
    private static func isPreviewConfig(_ url: URL) throws(PreviewerError) -> Bool {
        if url.lastPathComponent == PreviewConfig.fileName { return true }
        do {
            let root = try LocatedJSON.read(contentsOf: url, expected: "a readable config file",
                                            maximumSize: LintConfigurationDecoder.maximumFileSize)
            var log = JSONProblemLog(file: root.file)
            return log.entries(of: root).contains { $0.key == "lint" }
        } catch {
            throw .lintConfiguration(error)
        }
    }
}
