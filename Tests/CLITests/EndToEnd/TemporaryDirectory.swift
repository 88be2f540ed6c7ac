import Foundation

/// A folder of scratch files for one test, removed when the test is done.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("CLITests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` to `name` inside the folder and returns the file's path.
    @discardableResult
    func file(_ name: String, _ contents: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(contents.utf8).write(to: file)
        return file.path
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}
