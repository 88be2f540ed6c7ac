import Foundation

/// Why the hermetic font setup could not be built, or cannot draw a text.
public enum FontSystemError: Error, Equatable, CustomStringConvertible {
    /// The folder does not exist or fontconfig found no font in it.
    case noFonts(directory: String)
    /// Text in Chinese, Japanese or Korean (`language` names it, as
    /// `CJKText.languageName` does) needs the Noto Sans CJK fonts, and
    /// `missing` (their paths) are not installed, or hold no font.
    case cjkFontsMissing(language: String, missing: [String])
    /// Text in `language` needs the Noto Sans CJK fonts, which are installed
    /// but cannot be used (`reason`: a damaged file, an unwritable cache folder).
    case cjkFontsUnusable(language: String, reason: String)
    /// A fontconfig, Pango or Cairo call failed.
    case setupFailed(String)

    public var description: String {
        switch self {
        case .noFonts(let directory):
            "no fonts found in \(directory); expected the bundled fonts/ folder (MESSAGEPREVIEW_FONTS, when set, must point at one)"
        case .cjkFontsMissing(let language, let missing):
            "text in \(language) needs the Noto Sans CJK fonts: apt-get install \(CJKFontFiles.package) "
                + "(not found: \(missing.joined(separator: ", ")))"
        case .cjkFontsUnusable(let language, let reason):
            "text in \(language) needs the Noto Sans CJK fonts, which cannot be loaded: \(reason)"
        case .setupFailed(let reason):
            "font setup failed: \(reason)"
        }
    }
}
