import CampaignModel
import Foundation

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
        let manifest = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            return .success(AssetManifest(files: [:]))
        }
        do {
            let root = try LocatedJSON.read(contentsOf: manifest, named: manifest.path, expected: "a readable asset manifest", maximumSize: maxBytes)
            return .success(try read(root))
        } catch {
            // A reason is one line: the first problem, in document order, says where to start.
            let more = error.problems.count > 1 ? " (and \(error.problems.count - 1) more)" : ""
            return .failure(ArtworkError(error.problems[0].description.logSafe + more))
        }
    }

    private static func read(_ root: LocatedJSON) throws(CampaignDecodingError) -> AssetManifest {
        var log = JSONProblemLog(file: root.file)
        var files: [String: String] = [:]
        if root.isObject {
            for (url, file) in log.entries(of: root) {
                if let name = log.string(file, expected: "a file name") { files[url] = name }
            }
        } else {
            log.error(root, expected: "an object mapping artwork URLs to file names")
        }
        guard !log.hasErrors else { throw CampaignDecodingError(problems: log.errors) }
        return AssetManifest(files: files)
    }
}
