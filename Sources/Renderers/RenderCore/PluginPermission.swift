/// Which external renderers may run without the caller's say-so.
///
/// A plugin is a program. The caller (the command line, a program using the
/// library) may run any it names; `preview.json` is the repository's, and
/// in CI may come from a pull request, so it alone must never make the tool
/// run one: neither a plugin found in the file's own plugin folders
/// (`pluginDirs`) nor one for a format only the file names runs unless the
/// caller allows plugins (`--allow-plugins`, `MESSAGEPREVIEW_ALLOW_PLUGINS=1`).
public struct PluginPermission: Sendable, Equatable {
    /// The environment variable that allows plugins as `--allow-plugins` does, when `1`.
    public static let environmentVariable = "MESSAGEPREVIEW_ALLOW_PLUGINS"
    /// The command-line flag, for messages.
    public static let flag = "--allow-plugins"

    /// Any plugin found may run, wherever it was found and whoever named it.
    public var allowsEveryPlugin: Bool
    /// The formats the caller named itself; `nil` when every format is the
    /// caller's. A plugin for another format (one only `preview.json` names)
    /// runs only with `allowsEveryPlugin`.
    public var callerFormats: Set<String>?

    public init(allowsEveryPlugin: Bool, callerFormats: Set<String>? = nil) {
        self.allowsEveryPlugin = allowsEveryPlugin
        self.callerFormats = callerFormats
    }

    /// Everything runs: the caller named every format and folder itself.
    public static let everyPlugin = PluginPermission(allowsEveryPlugin: true)
    /// A config file's settings: no format is the caller's until it names one.
    public static let callerChoicesOnly = PluginPermission(allowsEveryPlugin: false, callerFormats: [])

    /// Why the plugin for `name`, found in a folder of `origin`, may not run;
    /// `nil` when it may.
    func refusal(of name: String, foundIn origin: DiscoveredPlugin.Origin) -> RendererLookupError.Refusal? {
        if allowsEveryPlugin { return nil }
        if origin == .repositoryDirectory { return .repositoryFolder }
        if let callerFormats, !callerFormats.contains(name) { return .namedByConfig }
        return nil
    }

    /// `MESSAGEPREVIEW_ALLOW_PLUGINS` as found in `environment`: `true` for
    /// `1`, `false` when unset, empty or `0`; `nil` for anything else, which
    /// the caller should refuse rather than guess at.
    public static func allowedByEnvironment(_ environment: [String: String]) -> Bool? {
        switch environment[environmentVariable] {
        case nil, "", "0": false
        case "1": true
        default: nil
        }
    }
}
