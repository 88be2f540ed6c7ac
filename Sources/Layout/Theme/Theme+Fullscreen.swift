import BoxTreeModel
import CampaignModel

extension Theme {
    /// A message covering the whole screen.
    public struct Fullscreen: Sendable, Equatable {
        /// Around the text column, inside the safe area.
        public var padding = EdgeInsets(all: 24)
        /// Between the artwork and the text column.
        public var artworkSpacing: Double = 24
        /// Portrait: artwork height as a fraction of the screen height at most.
        public var maxArtworkFraction: Double = 0.45
        /// Portrait: the artwork is always `maxArtworkFraction` of the screen
        /// height, cropped to fill, instead of following its aspect ratio.
        public var artworkFillsFraction = false
        /// At accessibility text sizes artwork yields room to the text: its cap is scaled by this.
        public var accessibilityArtworkScale: Double = 0.6
        /// Landscape: the artwork takes this fraction of the width on the leading side.
        public var landscapeArtworkFraction: Double = 0.45
        /// Landscape keeps portrait's one column, the artwork across the top
        /// (BrazeUI's full view), instead of putting it beside the text.
        public var landscapeArtworkOnTop = false
        /// The text column is centred and never wider than this (iPad).
        public var maxContentWidth: Double = 600
        public var headerFont = ThemeFont(.title1, emphasized: true)
        public var bodyFont = ThemeFont(.body)
        /// Used when the campaign sets no alignment.
        public var headerAlignment = TextAlignment.leading
        public var bodyAlignment = TextAlignment.leading
        public var headerBodySpacing: Double = 12
        /// Buttons sit at the bottom of the safe area; `false`: right below the
        /// text (`textButtonSpacing` apart) unless the text pushes them down.
        public var buttonsAtBottom = true
        public var textButtonSpacing: Double = 24

        public init() {}
    }
}
