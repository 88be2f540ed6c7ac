import Foundation

/// A folder of scratch files for one test under the system temporary
/// directory, removed when the value goes away.
public final class ScratchFolder: @unchecked Sendable {
    public let url: URL

    public init(prefix: String = "MessagePreviewTests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The folder's own path.
    public var path: String { url.path }

    /// `name` inside the folder, as a file system path (nothing is created).
    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `contents` at `path` (folders created) and returns the file's URL.
    @discardableResult
    public func write(_ path: String, _ contents: String) throws -> URL {
        try write(path, Data(contents.utf8))
    }

    /// Writes `data` at `path` (folders created) and returns the file's URL.
    @discardableResult
    public func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// Writes `contents` at `name` and returns the file's path.
    @discardableResult
    public func file(_ name: String, _ contents: String) throws -> String {
        try write(name, contents).path
    }

    /// Copies `source` (a file or a folder) to `path` inside the folder.
    public func copy(_ source: URL, to path: String) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// Copies the folder `source` to `path` inside the folder, leaving out
    /// every file or folder named in `skipping` at any depth: the package
    /// manager's build folders, which a checkout that has run `make test`
    /// holds (examples/swift-package/.build, some 190 MB) and a fresh clone
    /// does not.
    public func copy(_ source: URL, to path: String, skipping names: Set<String>) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !names.contains(name) {
            let item = source.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory)
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: item.path)) != nil
            if isDirectory.boolValue, !isLink {
                try copy(item, to: path + "/" + name, skipping: names)
            } else {
                try FileManager.default.copyItem(at: item, to: target.appendingPathComponent(name))
            }
        }
    }

    /// A symbolic link at `name` pointing at `destination`.
    public func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    /// The UTF-8 text of `path` inside the folder.
    public func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names directly in the folder, sorted (temporary files included, to catch leftovers).
    public var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

    /// Every regular file below `path`, relative to it, sorted.
    public func files(below path: String = "") -> [String] {
        let base = path.isEmpty ? url : url.appendingPathComponent(path)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.appendingPathComponent(relative).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted()
    }
}
