/// A path-valued setting of `preview.json` that the caller (a command-line
/// flag, a program using the library) may give itself instead.
///
/// Where the value comes from decides how far it is trusted: the file's is
/// the repository's (in CI, possibly a pull request's) and must stay inside
/// the file's folder; the caller's is used as given (docs/security.md).
public enum ConfigSetting: String, Sendable, Hashable, CaseIterable {
    /// `campaigns` and every matrix's own `campaigns` (the command line's `PATHS`).
    case campaigns
    /// `goldens` (`--goldens`).
    case goldens
    /// `output` (`--output`): results and the artifacts of failures.
    case output
    /// `report` (`--report`).
    case report
    /// `assets` (`--assets`).
    case assets
    /// `background` (`--background`).
    case background
    /// `artwork.cache` (`--artwork-cache`).
    case artworkCache
    /// `artwork.caFile` (`--artwork-ca-file`).
    case artworkCAFile
    /// `theme` (`--theme`): a built-in name or a theme file's path.
    case theme

    /// The key as `preview.json` spells it, for messages.
    public var key: String {
        switch self {
        case .artworkCache: "artwork.cache"
        case .artworkCAFile: "artwork.caFile"
        default: rawValue
        }
    }
}
