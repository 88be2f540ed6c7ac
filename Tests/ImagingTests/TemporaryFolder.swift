import Foundation

/// A fresh folder under the system temporary directory, removed on `delete()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("artwork-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    @discardableResult
    func copyFixture(_ fixture: String, as name: String) throws -> URL {
        try write(name, Fixtures.data(fixture))
    }

    func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.appendingPathComponent(name).path, withDestinationPath: destination)
    }

    func delete() {
        try? FileManager.default.removeItem(at: url)
    }
}
