import BoxTreeModel
import CampaignModel

/// Every layout constant and default colour of the stock message UI.
///
/// The engine reads geometry only from here, so another SDK's look (or a
/// team's customised UI) is a different value, not different code. Sizes are
/// in points. Themes are usually read from JSON theme files (see
/// `ThemeDecoder` and `docs/themes.md`); `Theme()` is the Gameball SDK's look.
public struct Theme: Sendable, Equatable {
    public var slideUp = SlideUp()
    public var modal = Modal()
    public var fullscreen = Fullscreen()
    public var buttons = Buttons()
    public var close = Close()

    /// Multiplies every font size, after Dynamic Type and each font's own scale.
    public var fontScale: Double = 1

    /// The message background when the campaign sets none.
    public var backgroundColor = RGBAColor.white
    /// Body text when the campaign sets no colour.
    public var textColor = RGBAColor(red: 60, green: 60, blue: 67)
    /// Header text when the campaign sets no colour.
    public var headerColor = RGBAColor(red: 0, green: 0, blue: 0)
    /// The dimming behind a modal when the campaign sets no `frameColor`.
    public var scrimColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)
    public var chevronColor = RGBAColor(red: 60, green: 60, blue: 67, alpha: 76)
    /// Drawn where artwork would be while it cannot load.
    public var artworkPlaceholder = RGBAColor(red: 229, green: 229, blue: 234)

    public init() {}

    /// The stock look of the Gameball SDK.
    public static let gameball = Theme()
}
