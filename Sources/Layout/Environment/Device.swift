import BoxTreeModel
/// A device the preview is drawn for: its screen in points, pixel scale and
/// safe-area insets. The catalog is plain data; add a device by adding a value.
public struct Device: Hashable, Sendable, Codable {
    /// The name used on the command line, e.g. `iphone-15`.
    public var id: String
    public var name: String
    /// Screen size in points in portrait.
    public var portraitSize: Size
    /// Pixels per point.
    public var scale: Double
    public var safeAreaPortrait: EdgeInsets
    public var safeAreaLandscape: EdgeInsets
    /// Height of the status bar in portrait, drawn by the mock host screen.
    public var statusBarHeight: Double
    public var isPad: Bool
    /// Screen corner radius in points, used to draw the host screen's outline.
    public var screenCornerRadius: Double
    /// The home indicator iOS draws at the bottom of the screen; nil on a
    /// device with a Home button.
    public var homeIndicator: HomeIndicatorSize?

    public init(id: String, name: String, portraitSize: Size, scale: Double,
                safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets,
                statusBarHeight: Double, isPad: Bool = false, screenCornerRadius: Double = 0,
                homeIndicator: HomeIndicatorSize? = nil) {
        self.id = id
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.safeAreaPortrait = safeAreaPortrait
        self.safeAreaLandscape = safeAreaLandscape
        self.statusBarHeight = statusBarHeight
        self.isPad = isPad
        self.screenCornerRadius = screenCornerRadius
        self.homeIndicator = homeIndicator
    }

    public func screenSize(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: portraitSize
        case .landscape: Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? safeAreaPortrait : safeAreaLandscape
    }

    /// Pixel size of a full-screen preview.
    public func pixelSize(_ orientation: Orientation) -> (width: Int, height: Int) {
        let size = screenSize(orientation)
        return (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}

/// The devices a run knows: the built-in ones (Apple's published metrics;
/// docs/devices.md lists them per orientation), plus any a team adds from
/// device files (`DeviceFileDecoder`). A value that travels with the run's
/// settings (`RenderSettings.devices`), never process-wide state, so one
/// caller's devices cannot leak into another's.
public struct DeviceCatalog: Hashable, Sendable {
    /// In the order listings and reports use: the built-in ones by size, then
    /// custom ones in the order their files name them.
    public private(set) var devices: [Device]

    /// The ids, in catalog order.
    public var ids: [String] { devices.map(\.id) }

    /// The devices added from device files, in the order they were added.
    public var customDevices: [Device] { Array(devices.dropFirst(Self.builtInDevices.count)) }

    private init(devices: [Device]) {
        self.devices = devices
    }

    /// The built-in devices alone.
    public static let builtIn = DeviceCatalog(devices: builtInDevices)

    /// The iPhone 15: the default of `--device` and of the default matrix.
    public static let defaultDevice = builtInDevices.first { $0.id == "iphone-15" }!

    public func device(named id: String) -> Device? {
        devices.first { $0.id == id.lowercased() }
    }

    /// This catalog with `added` after its devices; the caller has checked
    /// that no id is taken (`DeviceFileDecoder` does).
    public func adding(_ added: [Device]) -> DeviceCatalog {
        DeviceCatalog(devices: devices + added)
    }

    private static let builtInDevices: [Device] = [
        Device(id: "iphone-se", name: "iPhone SE (3rd generation)",
               portraitSize: Size(width: 375, height: 667), scale: 2,
               safeAreaPortrait: EdgeInsets(top: 20),
               safeAreaLandscape: .zero,
               statusBarHeight: 20),
        Device(id: "iphone-16e", name: "iPhone 16e",
               portraitSize: Size(width: 390, height: 844), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 47, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
               statusBarHeight: 47, screenCornerRadius: 47.33,
               homeIndicator: HomeIndicatorSize(portraitWidth: 139, landscapeWidth: 217)),
        Device(id: "iphone-15", name: "iPhone 15",
               portraitSize: Size(width: 393, height: 852), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               statusBarHeight: 54, screenCornerRadius: 55,
               homeIndicator: HomeIndicatorSize(portraitWidth: 140, landscapeWidth: 219)),
        Device(id: "iphone-16", name: "iPhone 16",
               portraitSize: Size(width: 393, height: 852), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               statusBarHeight: 54, screenCornerRadius: 55,
               homeIndicator: HomeIndicatorSize(portraitWidth: 140, landscapeWidth: 219)),
        Device(id: "iphone-16-pro", name: "iPhone 16 Pro",
               portraitSize: Size(width: 402, height: 874), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
               statusBarHeight: 54, screenCornerRadius: 62,
               homeIndicator: HomeIndicatorSize(portraitWidth: 144, landscapeWidth: 224)),
        Device(id: "iphone-15-pro-max", name: "iPhone 15 Pro Max",
               portraitSize: Size(width: 430, height: 932), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 59, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
               statusBarHeight: 54, screenCornerRadius: 55,
               homeIndicator: HomeIndicatorSize(portraitWidth: 154, landscapeWidth: 240)),
        Device(id: "iphone-16-pro-max", name: "iPhone 16 Pro Max",
               portraitSize: Size(width: 440, height: 956), scale: 3,
               safeAreaPortrait: EdgeInsets(top: 62, bottom: 34),
               safeAreaLandscape: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62),
               statusBarHeight: 54, screenCornerRadius: 62,
               homeIndicator: HomeIndicatorSize(portraitWidth: 157, landscapeWidth: 245)),
        Device(id: "ipad-mini", name: "iPad mini (A17 Pro)",
               portraitSize: Size(width: 744, height: 1133), scale: 2,
               safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
               safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
               statusBarHeight: 24, isPad: true, screenCornerRadius: 21.5,
               homeIndicator: HomeIndicatorSize(portraitWidth: 320, landscapeWidth: 320)),
        Device(id: "ipad-air-11", name: "iPad Air 11-inch (M2)",
               portraitSize: Size(width: 820, height: 1180), scale: 2,
               safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
               safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
               statusBarHeight: 24, isPad: true, screenCornerRadius: 18,
               homeIndicator: HomeIndicatorSize(portraitWidth: 320, landscapeWidth: 320)),
        Device(id: "ipad-pro-13", name: "iPad Pro 13-inch (M4)",
               portraitSize: Size(width: 1032, height: 1376), scale: 2,
               safeAreaPortrait: EdgeInsets(top: 24, bottom: 20),
               safeAreaLandscape: EdgeInsets(top: 24, bottom: 20),
               statusBarHeight: 24, isPad: true, screenCornerRadius: 18,
               homeIndicator: HomeIndicatorSize(portraitWidth: 320, landscapeWidth: 320)),
    ]
}
