import BoxTreeModel
import CampaignModel

extension Theme {
    /// The close glyph of modals and full screens.
    public struct Close: Sendable, Equatable {
        /// Where the close target sits relative to the card (modals; a full
        /// screen's is always inside the safe area's top-trailing corner).
        public enum Placement: String, Sendable, CaseIterable {
            /// Inside the card, `inset` from its top-trailing corner.
            case inside
            /// Centred on the card's top-trailing corner, half outside it, moved
            /// `inset` towards the card's centre.
            case outside
        }

        public var placement = Placement.inside
        /// The SDK's close tap target.
        public var targetSize: Double = 48
        /// Diameter of the drawn circle inside the target; the cross spans 36 % of it.
        public var visibleSize: Double = 30
        /// Inset of the target from the card's (or safe area's) top-trailing corner.
        public var inset: Double = 4
        public var glyphColor = RGBAColor(red: 60, green: 60, blue: 67, alpha: 153)
        /// The circle behind the cross; fully transparent draws none.
        public var background = RGBAColor(red: 118, green: 118, blue: 128, alpha: 31)
        /// Used when the glyph sits on artwork, for legibility on any picture.
        public var glyphColorOnArtwork = RGBAColor.white
        public var backgroundOnArtwork = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)

        public init() {}
    }
}
