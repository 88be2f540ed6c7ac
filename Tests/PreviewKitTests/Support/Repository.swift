import Foundation

/// Paths inside the repository, found from this file's location.
enum Repository {
    /// Tests/PreviewKitTests/Support/Repository.swift, four levels down.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("fonts", isDirectory: true)
    static let examples = root.appendingPathComponent("examples", isDirectory: true)
}

/// A scratch folder removed when the test is done.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The file names in the folder, sorted (temporary files included, to catch leftovers).
    var contents: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
}
