import Foundation

/// Folder chores shared by the run's writers.
enum Folders {
    /// Creates `url` and its parents; safe when other threads create the same ones.
    static func ensure(_ url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            // Another worker may have made it between the check and the mkdir.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { throw error }
        }
    }

    /// Every regular, non-hidden file below `folder`, as sorted relative paths.
    static func files(below folder: URL) -> [String] {
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isDirectory) else { continue }
            if name.hasPrefix(".") {
                if isDirectory.boolValue { enumerator.skipDescendants() }
                continue
            }
            if !isDirectory.boolValue { found.append(relative) }
        }
        return found.sorted()
    }

    /// `folder` as a path prefix seen from `base`, ending in `/`: relative
    /// when `folder` is below `base`, else absolute (links resolved in both).
    static func prefix(of folder: URL, from base: URL) -> String {
        let basePath = base.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path
    }
}
