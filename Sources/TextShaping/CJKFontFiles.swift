import InputFiles
import Foundation

/// Where the Noto Sans CJK fonts are found: Debian's `fonts-noto-cjk`
/// (SIL Open Font License 1.1, `/usr/share/doc/fonts-noto-cjk/copyright`),
/// read by exact path rather than kept in `fonts/` (docs/layout.md, "Fonts for
/// Chinese, Japanese and Korean", says why).
///
/// Only the two collections below are added, never their folder, so another
/// package's fonts (`fonts-noto-cjk-extra` puts more weights beside them)
/// cannot change the output. They are looked up only when text needs them
/// (`CJKText`): a preview without Chinese, Japanese or Korean text draws
/// with the bundled fonts alone, on a machine without the package too.
public struct CJKFontFiles: Hashable, Sendable {
    /// The Debian package that installs the fonts.
    public static let package = "fonts-noto-cjk"
    /// Where `fonts-noto-cjk` installs them.
    public static let defaultDirectory = "/usr/share/fonts/opentype/noto"
    /// The files read, Regular and Bold (semibold text uses Bold, docs/layout.md).
    public static let fileNames = ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"]
    /// Names another folder to find `fileNames` in, for tests (a folder
    /// without them stands for a machine without the package) and for
    /// packaging on a system that installs the fonts elsewhere. Read from
    /// the process's environment only, never from `preview.json`: the fonts
    /// are a property of the machine, not of a project.
    public static let environmentVariable = "MESSAGEPREVIEW_CJK_FONTS"

    /// The folder the files are looked for in.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// The folder `MESSAGEPREVIEW_CJK_FONTS` names when set and not empty,
    /// else Debian's.
    public static func located(environment: [String: String] = ProcessInfo.processInfo.environment) -> CJKFontFiles {
        let path = environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultDirectory
        return CJKFontFiles(directory: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The full paths of the files, in `fileNames` order.
    public var paths: [String] {
        Self.fileNames.map { directory.appendingPathComponent($0).path }
    }

    /// The files that are not there (or are not regular files).
    public var missing: [String] {
        paths.filter { path in
            var isDirectory: ObjCBool = false
            return !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) || isDirectory.boolValue
        }
    }

    /// A folder of symbolic links to exactly `paths`, inside the font cache
    /// directory. fontconfig caches what it scanned per folder, so linking the
    /// files into a folder of their own makes the 20 faces of the two
    /// collections cost a cache read (well under a millisecond) instead of a
    /// scan (about 0.6 s) every time they are loaded. Each source folder has
    /// its own link folder, so runs that look in different places (a test's
    /// empty folder, a packager's) never relink each other's.
    func linkFolder(in cacheDirectory: URL) throws(FontSystemError) -> URL {
        let files = FileManager.default
        let name = directory.path == Self.defaultDirectory ? "system-fonts" : "system-fonts-\(StableName.of(directory.path))"
        let folder = cacheDirectory.appendingPathComponent(name, isDirectory: true)
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in paths {
            let link = folder.appendingPathComponent((path as NSString).lastPathComponent)
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) == path { continue }
            // Another process may be making the same link, or scanning the folder
            // with fontconfig: build it aside, outside the folder (a half-made entry
            // there would be scanned as a font), then rename it into place.
            let temporary = cacheDirectory.appendingPathComponent(".\(link.lastPathComponent).\(getpid()).\(UUID().uuidString)")
            do {
                try files.createSymbolicLink(atPath: temporary.path, withDestinationPath: path)
            } catch {
                throw .setupFailed("cannot link \(path) into \(folder.path): \(error.localizedDescription)")
            }
            guard rename(temporary.path, link.path) == 0 else {
                try? files.removeItem(at: temporary)
                throw .setupFailed("cannot link \(path) into \(folder.path)")
            }
        }
        return folder
    }

}
