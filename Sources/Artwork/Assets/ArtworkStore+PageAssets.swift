import Foundation
import InputFiles

extension ArtworkStore {
    /// Types a message's page may load, by file name extension: pictures and
    /// fonts only (a page's scripts never run, and its styles are inline).
    static let pageAssetTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
    ]

    /// The bytes of a picture or font an HTML message's page asks for by its
    /// `https` URL, found as an `https` artwork is (the asset folder's
    /// manifest, then the URL's file name, then the artwork cache when
    /// fetching is on) and confined the same way; nil when the device would
    /// not have it cached either.
    public func pageAsset(_ url: String) -> (data: Data, mimeType: String)? {
        guard case .remote = ArtworkReference(url), case .success(let path) = resolveForPage(url),
              case .success(let file) = confinedForPage(path) else { return nil }
        let name = URL(fileURLWithPath: file).pathExtension.lowercased()
        let fromURL = URL(string: url).map { $0.pathExtension.lowercased() } ?? ""
        guard let mimeType = Self.pageAssetTypes[name] ?? Self.pageAssetTypes[fromURL],
              let data = try? FileContents.read(path: file, limit: Self.maxFileBytes) else { return nil }
        return (data, mimeType)
    }
}
