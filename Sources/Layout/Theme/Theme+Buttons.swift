import BoxTreeModel
import CampaignModel

extension Theme {
    /// The campaign's buttons, in every message type.
    public struct Buttons: Sendable, Equatable {
        /// How two or more buttons share the width.
        public enum Arrangement: String, Sendable, CaseIterable {
            /// Side by side in equal widths when every label fits on one line, otherwise stacked.
            case adaptive
            /// Always side by side in equal widths (labels wrap when they must).
            case sideBySide
            /// Always stacked, full width.
            case stacked
        }

        /// How wide a button alone on its row is.
        public enum SingleButtonWidth: String, Sendable, CaseIterable {
            /// The whole text column.
            case fill
            /// Its label plus padding (at least `minWidth`), centred.
            case fitText
        }

        /// Which button gets the primary colours.
        public enum PrimaryPosition: String, Sendable, CaseIterable {
            case first
            /// The last (Braze: the right-hand button, or the only one).
            case last
        }

        public var arrangement = Arrangement.adaptive
        /// More buttons than this are stacked; `nil`: no limit.
        public var maxSideBySide: Int? = nil
        public var singleButtonWidth = SingleButtonWidth.fill
        /// The narrowest a `fitText` button gets.
        public var minWidth: Double = 0
        /// The SDK's minimum button height.
        public var minHeight: Double = 44
        public var verticalPadding: Double = 12
        public var horizontalPadding: Double = 16
        public var spacing: Double = 12
        public var cornerRadius: Double = 12
        /// Width of the border drawn when the button has a border colour.
        public var borderWidth: Double = 1
        public var font = ThemeFont(.headline)
        public var primaryPosition = PrimaryPosition.first
        // iOS system blue darkened until white text on it passes WCAG AA (5.4:1; #007AFF gives 4.0:1).
        public var primaryBackground = RGBAColor(red: 0, green: 102, blue: 214)
        public var primaryText = RGBAColor.white
        /// `nil`: no border unless the campaign sets one.
        public var primaryBorder: RGBAColor? = nil
        public var secondaryBackground = RGBAColor(red: 118, green: 118, blue: 128, alpha: 31)
        public var secondaryText = RGBAColor(red: 0, green: 102, blue: 214)
        public var secondaryBorder: RGBAColor? = nil

        public init() {}
    }
}
