import BoxTreeModel
import Layout

/// One point of a variant matrix: a campaign on one device, held one way, in
/// one language, at one text size. It is laid out once; each of `formats`
/// renders that one layout into its own file.
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    public let campaign: CampaignFile
    public let device: Device
    public let orientation: Orientation
    /// The localization to show; `nil` shows the campaign's own text (a
    /// single `render` without `--lang`).
    public let language: String?
    /// The layout direction when it is not the one `language` implies
    /// (`render --direction`); `nil` in a matrix.
    public let direction: LayoutDirection?
    public let textSize: ContentSizeCategory
    /// Light (the default) or dark: the host screen, the status bar and an
    /// HTML page's `prefers-color-scheme`.
    public let appearance: Appearance
    /// Format names (`png`, `a11y`, a plugin's name), in the order first requested.
    public let formats: [String]
    /// The theme its matrix draws it in; `nil`: the run's (`RenderSettings.theme`).
    public let theme: VariantTheme?
    /// Whether `fileStem` names the theme: when its matrix draws more than one.
    public let namesTheme: Bool

    public init(campaign: CampaignFile, device: Device, orientation: Orientation, language: String?,
                direction: LayoutDirection? = nil, textSize: ContentSizeCategory, appearance: Appearance = .default, formats: [String],
                theme: VariantTheme? = nil, namesTheme: Bool = false) {
        self.campaign = campaign
        self.device = device
        self.orientation = orientation
        self.language = language
        self.direction = direction
        self.textSize = textSize
        self.appearance = appearance
        self.formats = formats
        self.theme = theme
        self.namesTheme = namesTheme && theme != nil
    }

    /// `<device>-<orientation>-<lang>-<size>[-dark][-<theme>]`, e.g.
    /// `iphone-15-portrait-ar-ax5` or `iphone-15-portrait-ar-ax5-dark-braze`:
    /// a light variant has no appearance part, and one whose matrix draws a
    /// single theme no theme part, so their names are the ones they had
    /// before those axes existed.
    public var fileStem: String {
        "\(device.id)-\(orientation.rawValue)-\(language ?? "default")-\(textSize.shortName)\(appearance.fileNameSuffix)"
            + (namesTheme ? "-" + (theme?.fileNamePart ?? "") : "")
    }

    /// This variant in `formats` instead of its own.
    public func with(formats: [String]) -> Variant {
        Variant(campaign: campaign, device: device, orientation: orientation, language: language, direction: direction,
                textSize: textSize, appearance: appearance, formats: formats, theme: theme, namesTheme: namesTheme)
    }

    /// `<campaign key>/<device>-<orientation>-<lang>-<size>`: unique in a
    /// matrix, and the order variants are listed, sharded and reported in.
    public var name: String { campaign.key + "/" + fileStem }

    /// Where the output with `fileExtension` goes, relative to an output or
    /// goldens folder: `welcome-modal/iphone-15-portrait-en-l.png`.
    public func outputPath(fileExtension: String) -> String {
        name + "." + fileExtension
    }

    /// The environment to lay the variant out in; the direction follows the language.
    public func environment(values: [String: String], background: HostBackground = .mockApp,
                            drawsPlaceholderArtwork: Bool = false) -> Environment {
        Environment(device: device, orientation: orientation, language: language, direction: direction, textSize: textSize,
                    values: values, background: background, drawsPlaceholderArtwork: drawsPlaceholderArtwork, appearance: appearance)
    }

    public var description: String { name }

    /// Variants are the same point of the matrix when their names are.
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.formats == b.formats }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
