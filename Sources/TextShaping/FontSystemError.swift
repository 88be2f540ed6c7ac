import Foundation

/// Why the hermetic font setup could not be built.
public enum FontSystemError: Error, Equatable, CustomStringConvertible {
    /// The folder does not exist or fontconfig found no font in it.
    case noFonts(directory: String)
    /// A font taken from a Debian package by exact path is not installed.
    case missingSystemFont(path: String, package: String)
    /// A fontconfig, Pango or Cairo call failed.
    case setupFailed(String)

    public var description: String {
        switch self {
        case .noFonts(let directory):
            "no fonts found in \(directory); expected the bundled fonts/ folder (MESSAGEPREVIEW_FONTS, when set, must point at one)"
        case .missingSystemFont(let path, let package):
            "\(path) is missing: install the Debian package \(package) (scripts/install-deps.sh does)"
        case .setupFailed(let reason):
            "font setup failed: \(reason)"
        }
    }
}
