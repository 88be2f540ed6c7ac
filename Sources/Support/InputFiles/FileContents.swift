#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one way every input file is read: campaigns, vendor messages, values,
/// themes, configs, manifests, artwork, backgrounds, goldens and diff images.
///
/// Only regular files are read, and never more than a cap: a FIFO, a device
/// (`/dev/zero`), a socket or a folder is refused before a byte is read, and
/// so is a file over the cap. The file is opened without blocking and checked
/// through the open descriptor, so what is checked is what is read (a FIFO
/// opened the usual way would block until a writer appears, forever).
/// Symbolic links are followed; callers that confine reads to a folder check
/// the resolved path first (see `Assets`' confinement).
public enum FileContents {
    /// Why a file was not read, worded to follow "found" in a problem line.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A URL that is not a local file (`https://`): inputs are files.
        case notLocalFile
        case missing
        case directory
        /// A FIFO, device or socket: reading it could block or never end.
        case notRegularFile
        /// Larger than `limit` bytes; `size` when it is known up front.
        case tooLarge(size: Int?, limit: Int)
        /// The system's own reason, on one line (`Permission denied`).
        case unreadable(String)

        public var description: String {
            switch self {
            case .notLocalFile: "a URL that is not a local file"
            case .missing: "no such file"
            case .directory: "a directory"
            case .notRegularFile: "not a regular file (a FIFO, device or socket)"
            case .tooLarge(let size, let limit):
                "a file larger than the \(Self.amount(limit)) limit" + (size.map { " (\($0) bytes)" } ?? "")
            case .unreadable(let reason): "an unreadable file (\(reason))"
            }
        }

        /// `16 MiB`, or bytes when the limit is not a whole number of MiB.
        static func amount(_ bytes: Int) -> String {
            bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
        }
    }

    /// Reads the whole of a regular file of at most `limit` bytes.
    public static func read(path: String, limit: Int) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .missing
            case EISDIR: throw .directory
            default: throw .unreadable(String(cString: strerror(errno)))
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .directory
        default: throw .notRegularFile
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // The file may grow while it is read: read one byte past the limit to notice.
        let capacity = limit == .max ? limit : limit + 1
        var data = Data(count: min(capacity, max(size, 0) + 1))
        var total = 0
        while total < capacity {
            if total == data.count { data.count = min(capacity, data.count * 2) }
            let count = data.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + total, raw.count - total)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { break }
            total += count
        }
        guard total <= limit else { throw .tooLarge(size: nil, limit: limit) }
        data.count = total
        return data
    }

    /// Reads standard input (`-` on the command line) to its end, at most
    /// `limit` bytes: a pipe or a file, never more than the cap.
    public static func readStandardInput(limit: Int) throws(Failure) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(0, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw .tooLarge(size: nil, limit: limit) }
        }
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
