import Foundation
import BoxTreeModel
import Imaging
import Layout

/// Finds, checks and decodes campaign artwork on the local file system, the
/// way a device would decide whether an image is ready:
///
/// - `http://` is refused before anything is touched, as the SDK does.
/// - `https://` is served from the asset folder (through its `manifest.json`,
///   else by the URL's file name); what it lacks is fetched only when
///   fetching is turned on (``RemoteArtworkSource``, into a cache folder that
///   is then read like the asset folder). Off by default: nothing is fetched.
/// - `file://` URLs and paths (absolute, or relative to the campaign's folder)
///   are read directly.
///
/// Every file is read only inside the campaign's folder, the asset folder
/// and the folders its ``ArtworkAccess`` allows, with symbolic links
/// followed before the check (``ArtworkConfinement``); a file reached through
/// the asset folder (an `https` artwork, a manifest entry) must stay in it.
///
/// Every image is decoded in full at lookup, so damaged data is caught then
/// rather than at drawing time (within ``decodingAhead(_:)``, on a thread of
/// its own, and a layout that assumed it sound is done again); the pixels live in `pixels`, which a
/// session shares between all its stores (``DecodedArtwork``), and drawing
/// reads them through ``image(file:)``. The manifest is read at most once per
/// store, failures included.
///
/// Safe to share between threads.
public final class ArtworkStore: ArtworkProviding, ImageProviding, @unchecked Sendable {
    /// Files larger than this are refused before being read.
    public static let maxFileBytes = DecodedArtwork.maxFileBytes

    private let campaignDirectory: URL
    private let assetsDirectory: URL?
    /// The decoded pixels, by absolute path; shared by a session's stores.
    public let pixels: DecodedArtwork
    private let confinement: ArtworkConfinement
    /// Images this program made itself (``adoptGenerated(file:)``), drawn
    /// wherever they are; guarded by `lock`.
    private var generated: Set<String> = []
    private let assetConfinement: ArtworkConfinement?
    private let remote: (any RemoteArtworkSource)?

    // `lock` guards `manifest`, `decodesAhead` and `decodingAhead`.
    private let lock = NSLock()
    private var manifest: Result<AssetManifest, ArtworkError>?
    private var decodesAhead = false
    private var decodingAhead: [String] = []

