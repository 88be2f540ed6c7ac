import Foundation

/// Paths inside the repository, found from this file's location.
enum Repository {
    /// Tests/AccessibilityRendererTests/Support/Repository.swift, four levels down.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = root.appendingPathComponent("fonts", isDirectory: true)
    static let examples = root.appendingPathComponent("examples", isDirectory: true)
    static let goldens = root.appendingPathComponent("Tests/Goldens", isDirectory: true)
}
