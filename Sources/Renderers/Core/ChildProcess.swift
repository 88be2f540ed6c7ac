#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs one program with bytes on its standard input and collects its
/// standard output and error, within a deadline.
///
/// All three pipes are served by one `poll` loop on the calling thread, so
/// no pipe can fill up while we wait on another (the classic deadlock: the
/// child blocks writing a full stdout pipe while we block writing its stdin).
/// stdin is closed as soon as it is written, so the child sees end-of-file.
struct ChildProcess {
    struct Outcome {
        /// Exit status, or the signal number when `signaled`.
        var status: Int32
        var signaled: Bool
        var stdout: Data
        /// The last `stderrTailBytes` of standard error.
        var stderrTail: Data
        var timedOut: Bool
        /// Standard output passed `maxOutputBytes`, or the output of all
        /// plugins running at once passed `PluginOutputBudget`; the child was killed.
        var outputTooLarge: Bool
    }

    /// How long pipes are still read once the child has exited: enough for
    /// what it wrote just before exiting, not for a grandchild that keeps
    /// its standard output open.
    static let drainAfterExit: UInt64 = 200_000_000

    var executable: URL
    var arguments: [String] = []
    /// The child's whole environment; `nil` passes this process's on (never for a plugin: see `PluginEnvironment`).
    var environment: [String: String]?
    var timeout: Double
    var maxOutputBytes = 512 << 20
    var stderrTailBytes = 2048

    /// - Throws: whatever `Process.run()` throws when the program cannot start.
    func run(input: Data) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }

        // A child that exits without reading its input turns our next write
        // into SIGPIPE, which would kill this process. Block it on this thread
        // (it is thread-directed) and take EPIPE as "the child is done reading".
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            Self.discardPendingSIGPIPE(&blocked)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }

        try process.run()
        // Foundation starts the child as the leader of a new process group, so
        // a timeout can end the plugin together with anything it started. Noted
        // now, while the child surely exists; without it only the child is killed.
        let group = getpgid(process.processIdentifier) == process.processIdentifier ? process.processIdentifier : nil
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        // Our copies of the child's ends must go, or we would never see end-of-file.
        try? stdin.fileHandleForReading.close()
        try? stdout.fileHandleForWriting.close()
        try? stderr.fileHandleForWriting.close()

        var io = Streams(input: input, stdin: stdin.fileHandleForWriting, stdout: stdout.fileHandleForReading,
                         stderr: stderr.fileHandleForReading, maxOutputBytes: maxOutputBytes, stderrTailBytes: stderrTailBytes)
        defer { io.releaseBudget() }
        var timedOut = false
        var drainUntil: UInt64?
        while io.isOpen && !io.outputTooLarge {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { timedOut = true; break }
            // The child has exited: a grandchild that inherited its pipes must
            // not hold the run until the deadline. What is written by then is the output.
            if drainUntil == nil, Self.hasExited(process.processIdentifier) { drainUntil = now + Self.drainAfterExit }
            if let drainUntil, now >= drainUntil { break }
            io.pump(timeoutMilliseconds: Int32(min(drainUntil == nil ? 1000 : 50, (deadline - now) / 1_000_000 + 1)))
        }
        io.closeAll()
        // Whatever the plugin left running (its process group) ends with it.
        if drainUntil != nil, let group { Self.terminateGroup(group) }

        // Output is complete, but the child may still be running (it closed
        // its pipes, or handed them to a grandchild): it gets the rest of the deadline.
        // Foundation learns of the exit only once the kill above closed the
        // pipes a grandchild held, so its handler is still what is waited for.
        var hasExited = false
        if drainUntil != nil {
            exited.wait()
            hasExited = true
        }
        if !hasExited && !timedOut && !io.outputTooLarge {
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = DispatchTime.now() + .nanoseconds(Int(deadline > now ? deadline - now : 0))
            hasExited = exited.wait(timeout: remaining) == .success
            timedOut = !hasExited
        }
        if !hasExited {
            if timedOut || io.outputTooLarge { Self.terminate(process, group: group) }
            exited.wait()
        }
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                       stdout: io.stdoutData, stderrTail: io.stderrData, timedOut: timedOut, outputTooLarge: io.outputTooLarge)
    }

    /// Kills the child's process group (a group id is not reused while any
    /// member lives, so this cannot hit a stranger), or the child alone.
    private static func terminate(_ process: Process, group: pid_t?) {
        if let group, group != getpgrp() {
            _ = kill(-group, SIGKILL)
        } else if process.isRunning {
            _ = kill(process.processIdentifier, SIGKILL)
        }
    }

    /// True once the child has exited, without reaping it (Foundation does that).
    private static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
    }

    /// Kills what is left of an exited child's process group.
    private static func terminateGroup(_ group: pid_t) {
        if group != getpgrp() { _ = kill(-group, SIGKILL) }
    }

    private static func discardPendingSIGPIPE(_ set: inout sigset_t) {
        var pending = sigset_t()
        sigpending(&pending)
        guard sigismember(&pending, SIGPIPE) == 1 else { return }
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&set, nil, &zero)
    }
}

