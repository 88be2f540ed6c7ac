import Foundation

extension FontSystem {
    /// Fonts taken from Debian packages by exact path rather than kept in
    /// `fonts/`: Noto Sans CJK (Hangul, kana and Han, Regular and Bold), from
    /// `fonts-noto-cjk` (SIL Open Font License 1.1, `/usr/share/doc/fonts-noto-cjk/copyright`).
    /// Only these two files are added, never their folder, so another
    /// package's fonts (`fonts-noto-cjk-extra` adds more weights beside them)
    /// cannot change the output. `scripts/install-deps.sh` installs the package.
    public static let systemFontFiles: [(path: String, package: String)] = [
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "fonts-noto-cjk"),
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", "fonts-noto-cjk"),
    ]

    /// A folder of symbolic links to exactly `systemFontFiles`, inside the
    /// font cache directory. fontconfig caches what it scanned per folder,
    /// so linking the files into a folder of their own makes the 20 faces of
    /// the two collections cost a cache read (well under a millisecond)
    /// instead of a scan (about 0.6 s) every time a font system is built.
    static func systemFontLinks(in cacheDirectory: URL) throws -> URL {
        let files = FileManager.default
        for font in systemFontFiles where !files.fileExists(atPath: font.path) {
            throw FontSystemError.missingSystemFont(path: font.path, package: font.package)
        }
        let folder = cacheDirectory.appendingPathComponent("system-fonts", isDirectory: true)
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        for font in systemFontFiles {
            let link = folder.appendingPathComponent((font.path as NSString).lastPathComponent)
            if (try? files.destinationOfSymbolicLink(atPath: link.path)) == font.path { continue }
            // Another process may be making the same link: build it aside, then rename it into place.
            let temporary = folder.appendingPathComponent(".\(link.lastPathComponent).\(getpid()).\(UUID().uuidString)")
            do {
                try files.createSymbolicLink(atPath: temporary.path, withDestinationPath: font.path)
                guard rename(temporary.path, link.path) == 0 else {
                    try? files.removeItem(at: temporary)
                    throw FontSystemError.setupFailed("cannot link \(font.path) into \(folder.path)")
                }
            } catch let error as FontSystemError {
                throw error
            } catch {
                throw FontSystemError.setupFailed("cannot link \(font.path) into \(folder.path): \(error.localizedDescription)")
            }
        }
        return folder
    }
}
