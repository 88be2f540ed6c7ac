import BoxTreeModel
import CampaignModel
import Layout

/// What rules may ask of the outside world: layout at another text size,
/// artwork as a device would see it, and the fonts' coverage.
/// `PreviewLintServices` answers with Pango and the file system; tests may
/// answer with fakes.
public protocol LintServices: AnyObject {
    /// Lays `campaign` out for `environment` (no drawing).
    func layout(_ campaign: Campaign, source: CampaignSource, environment: Environment) -> BoxTree

    /// Looks artwork up as a device would (`http://` refused, files decoded).
    func artwork(for reference: String, source: CampaignSource) -> ArtworkLookup

    /// The average colour of the pixels of `image` that land under `region`
    /// when the image is drawn into `frame` (both absolute, in points);
    /// `nil` when the pixels are not available (a placeholder).
    func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor?

    /// The characters of `text` no font can draw.
    func uncoveredCharacters(in text: String) -> [Character]

    /// What `text`, shown in a variant of `language`, needs that this machine
    /// lacks, as one sentence naming what to install (Chinese, Japanese or
    /// Korean text without the Noto Sans CJK fonts: "text in Japanese needs
    /// the Noto Sans CJK fonts: apt-get install fonts-noto-cjk ..."); `nil`
    /// when nothing is missing.
    func missingFonts(for text: String, language: String?) -> String?
}
