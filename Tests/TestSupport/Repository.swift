import Foundation

/// Folders of this repository, found from this file's location so the tests
/// run from any working directory.
public enum Repository {
    /// The package root: `Tests/TestSupport/Repository.swift`, three levels down.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The bundled fonts, the only ones the renderer sees.
    public static let fonts = root.appendingPathComponent("fonts", isDirectory: true)
    /// The bundled example campaigns.
    public static let examples = root.appendingPathComponent("examples", isDirectory: true)
    /// The built-in theme files.
    public static let themes = root.appendingPathComponent("themes", isDirectory: true)
    /// Committed expected outputs, `Tests/Goldens`.
    public static let goldens = root.appendingPathComponent("Tests/Goldens", isDirectory: true)
    /// Committed test inputs, `Tests/Fixtures`.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// Committed test images, `Tests/Fixtures/images` (made by scripts/make-images.py).
    public static let images = fixtures.appendingPathComponent("images", isDirectory: true)

    /// `path` below the package root, as a file system path.
    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}
