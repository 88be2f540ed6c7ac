#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CampaignModel
import Foundation
import InputFiles

/// A folder that outputs are written below (a matrix's output folder, a
/// goldens folder, a report's folder), and the proof that every write stays
/// in it.
///
/// Relative paths below it are made of input (campaign keys, language codes,
/// plugin names, paths read back from result files), so each is checked
/// before anything is created: no empty, `.`, `..` or hidden component, no
/// control characters, no component longer than a file name may be. Folders
/// are then created one component at a time, and after each step the
/// resolved path (symbolic links followed) must still be inside the resolved
/// folder; a link that leads out is refused, not followed. The file itself
/// is written by `AtomicFile`, whose exclusive temporary file and rename
/// never write through a link. With a budget, every write is charged to
/// it first (`OutputBudget`).
public struct OutputFolder: Sendable {
    public let url: URL
    /// The run's output budget, charged before each write; `nil` for none.
    public let budget: OutputBudget?

    public init(_ url: URL, budget: OutputBudget? = nil) {
        self.url = url.standardizedFileURL
        self.budget = budget
    }

    /// Writes `data` at `relative`, creating its folders (see the type's notes).
    public func write(_ data: Data, to relative: String) throws(AtomicFile.WriteError) {
        try writeAll([(data, relative)])
    }

    /// Writes several files below the folder as one atomic set (`AtomicFile.writeAll`).
    public func writeAll(_ files: [(Data, String)]) throws(AtomicFile.WriteError) {
        // Charged before any folder is made: a refused set leaves nothing behind.
        if let budget, let first = files.first {
            do {
                try budget.charge(files.reduce(0) { $0 + $1.0.count })
            } catch {
                throw .overBudget(path: url.appendingPathComponent(first.1).path, error)
            }
        }
        let targets = try files.map { file throws(AtomicFile.WriteError) in (file.0, try prepare(file.1)) }
        try AtomicFile.writeAll(targets)
    }

    /// The URL of `relative` below the folder, once its path is checked and
    /// its parent folders exist inside the folder.
    public func prepare(_ relative: String) throws(AtomicFile.WriteError) -> URL {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let shown = url.appendingPathComponent(relative).path
        for component in components {
            if let problem = Self.problem(with: component) {
                throw .cannotWrite(path: shown, reason: "\(problem), so it could leave the folder \(url.path); refused")
            }
        }
        let root = try resolvedRoot()
        var current = root
        for component in components.dropLast() {
            current += "/" + component
            if mkdir(current, 0o777) != 0 && errno != EEXIST {
                throw .cannotWrite(path: shown, reason: String(cString: strerror(errno)))
            }
            // What is there now (made by us, by another worker, or before the
            // run) must resolve inside the folder: a link out is refused.
            guard let resolved = Self.realPath(current), Self.isInside(resolved, root) else {
                throw .cannotWrite(path: shown, reason: "\(current) leads outside the folder \(url.path) (a symbolic link?); refused")
            }
            current = resolved
        }
        return URL(fileURLWithPath: current).appendingPathComponent(components.last ?? "")
    }

    /// What `read(_:limit:)` found.
    public enum ReadOutcome: Equatable, Sendable {
        case data(Data)
        case missing
        /// Why the file was not read, on one line (outside the folder, too large, not a file).
        case refused(String)
    }

    /// Reads a file written earlier below the folder (a golden, an artifact),
    /// checked as writes are: the path must be safe and resolve inside the
    /// folder, and the file must be a regular file of at most `limit` bytes
    /// (`FileContents`).
    public func read(_ relative: String, limit: Int) -> ReadOutcome {
        let path = url.appendingPathComponent(relative).path
        for component in relative.split(separator: "/", omittingEmptySubsequences: false) {
            if let problem = Self.problem(with: String(component)) { return .refused("\(path): \(problem); refused") }
        }
        guard let root = Self.realPath(url.path), let resolved = Self.realPath(path) else {
            // A dangling link is reported as missing: what it points at is not ours to describe.
            return .missing
        }
        guard Self.isInside(resolved, root) else { return .refused("\(path) leads outside the folder \(url.path); refused") }
        do {
            return .data(try FileContents.read(path: resolved, limit: limit))
        } catch .missing {
            return .missing
        } catch {
            return .refused("\(path): \(error.description)")
        }
    }

    /// The folder itself, created when missing, with symbolic links resolved.
    private func resolvedRoot() throws(AtomicFile.WriteError) -> String {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .cannotWrite(path: url.path, reason: "cannot create the folder")
            }
        }
        guard let root = Self.realPath(url.path) else { throw .cannotWrite(path: url.path, reason: "cannot resolve the folder") }
        return root
    }

    /// Why `component` cannot be part of an output path, or nil when it can.
    public static func problem(with component: String) -> String? {
        if component.isEmpty { return "the path has an empty part" }
        if component == "." || component == ".." { return "the path has a \"\(component)\" part" }
        if component.hasPrefix(".") { return "the path has a hidden part \"\(component.prefix(40))\"" }
        if component.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "the path has control characters"
        }
        if component.utf8.count > 255 { return "a part of the path is longer than 255 bytes" }
        return nil
    }

    public static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// `path` with every symbolic link followed, or nil when it does not resolve.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
