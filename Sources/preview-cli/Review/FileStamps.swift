import Foundation

/// A cheap summary of some files' state (path, size, modification time and
/// inode of each), compared between polls to notice an edit, a new file or
/// a removed one without watching the file system.
struct FileStamps: Equatable, Sendable {
    /// Files looked at in one folder at most: goldens are repository files, and a poll must stay cheap.
    static let maxFilesPerFolder = 100_000

    private var hash: Int

    /// `files` are stamped as they are; `folders` with everything below them
    /// (links are not followed, hidden files are skipped).
    init(files: [URL], folders: [URL]) {
        var hasher = Hasher()
        for file in files { Self.stamp(file.path, into: &hasher) }
        for folder in folders {
            Self.stamp(folder.path, into: &hasher)
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { continue }
            var count = 0
            while let url = walker.nextObject() as? URL, count < Self.maxFilesPerFolder {
                Self.stamp(url.path, into: &hasher)
                count += 1
            }
        }
        hash = hasher.finalize()
    }

    private static func stamp(_ path: String, into hasher: inout Hasher) {
        hasher.combine(path)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            hasher.combine(-1)
            return
        }
        hasher.combine(info.st_size)
        hasher.combine(info.st_mtim.tv_sec)
        hasher.combine(info.st_mtim.tv_nsec)
        hasher.combine(info.st_ino)
    }
}
