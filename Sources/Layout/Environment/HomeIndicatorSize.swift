import BoxTreeModel

/// The home indicator: the bar iOS draws over every app at the bottom of a
/// screen without a Home button (Face ID iPhones and iPads), above the app's
/// windows, the message's included. Apple publishes no dimensions for it:
/// the built-in values come from design-kit measurements (docs/devices.md,
/// "The home indicator"), and a device file may give its own.
public struct HomeIndicatorSize: Hashable, Sendable, Codable {
    /// The bar's width in points in portrait.
    public var portraitWidth: Double
    /// The bar's width in points in landscape, where iOS draws it longer.
    public var landscapeWidth: Double

    public init(portraitWidth: Double, landscapeWidth: Double) {
        self.portraitWidth = portraitWidth
        self.landscapeWidth = landscapeWidth
    }

    /// The bar's thickness, in points, in both orientations.
    public static let height = 5.0
    /// From the bar's bottom edge to the screen's, in points.
    public static let bottomGap = 8.0
    /// On phones the bar is 134 pt wide on a 375 pt wide screen in portrait
    /// and 209 pt in landscape, and scales with the screen's portrait width
    /// (139 at 390, 148 at 414, 153 at 428 in the same kits).
    static let phonePortraitShare = 134.0 / 375
    static let phoneLandscapeShare = 209.0 / 375
    /// An iPad's bar, in both orientations.
    static let padWidth = 320.0

    public func width(_ orientation: Orientation) -> Double {
        orientation == .portrait ? portraitWidth : landscapeWidth
    }

    /// The bar of a device described by its screen alone (a device file that
    /// does not give one): a screen with a bottom safe-area inset in portrait
    /// has no Home button, so it has the bar, sized as the built-in devices'.
    public static func typical(portraitSize: Size, isPad: Bool, safeAreaPortrait: EdgeInsets) -> HomeIndicatorSize? {
        guard safeAreaPortrait.bottom > 0 else { return nil }
        if isPad { return HomeIndicatorSize(portraitWidth: padWidth, landscapeWidth: padWidth) }
        return HomeIndicatorSize(portraitWidth: (portraitSize.width * phonePortraitShare).rounded(),
                                 landscapeWidth: (portraitSize.width * phoneLandscapeShare).rounded())
    }
}
