import CampaignModel
import JSONReading

/// Why a theme could not be found or used.
public enum ThemeCatalogError: Error, Equatable, CustomStringConvertible {
    /// No resource bundle beside the program and no `themes/` folder next to it or above the current directory.
    case folderNotFound
    /// No built-in theme has this name.
    case unknownTheme(String, available: [String])
    /// The theme file has problems, one line each.
    case invalid(InputProblems)

    public var description: String {
        switch self {
        case .folderNotFound:
            "cannot find the built-in themes (themes/gameball.json): the package's resource bundle is not beside the program; set MESSAGEPREVIEW_THEMES to a themes/ folder"
        case .unknownTheme(let name, let available):
            "no built-in theme named \"\(name)\" (built-in: \(available.joined(separator: ", "))); a theme file's path contains '/' or ends in .json"
        case .invalid(let error):
            error.description
        }
    }
}
