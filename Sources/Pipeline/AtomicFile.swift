#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LogText

/// Writes files so a reader never sees half of one: the bytes go to a
/// temporary file in the same folder, which is then renamed over the target.
public enum AtomicFile {
    public enum WriteError: Error, CustomStringConvertible {
        case cannotWrite(path: String, reason: String)
        /// The run's output budget has no room for the files: nothing of them was written.
        case overBudget(path: String, OutputBudget.Exceeded)

        /// One line: the path may be made of input (a path read back from a result file).
        public var description: String {
            switch self {
            case .cannotWrite(let path, let reason): "cannot write \(path.logSafe): \(reason.logSafe)"
            case .overBudget(_, let exceeded): exceeded.description
            }
        }

        /// The budget refusal, when this is one.
        public var budgetExceeded: OutputBudget.Exceeded? {
            if case .overBudget(_, let exceeded) = self { return exceeded }
            return nil
        }
    }

    public static func write(_ data: Data, to url: URL, budget: OutputBudget? = nil) throws(WriteError) {
        try writeAll([(data, url)], budget: budget)
    }

    /// Writes several files as one step: every temporary file is written
    /// first, and only when all of them are complete are they renamed over
    /// their targets. A failure while writing (full disk, unwritable folder)
    /// leaves every target as it was and removes the temporary files.
    /// With a `budget`, the set's bytes are charged before anything is
    /// written; a set the budget has no room for is not written at all.
    public static func writeAll(_ files: [(Data, URL)], budget: OutputBudget? = nil) throws(WriteError) {
        if let budget, let first = files.first {
            do {
                try budget.charge(files.reduce(0) { $0 + $1.0.count })
            } catch {
                throw .overBudget(path: first.1.path, error)
            }
        }
        var staged: [(temporary: URL, target: URL)] = []
        func discardStaged() {
            for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        }
        for (data, url) in files {
            do {
                staged.append((try stage(data, for: url), url))
            } catch {
                discardStaged()
                throw error
            }
        }
        for (index, file) in staged.enumerated() where rename(file.temporary.path, file.target.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? FileManager.default.removeItem(at: rest.temporary) }
            throw .cannotWrite(path: file.target.path, reason: reason)
        }
    }

    /// Writes `data` to a new temporary file beside `url` (same folder: a
    /// rename is atomic only within one file system) and returns it. The
    /// file is created exclusively and written to the last byte, or removed.
    private static func stage(_ data: Data, for url: URL) throws(WriteError) -> URL {
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .cannotWrite(path: url.path, reason: "the folder \(directory.path) does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: lastError()) }
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
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if let failure {
            unlink(temporary.path)
            throw .cannotWrite(path: url.path, reason: failure)
        }
        return temporary
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
