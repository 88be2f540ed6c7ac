import CampaignModel
import Foundation
import JSONReading

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
            // A reason is one line: the first problem, in document order, says where to start.
            let more = error.problems.count > 1 ? " (and \(error.problems.count - 1) more)" : ""
            return .failure(ArtworkError(error.problems[0].description.logExcerpt + more))
        }
    }

    /// Reads the manifest of `folder`, every problem located.
    static func read(folder: URL) throws(InputProblems) -> AssetManifest {
        let folderPath = folder.path
        var isDirectory: ObjCBool = false
        func problem(_ file: String, expected: String, found: String) -> InputProblems {
            InputProblems(problems: [InputProblem(file: file, path: "", expected: expected, found: found)])
        }
        guard FileManager.default.fileExists(atPath: folderPath, isDirectory: &isDirectory) else {
            throw problem(folderPath, expected: "an asset folder", found: "no such folder")
        }
        guard isDirectory.boolValue else { throw problem(folderPath, expected: "an asset folder", found: "not a folder") }
        let manifest = folder.appendingPathComponent(fileName)
        // lstat, not FileManager's attributes: those look up the owner's
        // user and group names too (the password and group databases),
        // which a render paid for on every run.
        var status = stat()
        guard lstat(manifest.path, &status) == 0 else { return AssetManifest(files: [:]) }
        // The manifest itself is read only when it is really in the folder.
        if status.st_mode & S_IFMT == S_IFLNK, let resolved = ArtworkConfinement.realPath(manifest.path),
           let root = ArtworkConfinement.realPath(folderPath), !ArtworkConfinement.isInside(resolved, root) {
            throw problem(manifest.path, expected: "a manifest inside the asset folder", found: "a symbolic link leading outside it")
        }
        let root = try LocatedJSON.read(contentsOf: manifest, named: manifest.path, expected: "a readable asset manifest", maximumSize: maxBytes)
        return try read(root)
    }

    private static func read(_ root: LocatedJSON) throws(InputProblems) -> AssetManifest {
        var log = JSONProblemLog(file: root.file)
        var files: [String: String] = [:]
        if root.isObject {
            for (url, file) in log.entries(of: root) {
                guard let name = log.string(file, expected: "a file name inside the asset folder") else { continue }
                // Entries name files inside the folder: no absolute path, no ".." leaving it.
                if name.hasPrefix("/") || name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
                    log.error(file, expected: "a file name inside the asset folder", found: "\"\(name.logExcerpt)\", which leaves it")
                    continue
                }
                files[url] = name
            }
        } else {
            log.error(root, expected: "an object mapping artwork URLs to file names")
        }
        guard !log.hasErrors else { throw InputProblems(problems: log.errors) }
        return AssetManifest(files: files)
    }
}
