import Foundation
import PreviewKit
import Workflow

/// Paths inside the repository, found from this file's location.
enum Repository {
    /// Tests/WorkflowTests/Support/Repository.swift, four levels down.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("fonts", isDirectory: true)
    static let examples = root.appendingPathComponent("examples", isDirectory: true)

    /// Sessions on the bundled fonts, wherever the tests run from.
    static let sessions: MatrixRunner.SessionFactory = { try PreviewSession(fontsDirectory: fonts) }
}
