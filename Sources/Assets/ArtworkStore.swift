import Foundation
import Imaging
import Layout

/// Finds, checks and decodes campaign artwork on the local file system, the
/// way a device would decide whether an image is ready:
///
/// - `http://` is refused before anything is touched, as the SDK does.
/// - `https://` is served from the asset folder only (through its
///   `manifest.json`, else by the URL's file name); nothing is fetched.
/// - `file://` URLs and paths (absolute, or relative to the campaign's folder)
///   are read directly.
///
/// Every file is read only inside the campaign's folder, the asset folder
/// and the folders the user allowed (``ArtworkAccess``), with symbolic links
/// followed before the check (``ArtworkConfinement``); the manifest's entries
/// are confined to the asset folder alone.
///
/// Every image is decoded in full once, so damaged data is caught at lookup
/// rather than at drawing time, and the pixels are kept for ``image(for:)``.
/// The store is a snapshot: each file (and the manifest) is read at most once,
/// failures included, so make a new store to see changes on disk.
///
/// Safe to share between threads; different files decode in parallel and the
/// same file decodes only once.
public final class ArtworkStore: ArtworkProviding, @unchecked Sendable {
    /// Files larger than this are refused before being read.
    public static let maxFileBytes = 64 << 20

    private let campaignDirectory: URL
    private let assetsDirectory: URL?
    private let maxPixels: Int
    private let confinement: ArtworkConfinement
    private let assetConfinement: ArtworkConfinement?

    // `lock` guards `slots` and `manifest`; each slot has its own lock so a
    // slow decode holds up only the callers waiting for that same file.
    private let lock = NSLock()
    private var slots: [String: Slot] = [:]
    private var manifest: Result<AssetManifest, ArtworkError>?

    /// - Parameters:
    ///   - campaignDirectory: The folder of the campaign file, for relative
    ///     paths; the current directory when nil.
    ///   - assetsDirectory: The folder that stands in for the CDN
    ///     (`--assets DIR`); nil when none was given.
    ///   - maxPixels: Images whose header claims more pixels are refused
    ///     before decoding.
    ///   - allowedFolders: Further folders artwork may be read from
    ///     (default: those of `--allow-artwork-from`).
    public init(campaignDirectory: URL?, assetsDirectory: URL?, maxPixels: Int = ImageDecoder.defaultMaxPixels,
                allowedFolders: [URL] = ArtworkAccess.allowedFolders) {
        // Marked as folders explicitly: relative resolution against a URL that
        // does not end in "/" would otherwise start from its parent.
        func folder(_ url: URL) -> URL {
            URL(fileURLWithPath: url.absoluteURL.standardizedFileURL.path, isDirectory: true)
        }
        self.campaignDirectory = folder(campaignDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        self.assetsDirectory = assetsDirectory.map(folder)
        self.maxPixels = maxPixels
        confinement = ArtworkConfinement([self.campaignDirectory] + (self.assetsDirectory.map { [$0] } ?? []) + allowedFolders)
        assetConfinement = self.assetsDirectory.map { ArtworkConfinement([$0]) }
    }

    /// Resolves `reference` as written in the campaign, then reads and decodes
    /// the file. A failure's reason reads well after
    /// "skipped: artwork not ready (".
    public func artwork(for reference: String) -> ArtworkLookup {
        let path: String
        switch resolve(reference) {
        case .success(let resolved): path = resolved
        case .failure(let error): return .failed(error.reason)
        }
        switch decoded(path: path) {
        case .success(let image):
            return .loaded(ArtworkInfo(file: path, pixelWidth: image.width, pixelHeight: image.height))
        case .failure(let error):
            return .failed(error.reason)
        }
    }

    /// The decoded pixels of an artwork that loaded (cached after the first
    /// decode, keyed by file path).
    /// - Throws: ``ArtworkError`` when the file cannot be read or decoded.
    public func image(for info: ArtworkInfo) throws(ArtworkError) -> RasterImage {
        try decoded(path: info.file).get()
    }

    // MARK: - Resolution

    /// The absolute path `reference` names, or why there is none.
    private func resolve(_ reference: String) -> Result<String, ArtworkError> {
        switch ArtworkReference(reference) {
        case .insecureHTTP:
            return .failure(ArtworkError("http:// URLs are refused before any request"))
        case .invalid(let reason):
            return .failure(ArtworkError(reason))
        case .remote(let url):
            return resolveRemote(url)
        case .fileURL(let path), .path(let path):
            return .success(URL(fileURLWithPath: path, relativeTo: campaignDirectory).standardizedFileURL.path)
        }
    }

    private func resolveRemote(_ url: String) -> Result<String, ArtworkError> {
        guard let assetsDirectory else {
            return .failure(ArtworkError("https artwork needs an asset folder (--assets DIR); the preview does not fetch from the network"))
        }
        let folder = assetsDirectory.path.logSafe
        let manifest: AssetManifest
        switch loadManifest(assetsDirectory) {
        case .success(let loaded): manifest = loaded
        case .failure(let error): return .failure(error)
        }
        if let file = manifest.files[url] {
            let path = URL(fileURLWithPath: file, relativeTo: assetsDirectory).standardizedFileURL.path
            guard !file.hasPrefix("/"), ArtworkConfinement.isInside(path, assetsDirectory.path) else {
                return .failure(ArtworkError("\(url.logSafe) is mapped by \(AssetManifest.fileName) to \(file.logSafe), "
                    + "which is outside the asset folder \(folder); manifest entries name files inside it"))
            }
            guard Self.somethingExists(at: path) else {
                return .failure(ArtworkError("\(url.logSafe) is mapped by \(AssetManifest.fileName) to \(file.logSafe), which is not in the asset folder \(folder)"))
            }
            return .success(path)
        }
        guard let name = ArtworkReference.fileName(ofRemote: url) else {
            return .failure(ArtworkError("\(url.logSafe) names no file, and the asset folder's \(AssetManifest.fileName) does not list it"))
        }
        let path = assetsDirectory.appendingPathComponent(name).standardizedFileURL.path
        guard Self.somethingExists(at: path) else {
            return .failure(ArtworkError("\(url.logSafe) is not in the asset folder \(folder) (looked for \(name.logSafe))"))
        }
        return .success(path)
    }

    private func loadManifest(_ folder: URL) -> Result<AssetManifest, ArtworkError> {
        lock.withLock {
            if let manifest { return manifest }
            let loaded = AssetManifest.load(folder: folder)
            manifest = loaded
            return loaded
        }
    }

    /// True for files, folders and dangling links alike: what is there is
    /// judged later, with a reason that names the path.
    private static func somethingExists(at path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
            || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    // MARK: - Decoding

    /// One file's outcome, computed once.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var outcome: Result<RasterImage, ArtworkError>?
    }

    private func decoded(path: String) -> Result<RasterImage, ArtworkError> {
        let slot = lock.withLock {
            if let existing = slots[path] { return existing }
            let created = Slot()
            slots[path] = created
            return created
        }
        return slot.lock.withLock {
            if let outcome = slot.outcome { return outcome }
            // A path in the asset folder must stay in it, links included.
            let inAssets = assetsDirectory.map { ArtworkConfinement.isInside(path, $0.path) } ?? false
            let checked = (inAssets ? assetConfinement ?? confinement : confinement).check(path)
            let outcome = checked.flatMap { ArtworkFile.decode(path: $0, shownAs: path, maxFileBytes: Self.maxFileBytes, maxPixels: maxPixels) }
            slot.outcome = outcome
            return outcome
        }
    }
}
