import Foundation

/// Why the hermetic font setup could not be built.
public enum FontSystemError: Error, Equatable, CustomStringConvertible {
    /// The folder does not exist or fontconfig found no font in it.
    case noFonts(directory: String)
    /// A fontconfig, Pango or Cairo call failed.
    case setupFailed(String)

    public var description: String {
        switch self {
        case .noFonts(let directory):
            "no fonts found in \(directory); expected the bundled fonts/ folder (MESSAGEPREVIEW_FONTS, when set, must point at one)"
        case .setupFailed(let reason):
            "font setup failed: \(reason)"
        }
    }
}
