#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Our ends of a running child's pipes, served by `poll`: its standard input
/// (written), output and error (read), and the pipe its init reports the
/// program's wait status on (`ProcessTree`). Owns the descriptors and closes
/// each once.
final class ChildStreams {
    private let input: Data
    private var written = 0
    private var stdin: Int32?
    private var stdout: Int32?
    private var stderr: Int32?
    private var status: Int32?
    private var statusBytes: [UInt8] = []
    private(set) var stdoutData = Data()
    private(set) var stderrData = Data()
    private let maxOutputBytes: Int
    private let stderrTailBytes: Int
    private(set) var outputTooLarge = false
    /// The program's wait status, once its init has reported it: the program has exited.
    private(set) var programStatus: Int32?
    /// Bytes of `PluginOutputBudget` this run holds.
    private var reserved = 0

    init(input: Data, stdin: Int32, stdout: Int32, stderr: Int32, status: Int32, maxOutputBytes: Int, stderrTailBytes: Int) {
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
        self.maxOutputBytes = maxOutputBytes
        self.stderrTailBytes = stderrTailBytes
        // Non-blocking, so a write never waits for a child that stopped
        // reading, and a last look at the status never waits at all.
        for fd in [stdin, status] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        if input.isEmpty { Self.shut(&self.stdin) }
    }

    deinit {
        releaseBudget()
        closeAll()
    }

    /// Output still to come.
    var isOpen: Bool { stdout != nil || stderr != nil }

    /// Waits up to `timeoutMilliseconds` for any pipe to be ready and serves
    /// those that are; with every pipe closed, it only waits.
    func pump(timeoutMilliseconds: Int32) {
        var fds: [pollfd] = []
        if let stdin { fds.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
        for fd in [stdout, stderr, status].compactMap({ $0 }) { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        guard poll(&fds, nfds_t(fds.count), timeoutMilliseconds) > 0 else { return }
        for entry in fds where entry.revents != 0 {
            if entry.fd == stdin {
                writeInput(entry.fd)
            } else if entry.fd == stdout {
                let before = stdoutData.count
                if !Self.drain(entry.fd, into: &stdoutData, keepingTail: nil) { Self.shut(&stdout) }
                if stdoutData.count > maxOutputBytes { outputTooLarge = true }
                let added = stdoutData.count - before
                if added > 0 {
                    if PluginOutputBudget.shared.reserve(added) { reserved += added } else { outputTooLarge = true }
                }
            } else if entry.fd == stderr {
                if !Self.drain(entry.fd, into: &stderrData, keepingTail: stderrTailBytes) { Self.shut(&stderr) }
            } else if entry.fd == status {
                readStatus()
            }
        }
    }

    /// Whatever the init wrote and is not yet read (it has exited: no waiting).
    func readRemainingStatus() {
        while status != nil && programStatus == nil {
            let before = statusBytes.count
            readStatus()
            if statusBytes.count == before { break }
        }
    }

    private func readStatus() {
        guard let fd = status else { return }
        var buffer = [UInt8](repeating: 0, count: MemoryLayout<Int32>.size)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count - statusBytes.count) }
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { Self.shut(&status) }
        guard count > 0 else { return }
        statusBytes += buffer[0..<count]
        if statusBytes.count == MemoryLayout<Int32>.size {
            programStatus = statusBytes.withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
        }
    }

    private func writeInput(_ fd: Int32) {
        let result = input.withUnsafeBytes { raw -> Int in
            guard let base = raw.baseAddress else { return 0 }
            return write(fd, base + written, min(raw.count - written, 1 << 16))
        }
        if result > 0 {
            written += result
            if written == input.count { Self.shut(&stdin) }
        } else if result < 0 && errno != EAGAIN && errno != EINTR {
            // EPIPE: the child closed its input without reading all of it.
            // Its exit status and output decide whether that was a failure.
            Self.shut(&stdin)
        }
    }

    /// Reads what is available; false at end-of-file or on an error.
    private static func drain(_ fd: Int32, into data: inout Data, keepingTail tail: Int?) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        data.append(contentsOf: buffer[0..<count])
        if let tail, data.count > tail { data = Data(data.suffix(tail)) }
        return true
    }

    private static func shut(_ fd: inout Int32?) {
        if let open = fd { close(open) }
        fd = nil
    }

    /// Gives this run's share of the shared budget back (the caller owns the bytes now).
    func releaseBudget() {
        PluginOutputBudget.shared.release(reserved)
        reserved = 0
    }

    /// Closes the program's standard streams; the status pipe stays open.
    func closeStandardStreams() {
        Self.shut(&stdin)
        Self.shut(&stdout)
        Self.shut(&stderr)
    }

    func closeAll() {
        closeStandardStreams()
        Self.shut(&status)
    }
}
