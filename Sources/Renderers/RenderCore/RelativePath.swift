import Foundation

/// Relative paths between absolute locations, for output that must not
/// depend on where a checkout lives.
enum RelativePath {
    /// `path` relative to the folder `base` (`../assets/x.png` when it is
    /// beside `base`); a path that is already relative is returned unchanged.
    static func make(_ path: String, from base: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let absoluteBase = base.hasPrefix("/") ? base : FileManager.default.currentDirectoryPath + "/" + base
        let target = components(path), origin = components(absoluteBase)
        var shared = 0
        while shared < min(target.count, origin.count) && target[shared] == origin[shared] { shared += 1 }
        let up = Array(repeating: "..", count: origin.count - shared)
        let relative = (up + target[shared...]).joined(separator: "/")
        return relative.isEmpty ? "." : relative
    }

    private static func components(_ path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.pathComponents.filter { $0 != "/" }
    }
}