/// The three pipe ends of a running child, served by `poll`. The file
/// handles own the descriptors; closing goes through them, so nothing is
/// closed twice.
private struct Streams {
    private let input: Data
    private var written = 0
    private var stdin: FileHandle?
    private var stdout: FileHandle?
    private var stderr: FileHandle?
    private(set) var stdoutData = Data()
    private(set) var stderrData = Data()
    private let maxOutputBytes: Int
    private let stderrTailBytes: Int
    private(set) var outputTooLarge = false
    /// Bytes of `PluginOutputBudget` this run holds.
    private var reserved = 0

    init(input: Data, stdin: FileHandle, stdout: FileHandle, stderr: FileHandle, maxOutputBytes: Int, stderrTailBytes: Int) {
        self.input = input
        self.stdin = stdin
        self.stdout = stdout
        self.stderr = stderr
        self.maxOutputBytes = maxOutputBytes
        self.stderrTailBytes = stderrTailBytes
        // Non-blocking, so a write never waits for a child that stopped reading.
        let fd = stdin.fileDescriptor
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        if input.isEmpty { Self.shut(&self.stdin) }
    }

    /// Output still to come.
    var isOpen: Bool { stdout != nil || stderr != nil }

    mutating func pump(timeoutMilliseconds: Int32) {
        var fds: [pollfd] = []
        for handle in [stdin, stdout, stderr].compactMap({ $0 }) {
            let events = handle === stdin ? POLLOUT : POLLIN
            fds.append(pollfd(fd: handle.fileDescriptor, events: Int16(events), revents: 0))
        }
        guard poll(&fds, nfds_t(fds.count), timeoutMilliseconds) > 0 else { return }
        for entry in fds where entry.revents != 0 {
            if entry.fd == stdin?.fileDescriptor {
                writeInput(entry.fd)
            } else if entry.fd == stdout?.fileDescriptor {
                let before = stdoutData.count
                if !Self.drain(entry.fd, into: &stdoutData, keepingTail: nil) { Self.shut(&stdout) }
                if stdoutData.count > maxOutputBytes { outputTooLarge = true }
                let added = stdoutData.count - before
                if added > 0 {
                    if PluginOutputBudget.shared.reserve(added) { reserved += added } else { outputTooLarge = true }
                }
            } else if entry.fd == stderr?.fileDescriptor {
                if !Self.drain(entry.fd, into: &stderrData, keepingTail: stderrTailBytes) { Self.shut(&stderr) }
            }
        }
    }

    private mutating func writeInput(_ fd: Int32) {
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

    private static func shut(_ handle: inout FileHandle?) {
        try? handle?.close()
        handle = nil
    }

    /// Gives this run's share of the shared budget back (the caller owns the bytes now).
    mutating func releaseBudget() {
        PluginOutputBudget.shared.release(reserved)
        reserved = 0
    }

    mutating func closeAll() {
        Self.shut(&stdin)
        Self.shut(&stdout)
        Self.shut(&stderr)
    }
}
