import CampaignModel
import Foundation

/// An asset folder's `manifest.json`: a JSON object mapping full artwork URLs
/// to files, relative to the folder. It lets a campaign's CDN URLs point at
/// local files whose names differ from the URL's last path segment.
///
/// A manifest is an input file like a campaign: a broken one is a located
/// problem (file, JSON path, expected, found) that the commands report as an
/// input error before anything is laid out (``AssetFolder/checkManifest(in:)``).
/// Entries must name files inside the folder: no absolute paths, no `..`
/// leaving it (links are checked when the file is read).
struct AssetManifest: Equatable {
    static let fileName = "manifest.json"
    /// Manifests are small; anything larger is a mistake, not a manifest.
    static let maxBytes = 8 << 20

    var files: [String: String]

    /// Reads the manifest of `folder`. A folder without one has no entries.
    static func load(folder: URL) -> Result<AssetManifest, ArtworkError> {
        do {
            return .success(try read(folder: folder))
        } catch {
            return .failure(ArtworkError(error.problems.map(\.description).joined(separator: "; ").logSafe))
        }
    }

    /// Reads the manifest of `folder`, every problem located.
    static func read(folder: URL) throws(CampaignDecodingError) -> AssetManifest {
        let folderPath = folder.path
        var isDirectory: ObjCBool = false
        func problem(_ file: String, _ path: String, expected: String, found: String) -> CampaignDecodingError {
            CampaignDecodingError(problems: [CampaignProblem(file: file, path: path, expected: expected, found: found)])
        }
        guard FileManager.default.fileExists(atPath: folderPath, isDirectory: &isDirectory) else {
            throw problem(folderPath, "", expected: "an asset folder", found: "no such folder")
        }
        guard isDirectory.boolValue else { throw problem(folderPath, "", expected: "an asset folder", found: "not a folder") }
        let manifestURL = folder.appendingPathComponent(fileName)
        var isLink = false
        if let type = try? FileManager.default.attributesOfItem(atPath: manifestURL.path)[.type] as? FileAttributeType {
            isLink = type == .typeSymbolicLink
        } else {
            return AssetManifest(files: [:])
        }
        // The manifest itself is read only when it is really in the folder.
        if isLink, let resolved = ArtworkConfinement.realPath(manifestURL.path),
           let root = ArtworkConfinement.realPath(folderPath), !ArtworkConfinement.isInside(resolved, root) {
            throw problem(manifestURL.path, "", expected: "a manifest inside the asset folder", found: "a symbolic link leading outside it")
        }
        let (file, root) = try LocatedJSON.read(contentsOf: manifestURL, expected: "a readable manifest", maximumSize: maxBytes)
        return try parse(root, file: file)
    }

    static func parse(_ root: LocatedJSON, file: String) throws(CampaignDecodingError) -> AssetManifest {
        guard let members = root.members else {
            throw CampaignDecodingError(problems: [CampaignProblem(
                file: file, path: "", expected: "a JSON object mapping artwork URLs to file names", found: root.summary)])
        }
        var files: [String: String] = [:]
        var problems: [CampaignProblem] = []
        for (key, value) in members {
            guard let name = value.string, !name.isEmpty else {
                problems.append(CampaignProblem(file: file, path: value.path, expected: "a file name inside the asset folder",
                                                found: value.summary))
                continue
            }
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            if name.hasPrefix("/") || parts.contains("..") || name.contains("\0") {
                problems.append(CampaignProblem(file: file, path: value.path, expected: "a file name inside the asset folder",
                                                found: "\"\(name.logSafe)\", which leaves it"))
                continue
            }
            files[key] = name
        }
        guard problems.isEmpty else { throw CampaignDecodingError(problems: problems) }
        return AssetManifest(files: files)
    }
}
