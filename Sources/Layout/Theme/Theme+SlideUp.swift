import BoxTreeModel
import CampaignModel

extension Theme {
    /// A banner at the top or bottom of the screen.
    public struct SlideUp: Sendable, Equatable {
        /// Where the icon sits beside the text column.
        public enum IconAlignment: String, Sendable, CaseIterable {
            /// At the top; a column shorter than the icon is centred on it.
            case top
            /// Icon, text and chevron are centred vertically in the banner (a centred `UIStackView`).
            case center
        }

        /// Distance from the safe area's edges.
        public var margin: Double = 12
        /// The banner spans the screen's width and touches its top (or bottom)
        /// edge, running under the status bar; the safe area is added to its
        /// padding instead. `margin` is then unused.
        public var edgeToEdge = false
        public var padding = EdgeInsets(all: 16)
        /// Leading padding when the banner shows an icon; `nil` keeps `padding.leading`.
        public var iconLeadingPadding: Double? = nil
        public var cornerRadius: Double = 16
        /// The corners of an edge-to-edge banner that `maxWidth` keeps narrower
        /// than the screen (Firebase rounds its banner on an iPad); `nil`: `cornerRadius`.
        public var narrowCornerRadius: Double? = nil
        /// Trailing padding on an iPad, where UIKit's layout margins are 20
        /// rather than a phone's 16 (Firebase pins its banner text to the
        /// trailing margin); `nil` keeps `padding.trailing`.
        public var padTrailingPadding: Double? = nil
        public var maxWidth: Double = 500
        public var minHeight: Double = 0
        /// The banner never grows past this fraction of the safe area's height; the rest scrolls.
        public var maxHeightFraction: Double = 0.5
        public var iconSize: Double = 48
        public var iconCornerRadius: Double = 10
        public var iconAlignment = IconAlignment.top
        /// Between icon, text column and chevron, and above buttons.
        public var spacing: Double = 12
        public var headerBodySpacing: Double = 2
        public var chevronWidth: Double = 12
        public var chevronHeight: Double = 20
        public var headerFont = ThemeFont(.subheadline, emphasized: true)
        public var bodyFont = ThemeFont(.subheadline)
        /// Used when the campaign sets no alignment.
        public var headerAlignment = TextAlignment.leading
        public var bodyAlignment = TextAlignment.leading
        public var shadow: Shadow? = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 56), offsetY: 4, blurRadius: 12)

        public init() {}
    }
}
