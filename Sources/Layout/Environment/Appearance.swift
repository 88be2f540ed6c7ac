/// The system appearance the user chose (UIKit's `userInterfaceStyle`): what
/// the host screen and the status bar are drawn in, and what an HTML
/// message's `prefers-color-scheme` says.
public enum Appearance: String, CaseIterable, Sendable, Codable {
    case light, dark

    /// The default, as on a new device.
    public static let `default` = Appearance.light

    /// What a variant's file name gains: nothing in light, so every name
    /// (and golden) from before the axis existed stays the same; `-dark` in dark.
    public var fileNameSuffix: String {
        self == .light ? "" : "-" + rawValue
    }

    /// What the words on the command line and in preview.json may be.
    public static let names = allCases.map(\.rawValue)
}
