import Foundation

/// Where artwork may come from besides a campaign's own folder and its asset
/// folder: folders the user allows (`--allow-artwork-from DIR`,
/// `"artwork": {"allowFrom": [...]}` in preview.json) and where `https`
/// artwork the asset folder lacks is fetched (`--fetch-artwork`,
/// `"artwork": {"fetch": true}`).
///
/// A value handed to every ``ArtworkStore`` a run makes (through its
/// session), never process-wide state: two previewers, or two runs in one
/// process, each read only what their own settings allow. The default
/// allows nothing more and fetches nothing.
public struct ArtworkAccess: Sendable {
    /// Further folders artwork may be read from (each store standardizes them again).
    public var allowedFolders: [URL]
    /// Where `https` artwork the asset folder lacks is fetched; `nil`:
    /// nowhere (the default), as a device without network would show it.
    /// Share one source between a run's stores, so each URL is fetched once.
    public var remote: (any RemoteArtworkSource)?

    /// - Parameters:
    ///   - allowedFolders: folders artwork may also be read from.
    ///   - remote: where `https` artwork the asset folder lacks is fetched; `nil` fetches nothing.
    public init(allowedFolders: [URL] = [], remote: (any RemoteArtworkSource)? = nil) {
        self.allowedFolders = allowedFolders.map(\.standardizedFileURL)
        self.remote = remote
    }

    /// Nothing besides the campaign's folder and the asset folder, nothing fetched.
    public static let campaignAndAssetFoldersOnly = ArtworkAccess()
}
