import Foundation

/// Where `https` artwork that the asset folder does not hold comes from when
/// fetching is turned on (`--fetch-artwork`, `"artwork": {"fetch": true}`):
/// a file a fetch left in a cache folder. The network side lives in
/// Pipeline (`ArtworkFetcher`); the store only asks for a file.
public protocol RemoteArtworkSource: Sendable {
    /// The cache folder; artwork may be read from it.
    var folder: URL { get }
    /// The cached file for `url` (fetched first when it is not cached), or why there is none.
    func file(for url: String) -> Result<String, ArtworkError>
}
