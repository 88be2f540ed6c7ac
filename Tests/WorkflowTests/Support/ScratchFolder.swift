import Foundation

/// A folder of scratch files for one test, removed when the test is done.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("WorkflowTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` at `path` (folders created) and returns the file's URL.
    @discardableResult
    func write(_ path: String, _ contents: String) throws -> URL {
        try write(path, Data(contents.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func copy(_ source: URL, to path: String) throws {
        let target = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every regular file below `path`, relative to it, sorted.
    func files(below path: String = "") -> [String] {
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
