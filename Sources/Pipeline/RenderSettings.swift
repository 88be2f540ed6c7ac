import Assets
import Foundation
import HTMLSnapshot
import InputFiles
import Layout
import RenderCore

/// Everything about rendering that is the same for every variant of a run:
/// the one settings type that `render`'s flags, `matrix` and `golden`'s
/// flags and `preview.json` are all turned into.
public struct RenderSettings: Sendable {
    /// The look the SDK is themed with (`--theme`). Setting it draws every
    /// message with it, vendor payloads included (``followsVendorThemes``).
    public var theme: Theme {
        didSet { followsVendorThemes = false }
    }
    /// `true` while no theme was chosen: a vendor's payload is drawn in that
    /// vendor's built-in theme, our own campaigns in ``theme`` (gameball).
    public var followsVendorThemes: Bool
    /// Placeholder values, `{name}` -> value.
    public var values: [String: String]
    /// Where `https` artwork is looked up; `nil` uses an `assets/` folder
    /// next to each campaign file, when there is one (as `render` does).
    public var assetsDirectory: URL?
    public var background: HostBackground
    public var drawsPlaceholderArtwork: Bool
    /// Renderer options (`a11y.format`, `json.base-directory`, ...).
    public var renderOptions: RenderOptions
    /// Where external `preview-renderer-NAME` plugins are looked for, before
    /// PATH: the caller's folders (`--plugin-dir`).
    public var pluginDirectories: [String]
    /// `pluginDirs` of `preview.json`: searched after `pluginDirectories`
    /// and before PATH; a plugin found in one runs only when
    /// `pluginPermission` allows every plugin, because the repository (a
    /// pull request) put it there.
    public var repositoryPluginDirectories: [String] = []
    /// Which plugins may run without the caller's say-so. A config read from
    /// `preview.json` starts with `.callerChoicesOnly`; `--allow-plugins`
    /// (or `MESSAGEPREVIEW_ALLOW_PLUGINS=1`) and a program that trusts its
    /// config set `allowsEveryPlugin`. Default: every plugin, as a caller
    /// that builds its settings in code names everything itself.
    public var pluginPermission: PluginPermission = .everyPlugin
    /// Seconds before a plugin is killed.
    public var pluginTimeout: Double
    /// Fetch `https` artwork the asset folder lacks, into this cache
    /// (`--fetch-artwork`, `"artwork"` in preview.json); `nil`: never (the default).
    /// A run makes one fetcher from it (``makeArtworkAccess()``).
    public var artworkFetch: ArtworkFetcher.Settings?
    /// Receives one line per artwork file fetched from the network
    /// (`preview-cli` prints them as notes on stderr); dropped by default,
    /// as the library writes nothing to the terminal by itself.
    public var artworkFetchNotes: @Sendable (String) -> Void = { _ in }
    /// Folders artwork may be read from besides the campaign's folder and the
    /// asset folder (`--allow-artwork-from`, `"artwork": {"allowFrom": [...]}`
    /// in preview.json), handed to every session of a run (``makeArtworkAccess()``).
    public var allowedArtworkFolders: [URL] = []
    /// The devices the run knows: the built-in ones plus those of its device
    /// files (`--device-file`, `"deviceFiles"` in preview.json); every device
    /// id of the run is looked up here.
    public var devices: DeviceCatalog = .builtIn
    /// The most pixels per point raster outputs are drawn at (`pngScale` in
    /// `preview.json`): a device of a higher scale is drawn at this one, so a
    /// 3x iPhone's PNG golden can be 1x. Points, and so the layout, are
    /// unchanged; `nil` draws each device at its own scale.
    public var maximumScale: Double?
    /// An HTML message's page budget and the browser's isolation
    /// (`--html-timeout`, `--html-isolation`, `"html": {"timeout": N}`).
    public var html = HTMLSnapshotPolicy.standard(environment: ProcessInfo.processInfo.environment)

    /// - Parameter theme: the look of every message; `nil` (the default)
    ///   draws our campaigns in the gameball theme and each vendor's payload
    ///   in its vendor's built-in theme.
    public init(theme: Theme? = nil, values: [String: String] = [:], assetsDirectory: URL? = nil, background: HostBackground = .mockApp,
                drawsPlaceholderArtwork: Bool = false, renderOptions: RenderOptions = RenderOptions(),
                pluginDirectories: [String] = [], pluginTimeout: Double = PluginSearch.defaultTimeout) {
        self.theme = theme ?? .gameball
        self.followsVendorThemes = theme == nil
        self.values = values
        self.assetsDirectory = assetsDirectory
        self.background = background
        self.drawsPlaceholderArtwork = drawsPlaceholderArtwork
        self.renderOptions = renderOptions
        self.pluginDirectories = pluginDirectories
        self.pluginTimeout = pluginTimeout
    }

    /// The device as `variant` is drawn: its own scale, capped at `maximumScale`.
    public func drawnDevice(_ device: Device) -> Device {
        guard let maximumScale, device.scale > maximumScale else { return device }
        var device = device
        device.scale = maximumScale
        return device
    }

    /// Where format names that no built-in renderer has are looked up.
    public var plugins: PluginSearch {
        PluginSearch(directories: pluginDirectories, repositoryDirectories: repositoryPluginDirectories, timeout: pluginTimeout,
                     permission: pluginPermission)
    }

    /// The assets folder for `campaign`: the configured one, else the nearest
    /// `assets/` beside or above it, as `render` finds it. For a campaign
    /// `preview.json` named, one found outside the repository folder (above
    /// it, or through a link) is not used: the repository's artwork is its own.
    public func assetsDirectory(for campaign: CampaignFile) -> URL? {
        assetsDirectory(forCampaignAt: campaign.url, within: campaign.repository)
    }

    /// The assets folder for the campaign file at `url`; with `repository`
    /// (preview.json named the campaign), a folder found outside it is not used.
    public func assetsDirectory(forCampaignAt url: URL, within repository: RepositoryFolder?) -> URL? {
        if let assetsDirectory { return assetsDirectory }
        guard let found = AssetFolder.nearest(to: url) else { return nil }
        if let repository, repository.placement(of: found) != .inside { return nil }
        return found
    }
}
