#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader (a CI report, an image viewer) never sees
/// half of one: the bytes go to a hidden temporary file in the same folder,
/// which is renamed over the target. Same folder, because rename is atomic
/// only within one file system.
public enum AtomicFileWriter {
    /// Writes `data` to `path`, replacing any file there. The folder must exist.
    public static func write(_ data: Data, to path: String) throws(ImageDiffError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temporary = folder + "/.\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: lastError()) }
        var failure: String?
        data.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                written += count
            }
        }
        if close(descriptor) != 0 && failure == nil { failure = lastError() }
        if failure == nil && rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
