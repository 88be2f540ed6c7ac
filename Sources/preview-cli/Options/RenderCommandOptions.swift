import BoxTreeModel
import CampaignModel
import Layout
import Pipeline

/// Everything `preview-cli render` was asked to do, parsed and validated:
/// devices exist, sizes and colours are well formed, named files exist.
/// Plain data, so the renderer needs nothing from the argument parser. What
/// applies to every variant (values, assets, background, plugins, renderer
/// options) is the pipeline's `RenderSettings`, parsed by `RenderFlags` exactly
/// as `matrix` and `golden` parse it.
struct RenderCommandOptions: Sendable {
    /// The format when `--format` is not given.
    static let defaultFormats = ["png"]

    /// The campaign JSON file (exists; not yet decoded).
    var campaignPath: String
    /// `--from`: the vendor format of the file; `nil` detects it from the keys.
    var source: MessageSource?
    /// `--message`: which message of a file of several (number from 1, or ID); `nil` takes the first.
    var message: String? = nil
    /// `-o`: the output file, or the base name of several (its folder exists);
    /// `nil` prints the one text format to standard output.
    var outputPath: String?
    /// `--format`, split at commas, in order, without duplicates (names well formed).
    var formats: [String]
    /// Values, assets, background, placeholder artwork, plugins and renderer options.
    var settings: RenderSettings
    var device: Device
    var orientation: Orientation
    /// `--lang`; `nil` uses the campaign's own text.
    var language: String?
    /// `--direction`; `nil` means the one `language` implies (see `layoutDirection`).
    var direction: LayoutDirection?
    var textSize: ContentSizeCategory
    /// `--appearance`: light (the default) or dark.
    var appearance: Appearance = .default
    /// `--quiet`: nothing on stdout on success.
    var quiet: Bool
    /// `--theme`: a built-in theme's name or a theme file's path; `nil` is gameball.
    var theme: String? = nil

}
