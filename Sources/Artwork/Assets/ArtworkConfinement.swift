#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folders artwork may be read from, and the check that a path stays in
/// them once every symbolic link on the way is followed.
///
/// By default these are the campaign's folder and the asset folder; more are
/// allowed only when the user says so (`--allow-artwork-from DIR`, see
/// ``ArtworkAccess``). A path outside them is refused before the file system
/// is asked anything about it, and a link that leads outside is refused
/// without saying where it leads or whether that exists: a campaign (or a
/// link committed beside it) must not learn anything about other files
/// through a preview's error messages.
struct ArtworkConfinement: Sendable {
    struct Folder: Sendable {
        /// As given, standardized (no `.` or `..`), for the lexical check.
        var lexical: String
        /// With links resolved; nil when the folder does not exist.
        var resolved: String?
    }

    let folders: [Folder]

    init(_ urls: [URL]) {
        var folders: [Folder] = []
        for url in urls {
            let lexical = url.standardizedFileURL.path
            guard !folders.contains(where: { $0.lexical == lexical }) else { continue }
            folders.append(Folder(lexical: lexical, resolved: Self.realPath(lexical)))
        }
        self.folders = folders
    }

    /// Where the file at `path` (absolute, standardized) really is, when it
    /// is inside the allowed folders; the reason otherwise. `path` is what
    /// the campaign asked for, and the only path a reason names.
    func check(_ path: String) -> Result<String, ArtworkError> {
        let shown = path.logExcerpt
        guard folders.contains(where: { Self.isInside(path, $0.lexical) || $0.resolved.map { Self.isInside(path, $0) } == true }) else {
            return .failure(ArtworkError("\(shown) is outside the campaign's folder and the asset folder; artwork is read only there "
                + "(--allow-artwork-from DIR allows more)"))
        }
        let throughLink = ArtworkError("\(shown) is a symbolic link that does not lead to a file inside the campaign's folder "
            + "or the asset folder")
        guard let resolved = Self.realPath(path) else {
            // Missing, or a link to something missing: say which only when no link is involved.
            return .failure(involvesLink(path) ? throughLink : ArtworkError("no file at \(shown)"))
        }
        guard folders.contains(where: { $0.resolved.map { Self.isInside(resolved, $0) } == true }) else {
            return .failure(throughLink)
        }
        return .success(resolved)
    }

    /// Whether `path`, already resolved to `file` by a check, is allowed here
    /// too: asked of a path a store sharing the pixels has checked, without
    /// touching the file system again.
    func allows(_ path: String, resolvedTo file: String) -> Bool {
        folders.contains { Self.isInside(path, $0.lexical) || $0.resolved.map { Self.isInside(path, $0) } == true }
            && folders.contains { $0.resolved.map { Self.isInside(file, $0) } == true }
    }

    /// True when a component of `path` below its allowed folder is a symbolic link.
    private func involvesLink(_ path: String) -> Bool {
        var current = path
        while current.count > 1 {
            if folders.contains(where: { $0.lexical == current || $0.resolved == current }) { return false }
            var status = stat()
            if lstat(current, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK { return true }
            guard let slash = current.lastIndex(of: "/") else { return false }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        return false
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
