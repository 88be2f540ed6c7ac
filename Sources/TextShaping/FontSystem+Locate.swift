import BundledResources
import Foundation

extension FontSystem {
    /// The file whose presence marks a folder as the project's `fonts/`.
    static let markerFile = "Inter-Regular.otf"

    /// Finds the bundled fonts, in this order:
    /// 1. the `MESSAGEPREVIEW_FONTS` environment variable, when set (returned
    ///    even if wrong, so that `init(fontsDirectory:)` names it in its error);
    /// 2. the package's resource bundle beside the running program, which
    ///    SwiftPM builds for this package and for any package depending on it
    ///    (`BundledResources`);
    /// 3. a `fonts/` folder next to the executable or in any folder above it
    ///    (a binary copied out of a checkout's `.build`);
    /// 4. a `fonts/` folder in the current directory or any folder above it.
    public static func locateFontsDirectory() -> URL? {
        if let value = ProcessInfo.processInfo.environment["MESSAGEPREVIEW_FONTS"], !value.isEmpty {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        if let bundled = BundledResources.fontsDirectory,
           FileManager.default.fileExists(atPath: bundled.appendingPathComponent(markerFile).path) {
            return bundled
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath(),
           let found = searchUpward(from: executable.deletingLastPathComponent()) {
            return found
        }
        return searchUpward(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    }

    /// The first `fonts/` folder holding the marker in `start` or above it.
    static func searchUpward(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent("fonts", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(markerFile).path) {
                return candidate
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
