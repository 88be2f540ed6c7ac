/// A format name that names no renderer.
public enum RendererLookupError: Error, Equatable, CustomStringConvertible {
    /// Not a possible renderer name (so no file is even looked for).
    case invalidName(String)
    /// Neither registered nor found as a plugin; `searched` lists the folders looked in.
    case notFound(name: String, registered: [String], searched: [String])
    /// A file with the plugin's name exists but cannot be run.
    case notExecutable(name: String, path: String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "invalid format name '\(name)': format names are lowercase letters, digits and '-'"
        case .notFound(let name, let registered, let searched):
            "unknown format '\(name)': it is not built in (\(registered.joined(separator: ", "))) and no executable "
                + "\(PluginSearch.executablePrefix)\(name) was found in "
                + (searched.isEmpty ? "any folder (no --plugin-dir, and PATH is empty)" : searched.joined(separator: ", "))
        case .notExecutable(let name, let path):
            "plugin for format '\(name)' found at \(path), but it is not an executable file (chmod +x?)"
        }
    }
}
