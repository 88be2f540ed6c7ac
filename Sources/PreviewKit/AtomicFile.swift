import Foundation

/// Writes files so a reader never sees half of one: the bytes go to a
/// temporary file in the same folder, which is then renamed over the target.
public enum AtomicFile {
    public enum WriteError: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public static func write(_ data: Data, to url: URL) throws(WriteError) {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .cannotWrite(path: url.path, reason: "the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw .cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: url.path, reason: reason)
        }
    }

    /// Creates `directory` (and its parents) when missing.
    public static func ensureDirectory(_ directory: URL) throws(WriteError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: directory.path, reason: "cannot create the folder")
        }
    }
}
