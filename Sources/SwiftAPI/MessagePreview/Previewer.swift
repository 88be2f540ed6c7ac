import Assets
import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import LintRunner
import LintRules
import Pipeline

/// Makes previews of campaigns as `preview-cli render` does: decode (our
/// format or a vendor's), lay out in an environment, add lint's findings to
/// the diagnostics, render. The same input gives the same bytes as the
/// command line.
///
/// ```swift
/// let previewer = try Previewer()
/// let preview = try previewer.preview(campaignAt: url, in: PreviewEnvironment(language: "ar"))
/// let png = try preview.data(as: .png)
/// for diagnostic in preview.diagnostics { print(diagnostic) }
/// ```
///
/// A previewer owns a font system that serializes its callers (Pango is not
/// thread-safe): give each thread its own previewer to render in parallel.
public final class Previewer {
    let session: PreviewSession
    /// Artwork access and lint's findings, as the config sets them; each
    /// preview's environment adds its own theme, values and host screen.
    private let settings: RenderSettings
    private let annotate: PreviewPipeline.Annotator
    private var themes: [String: Theme] = [:]

    /// - Parameters:
    ///   - fontsDirectory: the fonts to use; `nil` finds the bundled ones
    ///     (the package's resources, or `MESSAGEPREVIEW_FONTS` when set).
    ///   - config: a `preview.json` whose `lint` section sets severities and
    ///     suppressions, as `render` reads the one in its current folder, and
    ///     whose `artwork` section (`allowFrom`, `fetch`) says where artwork
    ///     may come from, as `golden check` reads it; or a file holding only
    ///     a `lint` section. `nil` uses lint's defaults.
    ///   - allowedArtworkFolders: folders artwork may also be read from,
    ///     besides the campaign's folder, its asset folder and the config's
    ///     (`--allow-artwork-from DIR`). Artwork anywhere else is not ready.
    ///   - artworkFetch: fetch `https` artwork the asset folder lacks, with
    ///     these settings (`--fetch-artwork`), in place of the config's;
    ///     `nil` fetches only when the config does. Nothing is fetched by default.
    ///   - artworkFetchNotes: receives one line per artwork file fetched
    ///     from the network; dropped by default.
    ///   - deviceFiles: a team's device files (`--device-file`,
    ///     docs/devices.md "Custom devices"), whose ids then work as
    ///     `PreviewEnvironment.device`, besides the config's `deviceFiles`.
    public init(fontsDirectory: URL? = nil, config: URL? = nil, allowingArtworkFrom allowedArtworkFolders: [URL] = [],
                fetchingArtwork artworkFetch: ArtworkFetchSettings? = nil,
                artworkFetchNotes: @escaping @Sendable (String) -> Void = { _ in }, deviceFiles: [URL] = []) throws(PreviewerError) {
        var devices = DeviceCatalog.builtIn
        for file in deviceFiles {
            do {
                devices = try DeviceFileDecoder.adding(contentsOf: file, to: devices)
            } catch {
                throw .deviceFile(error)
            }
        }
        let configuration = try config.map { url throws(PreviewerError) in try PreviewerConfiguration.load(url, devices: devices) }
            ?? PreviewerConfiguration(devices: devices)
        annotate = LintAnnotator.forPipeline(configuration: configuration.lint)
        var settings = RenderSettings()
        settings.devices = configuration.devices
        settings.allowedArtworkFolders = configuration.allowedArtworkFolders + allowedArtworkFolders
        settings.artworkFetch = artworkFetch ?? configuration.artworkFetch
        settings.artworkFetchNotes = artworkFetchNotes
        self.settings = settings
        do {
            // As a run's sessions: one fetcher for every preview this previewer makes.
            session = try PreviewPipeline(settings: settings, makeSession: { try PreviewSession(fontsDirectory: fontsDirectory) }).session()
        } catch {
            throw .fonts("\(error)")
        }
    }

    /// The preview of a campaign file in our format or a vendor's (Braze,
    /// Radar, Firebase, Adobe). Artwork paths resolve against the file's folder.
    /// - Parameter source: the file's format; `nil` detects it from the keys.
    public func preview(campaignAt url: URL, from source: MessageSource? = nil,
                        in environment: PreviewEnvironment = PreviewEnvironment()) throws(PreviewerError) -> CampaignPreview {
        let message: ImportedMessage
        do {
            message = try session.loadMessage(at: url, from: source)
        } catch {
            throw .invalidCampaign(error.problems)
        }
        return try preview(message, file: url.standardizedFileURL, in: environment)
    }

    /// The preview of a campaign given as JSON bytes. It is laid out as if it
    /// were the file `name` in `directory` (where relative artwork paths are
    /// found), and problems name it so.
    public func preview(campaignData data: Data, named name: String = "campaign.json",
                        relativeTo directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
                        from source: MessageSource? = nil,
                        in environment: PreviewEnvironment = PreviewEnvironment()) throws(PreviewerError) -> CampaignPreview {
        let message: ImportedMessage
        do {
            message = try MessageImporter().decode(data, file: name, from: source, fallback: .gameball)
        } catch {
            throw .invalidCampaign(error.problems)
        }
        return try preview(message, file: directory.appendingPathComponent(name).standardizedFileURL, in: environment)
    }

    /// One variant through the pipeline `render` uses, with lint's findings.
    private func preview(_ message: ImportedMessage, file: URL, in environment: PreviewEnvironment) throws(PreviewerError) -> CampaignPreview {
        var settings = settings
        // A vendor payload keeps its vendor's look unless a theme is named.
        if environment.theme != nil { settings.theme = try theme(environment.theme) }
        settings.values = environment.values
        settings.assetsDirectory = environment.assetsDirectory
        settings.background = environment.background
        settings.drawsPlaceholderArtwork = environment.drawsPlaceholderArtwork
        let campaign = CampaignFile(url: file, displayPath: file.path, key: "preview", campaign: message.campaign,
                                    warnings: message.warnings, adobeFrame: message.adobeFrame)
        let variant = try environment.variant(of: campaign, devices: settings.devices)
        let laidOut = PreviewPipeline(settings: settings, annotate: annotate).preview(of: variant, session: session)
        return CampaignPreview(laidOut: laidOut, warnings: message.warnings, session: session)
    }

    private func theme(_ argument: String?) throws(PreviewerError) -> Theme {
        guard let argument else { return .gameball }
        if let known = themes[argument] { return known }
        do {
            let theme = try ThemeCatalog.standard().theme(argument).theme
            themes[argument] = theme
            return theme
        } catch {
            throw .theme(error)
        }
    }
}
