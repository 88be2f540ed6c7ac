import Layout

/// Everything `preview-cli render` was asked to do, parsed and validated:
/// devices exist, sizes and colours are well formed, named files exist.
/// Plain data, so the renderer needs nothing from the argument parser.
struct RenderCommandOptions: Equatable, Sendable {
    /// The campaign JSON file (exists; not yet decoded).
    var campaignPath: String
    /// Where the PNG goes (its folder exists).
    var outputPath: String
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
