import CampaignModel
import Foundation
import JSONReading

/// Where a campaign's `https://` artwork is looked up when the user names no
/// asset folder: the nearest `assets/` folder beside the campaign file or in
/// one of its parent folders (at most `maxLevels` up), so campaigns in
/// subfolders share one asset folder as they share one CDN.
public enum AssetFolder {
    public static let name = "assets"
    public static let maxLevels = 4

    public static func nearest(to campaignFile: URL) -> URL? {
        var folder = campaignFile.standardizedFileURL.deletingLastPathComponent()
        for _ in 0...maxLevels {
            let candidate = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }
}

extension AssetFolder {
    /// Reads `folder`'s `manifest.json`, when it has one: a manifest that is
    /// not valid JSON, or whose entries are not file names inside the folder,
    /// is an input error (every problem located), found before any work.
    public static func checkManifest(in folder: URL) throws(InputProblems) {
        _ = try AssetManifest.read(folder: folder)
    }
}
