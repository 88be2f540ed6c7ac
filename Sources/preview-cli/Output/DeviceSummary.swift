import BoxTreeModel
import Layout

/// One device as `preview-cli devices` reports it: the catalog's values plus
/// the derived pixel size. Its JSON form is a stable, documented output, kept
/// apart from `Device` so the model can change without breaking scripts.
struct DeviceSummary: Encodable, Equatable {
    struct Pixels: Encodable, Equatable {
        var width: Int
        var height: Int
    }

    struct SafeAreas: Encodable, Equatable {
        var portrait: EdgeInsets
        var landscape: EdgeInsets
    }

    var id: String
    var name: String
    /// Screen size in points, portrait.
    var points: Size
    var scale: Double
    /// Screen size in pixels, portrait.
    var pixels: Pixels
    var safeArea: SafeAreas
    var statusBarHeight: Double
    var isPad: Bool
    /// The home indicator's widths; absent on a device with a Home button.
    var homeIndicator: HomeIndicatorSize?

    init(_ device: Device) {
        id = device.id
        name = device.name
        points = device.portraitSize
        scale = device.scale
        let pixelSize = device.pixelSize(.portrait)
        pixels = Pixels(width: pixelSize.width, height: pixelSize.height)
        safeArea = SafeAreas(portrait: device.safeAreaPortrait, landscape: device.safeAreaLandscape)
        statusBarHeight = device.statusBarHeight
        isPad = device.isPad
        homeIndicator = device.homeIndicator
    }
}