    /// - Parameters:
    ///   - campaignDirectory: The folder of the campaign file, for relative
    ///     paths; the current directory when nil.
    ///   - assetsDirectory: The folder that stands in for the CDN
    ///     (`--assets DIR`); nil when none was given.
    ///   - pixels: Where decoded pixels are kept (and the pixel limit);
    ///     a session passes its own, so its stores share them.
    ///   - access: Further folders artwork may be read from, and where
    ///     `https` artwork the asset folder lacks is fetched (a session
    ///     passes the one its run's settings give); by default neither.
    public init(campaignDirectory: URL?, assetsDirectory: URL?, pixels: DecodedArtwork = DecodedArtwork(),
                access: ArtworkAccess = .campaignAndAssetFoldersOnly) {
        // Marked as folders explicitly: relative resolution against a URL that
        // does not end in "/" would otherwise start from its parent.
        func folder(_ url: URL) -> URL {
            URL(fileURLWithPath: url.absoluteURL.standardizedFileURL.path, isDirectory: true)
        }
        self.campaignDirectory = folder(campaignDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        self.assetsDirectory = assetsDirectory.map(folder)
        self.pixels = pixels
        remote = access.remote
        confinement = ArtworkConfinement([self.campaignDirectory] + (self.assetsDirectory.map { [$0] } ?? []) + access.allowedFolders
            + (access.remote.map { [folder($0.folder)] } ?? []))
        assetConfinement = self.assetsDirectory.map { ArtworkConfinement([$0]) }
    }

    /// A store with its own pixel cache, refusing images of more than `maxPixels`.
    public convenience init(campaignDirectory: URL?, assetsDirectory: URL?, maxPixels: Int, access: ArtworkAccess = .campaignAndAssetFoldersOnly) {
        self.init(campaignDirectory: campaignDirectory, assetsDirectory: assetsDirectory, pixels: DecodedArtwork(maxPixels: maxPixels),
                  access: access)
    }

    public func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? {
        guard !image.isPlaceholder, let file = image.file, let raster = try? self.image(file: file) else { return nil }
        return ArtworkSampler(raster: raster, contentMode: image.contentMode).averageColor(drawnIn: frame, under: region)
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
        let file: String
        switch confined(path) {
        case .success(let resolved): file = resolved
        case .failure(let error): return .failed(error.reason)
        }
        if lock.withLock({ decodesAhead }), let (width, height) = pixels.decodeAhead(path: path, reading: file) {
            lock.withLock { decodingAhead.append(path) }
            return .loaded(ArtworkInfo(file: path, pixelWidth: width, pixelHeight: height))
        }
        switch pixels.decoded(path: path, reading: file) {
        case .success(let image):
            return .loaded(ArtworkInfo(file: path, pixelWidth: image.width, pixelHeight: image.height))
        case .failure(let error):
            return .failed(error.reason)
        }
    }

    /// Runs `layout` with every image this store finds in it decoded on a
    /// thread of its own (``DecodedArtwork/decodeAhead(path:reading:)``),
    /// while the layout goes on from the size in its header; then waits for
    /// those decodes. When one of them failed, the layout the header let it
    /// assume is wrong, so `layout` runs again, now finding the failure as
    /// a layout that had decoded first would have. One preview gets a
    /// second core's help this way (its photo decodes while its text is
    /// measured); the result is the same either way.
    public func decodingAhead<T>(_ layout: () throws -> T) rethrows -> T {
        lock.withLock {
            decodesAhead = true
            decodingAhead = []
        }
        let first = try layout()
        let started = lock.withLock {
            decodesAhead = false
            return decodingAhead
        }
        let allDecoded = started.allSatisfy { path in
            if case .success = pixels.decoded(path: path) { true } else { false }
        }
        return allDecoded ? first : try layout()
    }

    /// `ImageProviding`: the decoded pixels of an artwork file (decoded at
    /// most once, see ``DecodedArtwork``), read only when it is confined as
    /// ``artwork(for:)`` requires.
    /// - Throws: ``ArtworkError`` when the file cannot be read or decoded.
    public func image(file: String) throws -> RasterImage {
        let resolved = try confined(file).get()
        return try pixels.decoded(path: file, reading: resolved).get()
    }

    /// The SHA-256 of `file`'s decoded pixels (``DecodedArtwork/pixelDigest(path:reading:)``),
    /// under the same confinement as ``image(file:)``; `nil` when it cannot be read or hashed.
    public func pixelDigest(file: String) -> String? {
        guard case .success(let resolved) = confined(file) else { return nil }
        return pixels.pixelDigest(path: file, reading: resolved)
    }

    /// The file to read for `path` when it is inside the folders this store
    /// may read (see ``ArtworkConfinement``); a path in the asset folder must
    /// stay in it, links included. A path the shared pixels already hold is
    /// judged by the file it was read from, without asking the disk again.
    private func confined(_ path: String) -> Result<String, ArtworkError> {
        if lock.withLock({ generated.contains(path) }) { return .success(path) }
        let inAssets = assetsDirectory.map { ArtworkConfinement.isInside(path, $0.path) } ?? false
        let rules = inAssets ? assetConfinement ?? confinement : confinement
        if let known = pixels.source(of: path), rules.allows(path, resolvedTo: known) { return .success(known) }
        return rules.check(path)
    }

    /// Decodes and keeps an image this program made itself (an HTML
    /// message's page drawn by Chromium), so renderers draw it like any
    /// artwork. Never use it for a path that came from a campaign: those go
    /// through ``artwork(for:)`` and its rules.
    /// - Parameters:
    ///   - name: what the box tree names the image by; not a path on disk.
    ///   - png: the image's bytes, kept in memory only.
    public func adoptGenerated(name path: String, png: Data) -> ArtworkLookup {
        lock.withLock { _ = generated.insert(path) }
        pixels.keepGenerated(name: path, encoded: png)
        return switch pixels.decoded(path: path) {
        case .success(let image): .loaded(ArtworkInfo(file: path, pixelWidth: image.width, pixelHeight: image.height))
        case .failure(let error): .failed(error.reason)
        }
    }

    // MARK: - Resolution

    /// ``resolve(_:)`` for the page assets of ``pageAsset(_:)``.
    func resolveForPage(_ reference: String) -> Result<String, ArtworkError> { resolve(reference) }
    /// ``confined(_:)`` for the page assets of ``pageAsset(_:)``.
    func confinedForPage(_ path: String) -> Result<String, ArtworkError> { confined(path) }

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
            if let remote { return remote.file(for: url) }
            return .failure(ArtworkError("https artwork needs an asset folder (--assets DIR); the preview does not fetch from the network"))
        }
        let folder = assetsDirectory.path.logExcerpt
        let manifest: AssetManifest
        switch loadManifest(assetsDirectory) {
        case .success(let loaded): manifest = loaded
        case .failure(let error): return .failure(error)
        }
        if let file = manifest.files[url] {
            let path = URL(fileURLWithPath: file, relativeTo: assetsDirectory).standardizedFileURL.path
            guard !file.hasPrefix("/"), ArtworkConfinement.isInside(path, assetsDirectory.path) else {
                return .failure(ArtworkError("\(url.logExcerpt) is mapped by \(AssetManifest.fileName) to \(file.logExcerpt), "
                    + "which is outside the asset folder \(folder); manifest entries name files inside it"))
            }
            guard Self.somethingExists(at: path) else {
                return .failure(ArtworkError("\(url.logExcerpt) is mapped by \(AssetManifest.fileName) to \(file.logExcerpt), which is not in the asset folder \(folder)"))
            }
            return .success(path)
        }
        guard let name = ArtworkReference.fileName(ofRemote: url) else {
            if let remote { return remote.file(for: url) }
            return .failure(ArtworkError("\(url.logExcerpt) names no file, and the asset folder's \(AssetManifest.fileName) does not list it"))
        }
        let path = assetsDirectory.appendingPathComponent(name).standardizedFileURL.path
        guard Self.somethingExists(at: path) else {
            if let remote { return remote.file(for: url) }
            return .failure(ArtworkError("\(url.logExcerpt) is not in the asset folder \(folder) (looked for \(name.logExcerpt))"))
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
}
