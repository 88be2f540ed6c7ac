/// A plugin file found by `PluginSearch.discover()`.
public struct DiscoveredPlugin: Sendable, Equatable {
    public enum Origin: String, Sendable {
        case pluginDirectory = "--plugin-dir"
        /// A `pluginDirs` folder of `preview.json`.
        case repositoryDirectory = "pluginDirs"
        case path = "PATH"
    }

    /// The format name (the file name without `preview-renderer-`).
    public var name: String
    public var path: String
    public var origin: Origin
}
