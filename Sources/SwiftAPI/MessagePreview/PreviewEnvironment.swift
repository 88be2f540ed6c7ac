import BoxTreeModel
import Foundation
import Layout
import Pipeline

/// Where and how one preview is shown: the options of `preview-cli render`
/// that choose the variant, as one value.
///
/// ```swift
/// var environment = PreviewEnvironment(device: "iphone-se", language: "ar", textSize: .accessibilityLarge)
/// environment.values["player_name"] = "Dana"
/// ```
public struct PreviewEnvironment: Equatable, Sendable {
    /// A device id of the catalog (`preview-cli devices`, docs/devices.md):
    /// `iphone-se`, `iphone-15` (the default), `iphone-16-pro`, `ipad-mini`, ...,
    /// or one of the previewer's device files (`Previewer.init`'s `deviceFiles`).
    public var device: String
    /// Portrait (the default) or landscape.
    public var orientation: Orientation
    /// Picks the campaign's localization (`ar-EG` falls back to `ar`); `nil`
    /// shows the campaign's own text. `ar`, `he`, `fa` and `ur` imply right-to-left.
    public var language: String?
    /// Overrides the direction `language` implies (`--direction`).
    public var direction: LayoutDirection?
    /// Dynamic Type size; `.large` is the system default.
    public var textSize: ContentSizeCategory
    /// Placeholder values, `{name}` -> value (`--value`, `--values`).
    public var values: [String: String]
    /// A built-in theme's name (`gameball`, the default, `braze`, `firebase`,
    /// `radar`) or a theme file's path (`--theme`).
    public var theme: String?
    /// Where `https://` artwork is found (`--assets`); `nil` uses the nearest
    /// `assets/` folder beside or above the campaign file, as `render` does.
    public var assetsDirectory: URL?
    /// The host app's screen behind the message (`--background`).
    public var background: HostBackground
    /// Draw a labelled placeholder where artwork cannot load (`--placeholder-artwork`).
    public var drawsPlaceholderArtwork: Bool
    /// Light (the default) or dark (`--appearance`): the host screen and
    /// status bar in iOS's colours for it, and an HTML page's
    /// `prefers-color-scheme`. The message keeps its authored colours.
    public var appearance: Appearance

    /// The defaults are `preview-cli render`'s: iPhone 15, portrait, the
    /// campaign's own text, size L, the gameball theme, the mock app screen.
    public init(device: String = DeviceCatalog.defaultDevice.id, orientation: Orientation = .portrait, language: String? = nil,
                direction: LayoutDirection? = nil, textSize: ContentSizeCategory = .default, values: [String: String] = [:],
                theme: String? = nil, assetsDirectory: URL? = nil, background: HostBackground = .mockApp,
                drawsPlaceholderArtwork: Bool = false, appearance: Appearance = .default) {
        self.device = device
        self.orientation = orientation
        self.language = language
        self.direction = direction
        self.textSize = textSize
        self.values = values
        self.theme = theme
        self.assetsDirectory = assetsDirectory
        self.background = background
        self.drawsPlaceholderArtwork = drawsPlaceholderArtwork
        self.appearance = appearance
    }

    /// The pipeline's variant of `campaign` on these axes, once the device id is known.
    func variant(of campaign: CampaignFile, devices: DeviceCatalog) throws(PreviewerError) -> Variant {
        guard let device = devices.device(named: device) else {
            throw .unknownDevice(device, known: devices.ids)
        }
        return Variant(campaign: campaign, device: device, orientation: orientation, language: language, direction: direction,
                       textSize: textSize, appearance: appearance, formats: [])
    }
}
