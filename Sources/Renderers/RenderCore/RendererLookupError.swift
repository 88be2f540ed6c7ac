/// A format name that names no renderer.
public enum RendererLookupError: Error, Equatable, CustomStringConvertible {
    /// Not a possible renderer name (so no file is even looked for).
    case invalidName(String)
    /// Neither registered nor found as a plugin; `searched` lists the folders looked in.
    case notFound(name: String, registered: [String], searched: [String])
    /// A file with the plugin's name exists but cannot be run.
    case notExecutable(name: String, path: String)
    /// The plugin was found but may not run: `preview.json` alone asked for
    /// it, and the caller did not allow plugins (`PluginPermission`).
    case notAllowed(name: String, path: String, refusal: Refusal)

    /// Why a plugin needs the caller's permission.
    public enum Refusal: Sendable, Equatable {
        /// It was found in a `pluginDirs` folder of `preview.json`.
        case repositoryFolder
        /// Its format is named only in `preview.json`.
        case namedByConfig
    }

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
        case .notAllowed(let name, let path, let refusal):
            "format '\(name)' would run the plugin \(path), "
                + (refusal == .repositoryFolder ? "found through pluginDirs in preview.json" : "and only preview.json names that format")
                + "; preview.json alone never runs a program: give \(PluginPermission.flag) (or set "
                + "\(PluginPermission.environmentVariable)=1) to run it"
        }
    }
}
