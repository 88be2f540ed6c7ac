import BoxTreeModel
import CampaignModel

/// Everything about the device and the user that changes how a message looks.
public struct Environment: Sendable, Equatable {
    public var device: Device
    public var orientation: Orientation
    /// Picks the campaign's localization; `nil` uses the campaign's own text.
    public var language: String?
    public var direction: LayoutDirection
    public var textSize: ContentSizeCategory
    /// Placeholder values, `{name}` -> value.
    public var values: [String: String]
    public var background: HostBackground
    /// Draw a labelled placeholder where artwork cannot load, instead of
    /// reporting the campaign as skipped.
    public var drawsPlaceholderArtwork: Bool
    /// Light or dark: the colours of the host screen and status bar, and an
    /// HTML page's `prefers-color-scheme`. The message keeps its own colours.
    public var appearance: Appearance

    /// `direction` defaults to the one the language implies.
    public init(device: Device = DeviceCatalog.defaultDevice, orientation: Orientation = .portrait, language: String? = nil,
                direction: LayoutDirection? = nil, textSize: ContentSizeCategory = .default, values: [String: String] = [:],
                background: HostBackground = .mockApp, drawsPlaceholderArtwork: Bool = false, appearance: Appearance = .default) {
        self.device = device
        self.orientation = orientation
        self.language = language
        self.direction = direction ?? LayoutDirection.implied(byLanguage: language)
        self.textSize = textSize
        self.values = values
        self.background = background
        self.drawsPlaceholderArtwork = drawsPlaceholderArtwork
        self.appearance = appearance
    }

    public var screenSize: Size { device.screenSize(orientation) }
    public var safeArea: EdgeInsets { device.safeArea(orientation) }
    public var screenRect: Rect { Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) }
    public var safeRect: Rect { screenRect.insetBy(safeArea) }
}

/// What is drawn behind the message: the host app's screen.
public enum HostBackground: Equatable, Sendable {
    /// A neutral mock app screen (status bar, title, list rows).
    case mockApp
    case color(RGBAColor)
    /// A screenshot of the user's app, drawn to fill the screen.
    case image(file: String, pixelWidth: Int, pixelHeight: Int)
}
