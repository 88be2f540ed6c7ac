import BoxTreeModel

/// The mock host screen's colours in one appearance: iOS's grouped-list
/// system colours (`systemGroupedBackground`, `secondarySystemGroupedBackground`,
/// `systemGray4`/`systemGray5`, `systemBlue`, bar materials) as UIKit
/// resolves them in light and in dark. The message itself is never
/// recoloured: only what the app and the system draw around it.
struct HostPalette {
    /// The screen behind the list (`systemGroupedBackground`).
    let background: RGBAColor
    /// A list row, an iPad card or the iPad tab capsule (`secondarySystemGroupedBackground`).
    let row: RGBAColor
    /// Text placeholders (`systemGray4`).
    let placeholder: RGBAColor
    /// Thumbnails and secondary lines (`systemGray5`).
    let lightPlaceholder: RGBAColor
    /// The selected tab and sidebar item (`systemBlue`).
    let tint: RGBAColor
    /// Unselected tab icons.
    let unselectedTab: RGBAColor
    /// The translucent tab bar material.
    let tabBar: RGBAColor
    /// The hairline above the tab bar.
    let tabBarSeparator: RGBAColor
    /// An iPad's sidebar.
    let sidebar: RGBAColor
    /// The hairline beside an iPad's sidebar.
    let sidebarSeparator: RGBAColor
    /// The status bar's time and battery (`.default` style: dark content in
    /// light, light content in dark).
    let statusBarContent: RGBAColor
    /// The battery's outline, a fainter `statusBarContent`.
    let batteryOutline: RGBAColor

    static func of(_ appearance: Appearance) -> HostPalette {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    static let light = HostPalette(
        background: RGBAColor(red: 242, green: 242, blue: 247), row: .white,
        placeholder: RGBAColor(red: 209, green: 209, blue: 214), lightPlaceholder: RGBAColor(red: 229, green: 229, blue: 234),
        tint: RGBAColor(red: 0, green: 122, blue: 255), unselectedTab: RGBAColor(red: 153, green: 153, blue: 153),
        tabBar: RGBAColor(red: 249, green: 249, blue: 249, alpha: 240), tabBarSeparator: RGBAColor(red: 0, green: 0, blue: 0, alpha: 77),
        sidebar: RGBAColor(red: 249, green: 249, blue: 251), sidebarSeparator: RGBAColor(red: 0, green: 0, blue: 0, alpha: 40),
        statusBarContent: .black, batteryOutline: RGBAColor(red: 0, green: 0, blue: 0, alpha: 90))

    static let dark = HostPalette(
        background: RGBAColor(red: 0, green: 0, blue: 0), row: RGBAColor(red: 28, green: 28, blue: 30),
        placeholder: RGBAColor(red: 58, green: 58, blue: 60), lightPlaceholder: RGBAColor(red: 44, green: 44, blue: 46),
        tint: RGBAColor(red: 10, green: 132, blue: 255), unselectedTab: RGBAColor(red: 117, green: 117, blue: 117),
        tabBar: RGBAColor(red: 22, green: 22, blue: 22, alpha: 240), tabBarSeparator: RGBAColor(red: 255, green: 255, blue: 255, alpha: 38),
        sidebar: RGBAColor(red: 28, green: 28, blue: 30), sidebarSeparator: RGBAColor(red: 255, green: 255, blue: 255, alpha: 38),
        statusBarContent: .white, batteryOutline: RGBAColor(red: 255, green: 255, blue: 255, alpha: 90))
}
