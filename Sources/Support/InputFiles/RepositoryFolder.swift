#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder that holds `preview.json`, and the proof that a path the file
/// names stays in it.
///
/// `preview.json` comes with the repository, and in CI the repository may be
/// a pull request from a fork: its author must not make the tool read, probe
/// or write anything outside the checkout. So a path is judged twice, as
/// artwork is (docs/security.md): first as written (with `..` resolved),
/// before the file system is asked anything, so an absolute path or a climb
/// out is refused the same way whether or not something is there; then
/// where it lands, every symbolic link followed, so a committed link
/// (`.preview/report` leading to another folder) cannot carry a read or a
/// write out. A path that does not exist yet (an output folder a run will
/// create) lands where its nearest existing ancestor does.
public struct RepositoryFolder: Sendable, Equatable {
    /// The file that makes a folder a repository of campaigns: `preview.json`.
    public static let configFileName = "preview.json"

    /// The folder, as given (standardized, links not resolved).
    public let url: URL

    public init(_ url: URL) {
        self.url = url.standardizedFileURL
    }

    /// Where a path is, seen from the folder.
    public enum Placement: Sendable, Equatable {
        case inside
        /// Outside as written: absolute elsewhere, or `..` climbing out.
        case outside
        /// Inside as written, but a symbolic link on the way leads out (or
        /// nowhere): what it leads to is not described, as it is not ours to show.
        case leadsOutside
    }

    /// Where `target` (a path the config names, made absolute) is.
    public func placement(of target: URL) -> Placement {
        let path = target.standardizedFileURL.path
        guard Self.isInside(path, url.path) else { return .outside }
        guard let root = Self.landing(of: url.path), let landed = Self.landing(of: path), Self.isInside(landed, root) else {
            return .leadsOutside
        }
        return .inside
    }

    /// `path` with every symbolic link followed: its real path when it
    /// exists, else its nearest existing ancestor's real path with the rest
    /// appended (what a `mkdir -p` and a write would reach). `nil` when an
    /// existing part cannot be resolved (a dangling link, a loop).
    static func landing(of path: String) -> String? {
        var existing = path
        var rest: [String] = []
        var status = stat()
        // lstat, not stat: a dangling link exists, and must fail below rather
        // than be skipped as missing (a write would follow it).
        while lstat(existing, &status) != 0 {
            guard errno == ENOENT || errno == ENOTDIR, existing != "/" else { return nil }
            let parent = (existing as NSString).deletingLastPathComponent
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = parent.isEmpty ? "/" : parent
        }
        guard let resolved = realpath(existing, nil) else { return nil }
        defer { free(resolved) }
        let real = String(cString: resolved)
        guard !rest.isEmpty else { return real }
        return (real == "/" ? "" : real) + "/" + rest.joined(separator: "/")
    }

    public static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }
}
