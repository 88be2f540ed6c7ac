import BoxTreeModel
import CampaignModel
import Layout

/// Everything `preview-cli render` was asked to do, parsed and validated:
/// devices exist, sizes and colours are well formed, named files exist.
/// Plain data, so the renderer needs nothing from the argument parser.
struct RenderCommandOptions: Equatable, Sendable {
    /// The format when `--format` is not given.
    static let defaultFormats = ["png"]

    /// The campaign JSON file (exists; not yet decoded).
    var campaignPath: String
    /// `--from`: the vendor format of the file; `nil` detects it from the keys.
    var source: MessageSource?
    /// `-o`: the output file, or the base name of several (its folder exists);
    /// `nil` prints the one text format to standard output.
    var outputPath: String?
    /// `--format`, split at commas, in order, without duplicates (names well formed).
    var formats: [String]
    /// Render options from the renderer-specific flags (`--a11y-format`, ...).
    var renderOptions: [String: String]
    /// `--plugin-dir` folders, in order (they exist).
    var pluginDirectories: [String]
    /// `--plugin-timeout`, in seconds.
    var pluginTimeout: Double
    var device: Device
    var orientation: Orientation
    /// `--lang`; `nil` uses the campaign's own text.
    var language: String?
    /// `--direction`; `nil` means the one `language` implies (see `layoutDirection`).
    var direction: LayoutDirection?
    var textSize: ContentSizeCategory
    /// Placeholder values: those of `valuesFile`, then each `--value` (later wins).
    var values: [String: String]
    /// `--values`, already read into `values`; kept for messages.
    var valuesFile: String?
    /// `--assets`: the folder https artwork is looked up in (exists).
    var assetsDirectory: String?
    var background: BackgroundSource
    /// `--placeholder-artwork`.
    var drawsPlaceholderArtwork: Bool
    /// `--quiet`: nothing on stdout on success.
    var quiet: Bool
    /// `--theme`: a built-in theme's name or a theme file's path; `nil` is gameball.
    var theme: String? = nil

    /// The direction the preview is laid out in.
    var layoutDirection: LayoutDirection {
        direction ?? LayoutDirection.implied(byLanguage: language)
    }
}
