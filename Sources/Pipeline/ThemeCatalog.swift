import BundledResources
import Foundation
import Layout

/// The built-in themes, shipped as JSON files in the project's `themes/`
/// folder (found like the fonts), and lookup of a theme by name or by path.
///
/// Built-in themes document themselves: each file sets every key of the
/// format, with a one-line `description` naming its source.
public struct ThemeCatalog: Sendable {
    /// The file whose presence marks a folder as the project's `themes/`.
    static let markerFile = "gameball.json"

    /// The folder holding `<name>.json` for each built-in theme.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The catalog in the project's `themes/` folder, found in this order:
    /// the `MESSAGEPREVIEW_THEMES` environment variable; the package's
    /// resource bundle beside the running program (`BundledResources`); a
    /// `themes/` folder next to the executable or in any folder above it; a
    /// `themes/` folder in the current directory or above it.
    public static func standard() throws(ThemeCatalogError) -> ThemeCatalog {
        if let value = ProcessInfo.processInfo.environment["MESSAGEPREVIEW_THEMES"], !value.isEmpty {
            return ThemeCatalog(directory: URL(fileURLWithPath: value, isDirectory: true))
        }
        if let bundled = BundledResources.themesDirectory,
           FileManager.default.fileExists(atPath: bundled.appendingPathComponent(markerFile).path) {
            return ThemeCatalog(directory: bundled)
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath(),
           let found = searchUpward(from: executable.deletingLastPathComponent()) {
            return ThemeCatalog(directory: found)
        }
        if let found = searchUpward(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)) {
            return ThemeCatalog(directory: found)
        }
        throw .folderNotFound
    }

    /// The built-in themes' names: `gameball` (the default) first, then alphabetically.
    public func names() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        return names.sorted { ($0 == "gameball" ? "" : $0) < ($1 == "gameball" ? "" : $1) }
    }

    /// A built-in theme by name.
    public func builtIn(named name: String) throws(ThemeCatalogError) -> DecodedTheme {
        guard names().contains(name) else { throw .unknownTheme(name, available: names()) }
        do {
            // Built-in files extend nothing: each one is complete.
            return try ThemeDecoder().decode(contentsOf: file(for: name))
        } catch {
            throw .invalid(error)
        }
    }

    /// Every built-in theme, by name.
    public func builtIns() throws(ThemeCatalogError) -> [String: DecodedTheme] {
        var result: [String: DecodedTheme] = [:]
        for name in names() { result[name] = try builtIn(named: name) }
        return result
    }

    /// A built-in theme's name, or the path of a theme file: an argument with
    /// a `/` or ending in `.json` is a path, anything else a name.
    public func theme(_ nameOrPath: String) throws(ThemeCatalogError) -> DecodedTheme {
        guard Self.isPath(nameOrPath) else { return try builtIn(named: nameOrPath) }
        let decoder = ThemeDecoder(builtIns: try builtIns().mapValues(\.theme))
        do {
            return try decoder.decode(contentsOf: URL(fileURLWithPath: nameOrPath))
        } catch {
            throw .invalid(error)
        }
    }

    /// Whether a `--theme` argument names a file rather than a built-in theme.
    public static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".json")
    }

    private func file(for name: String) -> URL {
        directory.appendingPathComponent(name + ".json")
    }

    /// The first `themes/` folder holding the marker in `start` or above it.
    static func searchUpward(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent("themes", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(markerFile).path) {
                return candidate
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
