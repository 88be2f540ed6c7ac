import BoxTreeModel
import CampaignModel

extension Theme {
    /// A card centred over a scrim.
    public struct Modal: Sendable, Equatable {
        /// Where the campaign's artwork goes in the card.
        public enum ArtworkPlacement: String, Sendable, CaseIterable {
            /// Edge to edge across the top of the card.
            case top
            /// Inside the padding, between the header and the body (Firebase).
            case belowHeader
        }

        /// The least distance between the card and the safe area's edges.
        public var margin: Double = 24
        public var padding = EdgeInsets(all: 24)
        public var cornerRadius: Double = 20
        /// The card is as wide as this, or as the screen allows.
        public var maxWidth: Double = 400
        /// `maxWidth` on an iPad.
        public var maxWidthPad: Double = 540
        /// The card never grows taller; `nil`: only the screen limits it.
        public var maxHeight: Double? = nil
        /// A card with text on an iPad in landscape is never wider than this;
        /// `nil`: `maxWidthPad`. (BrazeUI widens its text modal on a large
        /// landscape screen; its image-only card keeps the iPad width.)
        public var maxWidthPadLandscape: Double? = nil
        /// A card with text on an iPad in landscape never grows taller than
        /// this; `nil`: `maxHeight`.
        public var maxHeightPadLandscape: Double? = nil
        public var artworkPlacement = ArtworkPlacement.top
        /// Between the artwork and the text next to it. With artwork on top it
        /// replaces the top padding.
        public var artworkSpacing: Double = 24
        /// A fixed artwork height (cropped to fill); `nil`: the artwork's own aspect ratio.
        public var artworkHeight: Double? = nil
        /// Artwork is never taller than this fraction of the card's maximum height.
        public var maxArtworkFraction: Double = 0.4
        /// At accessibility text sizes artwork yields room to the text: its cap is scaled by this.
        public var accessibilityArtworkScale: Double = 0.6
        public var headerFont = ThemeFont(.title3, emphasized: true)
        public var bodyFont = ThemeFont(.body)
        /// Used when the campaign sets no alignment.
        public var headerAlignment = TextAlignment.center
        public var bodyAlignment = TextAlignment.center
        public var headerBodySpacing: Double = 8
        public var textButtonSpacing: Double = 24
        public var shadow: Shadow? = Shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 64), offsetY: 8, blurRadius: 24)

        public init() {}
    }
}
