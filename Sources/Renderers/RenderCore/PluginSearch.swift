import Foundation

/// Where external renderers are looked for: an executable named
/// `preview-renderer-NAME`, first in each plugin folder in order (the
/// caller's, then `preview.json`'s), then in each folder of `PATH`.
///
/// What is found runs only as `permission` allows: a plugin from one of
/// `preview.json`'s folders, or for a format only the file names, needs the
/// caller's permission (`PluginPermission`).
///
/// Only that exact file name, for a name the user asked for, is ever
/// considered, and names are limited to `[a-z0-9-]+`, so a format name can
/// neither climb out of a folder nor pick some other program.
public struct PluginSearch: Sendable, Equatable {
    /// Every plugin's file name starts with this.
    public static let executablePrefix = "preview-renderer-"
    /// How long a plugin may run by default, in seconds.
    public static let defaultTimeout: Double = 10

    /// Plugin folders (`--plugin-dir`), searched first, in order.
    public var directories: [String]
    /// Plugin folders `preview.json` names (`pluginDirs`), searched after
    /// `directories` and before PATH.
    public var repositoryDirectories: [String]
    /// Which of the plugins found may run.
    public var permission: PluginPermission
    /// The folders of `PATH`, searched after `directories`. Empty entries
    /// (which a shell reads as the current folder) are skipped: a plugin is
    /// never picked up from wherever the command happens to run.
    public var pathDirectories: [String]
    /// Seconds a plugin, and every process it starts, may run before all of them are killed.
    public var timeout: Double

    public init(directories: [String] = [], repositoryDirectories: [String] = [],
                path: String? = ProcessInfo.processInfo.environment["PATH"], timeout: Double = PluginSearch.defaultTimeout,
                permission: PluginPermission = .everyPlugin) {
        self.directories = directories
        self.repositoryDirectories = repositoryDirectories
        self.permission = permission
        self.pathDirectories = (path ?? "").split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        self.timeout = timeout
    }

    /// Whether `name` can name a renderer: 1 to 64 of `a-z`, `0-9`, `-`.
    public static func isValidName(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
    }

    /// The folders searched, in order, as they will appear in messages.
    public var searchedFolders: [String] {
        folders.map { "\($0.folder) (\($0.origin.rawValue))" }
    }

    /// Every folder searched, in order, with where it came from.
    private var folders: [(folder: String, origin: DiscoveredPlugin.Origin)] {
        directories.map { ($0, .pluginDirectory) } + repositoryDirectories.map { ($0, .repositoryDirectory) }
            + pathDirectories.map { ($0, .path) }
    }

    /// The first `preview-renderer-NAME` in the search order. A file that
    /// exists but cannot be run is reported rather than skipped, so a
    /// missing `chmod +x` is not mistaken for a missing plugin; one that
    /// `permission` does not let run is refused, not skipped, so a
    /// repository's plugin never silently stands in for another.
    public func locate(_ name: String, registered: [String] = []) throws(RendererLookupError) -> URL {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        for (folder, origin) in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(Self.executablePrefix + name).standardizedFileURL
            switch Self.inspect(candidate.path) {
            case .executable:
                if let refusal = permission.refusal(of: name, foundIn: origin) {
                    throw .notAllowed(name: name, path: candidate.path, refusal: refusal)
                }
                return candidate
            case .notExecutable: throw .notExecutable(name: name, path: candidate.path)
            case .absent: continue
            }
        }
        throw .notFound(name: name, registered: registered, searched: searchedFolders)
    }

    /// Every plugin in the search folders, by name; a name found twice is the
    /// one `locate` would pick. Lists files only: nothing is run.
    public func discover() -> [DiscoveredPlugin] {
        var found: [String: DiscoveredPlugin] = [:]
        var order: [String] = []
        for (folder, origin) in folders {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in contents.sorted() where file.hasPrefix(Self.executablePrefix) {
                let name = String(file.dropFirst(Self.executablePrefix.count))
                guard Self.isValidName(name), found[name] == nil else { continue }
                let path = URL(fileURLWithPath: folder).appendingPathComponent(file).standardizedFileURL.path
                guard Self.inspect(path) == .executable else { continue }
                found[name] = DiscoveredPlugin(name: name, path: path, origin: origin)
                order.append(name)
            }
        }
        return order.map { found[$0]! }
    }

    private enum Inspection { case executable, notExecutable, absent }

    private static func inspect(_ path: String) -> Inspection {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .absent }
        if isDirectory.boolValue { return .absent }
        return FileManager.default.isExecutableFile(atPath: path) ? .executable : .notExecutable
    }
}
