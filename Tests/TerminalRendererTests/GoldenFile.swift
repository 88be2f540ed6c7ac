import Foundation
import TestSupport
import Testing

/// Byte-for-byte comparison with a committed golden file under Tests/Goldens.
///
/// `RECORD_GOLDENS=1` rewrites goldens that differ or are missing, except
/// when `CI` is set: a CI run only ever compares.
enum GoldenFile {
    static let repositoryRoot = Repository.root
    static let directory = repositoryRoot.appendingPathComponent("Tests/Goldens", isDirectory: true)

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECORD_GOLDENS"] == "1" && environment["CI"] == nil
    }

    /// Compares `actual` with the golden at `relativePath` (under Tests/Goldens).
    static func check(_ actual: Data, relativePath: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(relativePath)
        let expected = try? Data(contentsOf: url)
        if expected == actual { return }
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, options: .atomic)
            return
        }
        // Leave the new output next to the build for a look or a diff.
        let actualCopy = FileManager.default.temporaryDirectory.appendingPathComponent("golden-actual/" + relativePath)
        try? FileManager.default.createDirectory(at: actualCopy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: actualCopy)
        if expected == nil {
            Issue.record("missing golden \(relativePath); run with RECORD_GOLDENS=1 to create it (output in \(actualCopy.path))",
                         sourceLocation: sourceLocation)
        } else {
            Issue.record("\(relativePath) differs from its golden; new output in \(actualCopy.path) (RECORD_GOLDENS=1 rewrites it)",
                         sourceLocation: sourceLocation)
        }
    }
}
