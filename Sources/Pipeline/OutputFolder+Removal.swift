#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Listing and deleting files below an output folder (`golden record
/// --prune`), held to the rules of its writes: a deletion is a write, and the
/// folder's contents come from a repository a pull request may change, so a
/// symbolic link in it must never lead a deletion out.
extension OutputFolder {
    /// What `remove(_:)` did.
    public enum RemoveOutcome: Equatable, Sendable {
        case removed
        /// Nothing there (already gone, or a parent folder is missing).
        case missing
        /// Why the file was left alone, on one line.
        case refused(String)
    }

    /// Every regular file below the folder, as sorted relative paths, without
    /// hidden files and folders. Symbolic links are neither listed nor
    /// followed (a linked folder may lead anywhere), so every path listed is
    /// really inside the folder.
    public func regularFiles() -> [String] {
        guard let root = Self.realPath(url.path) else { return [] }
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(root + "/" + path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFREG: found.append(path)
                case S_IFDIR: pending.append(path)
                default: continue  // links, FIFOs, sockets, devices
                }
            }
        }
        return found.sorted()
    }

    /// Deletes the file at `relative`, only when it is a regular file (not a
    /// link, not a folder) whose real path is inside the folder's real path;
    /// then removes the folders that this left empty, up to the folder itself
    /// (never it, never above it).
    public func remove(_ relative: String) -> RemoveOutcome {
        let shown = url.appendingPathComponent(relative).path
        let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            if let problem = Self.problem(with: component) { return .refused("\(shown): \(problem); left alone") }
        }
        guard let root = Self.realPath(url.path), let name = components.last else { return .missing }
        let parentPath = ([url.path] + components.dropLast()).joined(separator: "/")
        guard let parent = Self.realPath(parentPath) else { return .missing }
        guard Self.isInside(parent, root) else {
            return .refused("\(shown) leads outside the folder \(url.path) (a symbolic link?); left alone")
        }
        let target = parent + "/" + name
        var status = stat()
        guard lstat(target, &status) == 0 else { return .missing }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .refused("\(shown) is not a regular file (a symbolic link or a folder); left alone")
        }
        guard unlink(target) == 0 else { return .refused("\(shown): \(String(cString: strerror(errno)))") }
        // rmdir removes only empty folders, so a folder that still holds
        // anything (a README, another golden) stops the climb.
        var folder = parent
        while folder != root, Self.isInside(folder, root), rmdir(folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
        return .removed
    }
}
