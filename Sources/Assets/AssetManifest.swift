import Foundation
import Imaging

/// An asset folder's `manifest.json`: a JSON object mapping full artwork URLs
/// to files, relative to the folder. It lets a campaign's CDN URLs point at
/// local files whose names differ from the URL's last path segment.
struct AssetManifest: Equatable {
    static let fileName = "manifest.json"
    /// Manifests are small; anything larger is a mistake, not a manifest.
    static let maxBytes = 8 << 20

    var files: [String: String]

    /// Reads the manifest of `folder`. A folder without one has no entries.
    static func load(folder: URL) -> Result<AssetManifest, ArtworkError> {
        let folderPath = folder.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folderPath, isDirectory: &isDirectory) else {
            return .failure(ArtworkError("the asset folder \(folderPath.logSafe) does not exist"))
        }
        guard isDirectory.boolValue else {
            return .failure(ArtworkError("the asset folder \(folderPath.logSafe) is not a folder"))
        }
        let manifestPath = folder.appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: manifestPath, isDirectory: &isDirectory) else {
            return .success(AssetManifest(files: [:]))
        }
        guard !isDirectory.boolValue else {
            return .failure(ArtworkError("\(manifestPath.logSafe) is a folder, not a manifest"))
        }
        let data: Data
        do {
            data = try ImageDecoder.readBounded(path: manifestPath, maxBytes: maxBytes)
        } catch {
            return .failure(ArtworkError("cannot read \(manifestPath.logSafe) (\(String(describing: error).logSafe))"))
        }
        return parse(data, path: manifestPath)
    }

    static func parse(_ data: Data, path: String) -> Result<AssetManifest, ArtworkError> {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Foundation keeps the useful part ("around line 3, column 7") in the debug description.
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            return .failure(ArtworkError("\(path.logSafe) is not valid JSON (\(detail.logSafe))"))
        }
        guard let object = json as? [String: Any] else {
            return .failure(ArtworkError("\(path.logSafe) must be a JSON object mapping artwork URLs to file names"))
        }
        var files: [String: String] = [:]
        // Sorted, so the same broken manifest always reports the same entry.
        for key in object.keys.sorted() {
            guard let file = object[key] as? String, !file.isEmpty else {
                return .failure(ArtworkError("\(path.logSafe) maps \(key.logSafe) to something other than a file name"))
            }
            files[key] = file
        }
        return .success(AssetManifest(files: files))
    }
}
