import Foundation
import TextShaping

/// The repository's fonts/ folder and a font system over it, shared by the tests.
enum TestFonts {
    /// Repository root: three levels up from this file (Tests/RendererTests/TestFonts.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repositoryRoot.appendingPathComponent("fonts", isDirectory: true)

    /// One font system for the whole test run; it serializes its callers.
    static let shared: FontSystem = {
        do { return try FontSystem(fontsDirectory: directory) } catch { fatalError("font setup: \(error)") }
    }()
}
