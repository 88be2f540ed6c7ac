import CampaignModel

/// Every layout constant and default colour of the stock message UI.
/// The engine reads geometry only from here, so another SDK's look (or a
/// team's customised UI) is a different value, not different code.
/// Sizes are in points.
public struct Theme: Sendable, Equatable {
    public struct SlideUp: Sendable, Equatable {
        /// Distance from the safe area's edges.
        public var margin: Double = 12
        public var padding: Double = 16
        public var cornerRadius: Double = 16
        public var maxWidth: Double = 500
        public var iconSize: Double = 48
        public var iconCornerRadius: Double = 10
        /// Between icon, text column and chevron.
        public var spacing: Double = 12
        public var chevronWidth: Double = 12
        /// The banner never grows past this fraction of the safe area's height; the rest scrolls.
        public var maxHeightFraction: Double = 0.5
        public var headerStyle: TextStyle = .subheadline
        public var bodyStyle: TextStyle = .subheadline
        public var shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 56), offsetY: 4, blurRadius: 12)
    }

    public struct Modal: Sendable, Equatable {
        public var margin: Double = 24
        public var padding: Double = 24
        public var cornerRadius: Double = 20
        public var maxWidth: Double = 400
        public var maxWidthPad: Double = 540
        /// Artwork is never taller than this fraction of the card's maximum height.
        public var maxArtworkFraction: Double = 0.4
        /// At accessibility text sizes artwork yields room to the text: its cap is scaled by this.
        public var accessibilityArtworkScale: Double = 0.6
        public var headerStyle: TextStyle = .title3
        public var bodyStyle: TextStyle = .body
        public var headerBodySpacing: Double = 8
        public var textButtonSpacing: Double = 24
        public var shadow = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 64), offsetY: 8, blurRadius: 24)
    }

    public struct Fullscreen: Sendable, Equatable {
        public var padding: Double = 24
        /// Portrait: artwork height as a fraction of the screen height at most.
        public var maxArtworkFraction: Double = 0.45
        /// At accessibility text sizes artwork yields room to the text: its cap is scaled by this.
        public var accessibilityArtworkScale: Double = 0.6
        /// Landscape: the artwork takes this fraction of the width on the leading side.
        public var landscapeArtworkFraction: Double = 0.45
        /// The text column is centred and never wider than this (iPad).
        public var maxContentWidth: Double = 600
        public var headerStyle: TextStyle = .title1
        public var bodyStyle: TextStyle = .body
        public var headerBodySpacing: Double = 12
    }

    public struct Buttons: Sendable, Equatable {
        /// The SDK's minimum button height.
        public var minHeight: Double = 44
        public var verticalPadding: Double = 12
        public var horizontalPadding: Double = 16
        public var spacing: Double = 12
        public var cornerRadius: Double = 12
        public var textStyle: TextStyle = .headline
        public var primaryBackground = RGBAColor(red: 0, green: 122, blue: 255)
        public var primaryText = RGBAColor.white
        public var secondaryBackground = RGBAColor(red: 118, green: 118, blue: 128, alpha: 31)
        public var secondaryText = RGBAColor(red: 0, green: 122, blue: 255)
    }

    public struct Close: Sendable, Equatable {
        /// The SDK's close tap target.
        public var targetSize: Double = 48
        /// Diameter of the drawn circle inside the target.
        public var visibleSize: Double = 30
        /// Inset of the target from the card's (or safe area's) top-trailing corner.
        public var inset: Double = 4
        public var glyphColor = RGBAColor(red: 60, green: 60, blue: 67, alpha: 153)
        public var background = RGBAColor(red: 118, green: 118, blue: 128, alpha: 31)
        /// Used when the glyph sits on artwork, for legibility on any picture.
        public var glyphColorOnArtwork = RGBAColor.white
        public var backgroundOnArtwork = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)
    }

    public var slideUp = SlideUp()
    public var modal = Modal()
    public var fullscreen = Fullscreen()
    public var buttons = Buttons()
    public var close = Close()

    public var backgroundColor = RGBAColor.white
    public var textColor = RGBAColor(red: 60, green: 60, blue: 67)
    public var headerColor = RGBAColor(red: 0, green: 0, blue: 0)
    public var scrimColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)
    public var chevronColor = RGBAColor(red: 60, green: 60, blue: 67, alpha: 76)
    public var artworkPlaceholder = RGBAColor(red: 229, green: 229, blue: 234)

    public init() {}

    /// The stock look of the Gameball SDK.
    public static let gameball = Theme()
}
