import Foundation

/// A folder holding `preview-renderer-NAME` shell scripts, removed when done.
final class PluginFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("RenderCoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    /// Writes `preview-renderer-NAME` with `script` as its body after a `#!/bin/sh` line.
    @discardableResult
    func add(_ name: String, _ script: String, executable: Bool = true, shebang: String = "#!/bin/sh") throws -> URL {
        let file = url.appendingPathComponent("preview-renderer-" + name)
        try Data((shebang + "\n" + script + "\n").utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: file.path)
        return file
    }
}
