import Foundation
import TextShaping

/// One font system over the repository's `fonts/` folder for the whole test
/// run (it serializes its callers).
public enum TestFonts {
    public static let repositoryRoot = Repository.root
    public static let directory = Repository.fonts

    public static let shared: FontSystem = {
        do { return try FontSystem(fontsDirectory: directory) } catch { fatalError("font setup: \(error)") }
    }()
}
