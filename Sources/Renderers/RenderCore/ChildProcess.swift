#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProcessSandbox
import Foundation

/// Runs one program with bytes on its standard input and collects its
/// standard output and error, within a deadline that covers the program and
/// every process it starts.
///
/// The program runs below an init of its own (`ProcessTree`): PID 1 of a new
/// PID namespace where the kernel allows one, else a child subreaper. So when
/// the program exits, or the deadline passes, nothing it started survives it,
/// `setsid` or not, and a grandchild that kept its standard output cannot
/// hold the run.
///
/// All pipes are served by one `poll` loop on the calling thread, so no pipe
/// can fill up while we wait on another (the classic deadlock: the child
/// blocks writing a full stdout pipe while we block writing its stdin).
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

    /// How long pipes are still read once the program has exited: enough for
    /// what it wrote just before exiting, not for a grandchild that keeps its
    /// standard output open (its init kills that one at once, but whatever
    /// happens, the run does not wait for it longer than this).
    static let drainAfterExit: UInt64 = 200_000_000

    var executable: URL
    var arguments: [String] = []
    /// The child's whole environment; `nil` passes this process's on (never for a plugin: see `PluginEnvironment`).
    var environment: [String: String]?
    var timeout: Double
    var maxOutputBytes = 512 << 20
    var stderrTailBytes = 2048
    /// How the program's process tree is held; tests choose the fallback.
    var containment = ProcessTree.Containment.pidNamespace

    func run(input: Data) throws(ChildProcessError) -> Outcome {
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

        let pipes = try Self.makePipes(count: 4)
        let (stdin, stdout, stderr, status) = (pipes[0], pipes[1], pipes[2], pipes[3])
        let tree: ProcessTree
        do {
            tree = try ProcessTree(executable: executable.path, arguments: arguments,
                                   environment: environment ?? ProcessInfo.processInfo.environment,
                                   stdio: (stdin.read, stdout.write, stderr.write), statusFD: status.write, containment: containment)
        } catch {
            for pipe in pipes { close(pipe.read); close(pipe.write) }
            // execve's own failure reads as the system's words alone, as a shell would say it.
            throw .cannotStart(reason: error.reason)
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
        // Our copies of the child's ends must go, or we would never see end-of-file.
        for fd in [stdin.read, stdout.write, stderr.write, status.write] { close(fd) }

        let io = ChildStreams(input: input, stdin: stdin.write, stdout: stdout.read, stderr: stderr.read, status: status.read,
                              maxOutputBytes: maxOutputBytes, stderrTailBytes: stderrTailBytes)
        defer { io.releaseBudget() }
        var timedOut = false
        var drainUntil: UInt64?
        while io.isOpen && !io.outputTooLarge {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { timedOut = true; break }
            // The program has exited (its init said so, or is gone itself):
            // what is written within the drain is the output.
            if drainUntil == nil, io.programStatus != nil || tree.hasExited { drainUntil = now + Self.drainAfterExit }
            if let drainUntil, now >= drainUntil { break }
            io.pump(timeoutMilliseconds: Int32(min(drainUntil == nil ? 1000 : 50, (deadline - now) / 1_000_000 + 1)))
        }
        io.closeStandardStreams()

        // Output is complete, but the program may still be running (it closed
        // its pipes): it gets the rest of the deadline. Once it has exited, its
        // init ends what it left within milliseconds; it gets one more drain
        // for that, not the deadline. Past either, or over the output limit,
        // the whole tree is killed.
        var finished = tree.hasExited
        if !finished && !timedOut && !io.outputTooLarge {
            finished = Self.waitForExit(of: tree, reading: io, until: deadline)
            // A program that exited in time is not timed out because its init
            // had not ended what it left; that is killed all the same.
            if !finished && io.programStatus == nil { timedOut = true }
        }
        if !finished { tree.killAll() }
        let initStatus = tree.reap()
        io.readRemainingStatus()
        // The init's own status stands in when it was killed before the program ended.
        let waitStatus = io.programStatus ?? initStatus
        let signal = waitStatus & 0x7f
        let signaled = signal != 0 && signal != 0x7f
        return Outcome(status: signaled ? signal : (waitStatus >> 8) & 0xff, signaled: signaled,
                       stdout: io.stdoutData, stderrTail: io.stderrData, timedOut: timedOut, outputTooLarge: io.outputTooLarge)
    }

    /// True once the init has exited before `deadline`, or within a drain of
    /// the program's exit; meanwhile the program's status is read as it comes.
    private static func waitForExit(of tree: ProcessTree, reading io: ChildStreams, until deadline: UInt64) -> Bool {
        var cleanUpUntil: UInt64?
        while !tree.hasExited {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            if cleanUpUntil == nil, io.programStatus != nil { cleanUpUntil = now + drainAfterExit }
            if let cleanUpUntil, now >= cleanUpUntil { return false }
            // The status pipe wakes the poll when the init writes or exits;
            // once it is closed, a short sleep between looks.
            io.pump(timeoutMilliseconds: Int32(min(io.programStatus == nil ? 50 : 5, (deadline - now) / 1_000_000 + 1)))
        }
        return true
    }

    /// `count` close-on-exec pipes, or none.
    private static func makePipes(count: Int) throws(ChildProcessError) -> [(read: Int32, write: Int32)] {
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<count {
            guard let pipe = ProcessTree.pipe() else {
                let reason = String(cString: strerror(errno))
                for pipe in pipes { close(pipe.read); close(pipe.write) }
                throw .noPipe(reason: reason)
            }
            pipes.append(pipe)
        }
        return pipes
    }

    private static func discardPendingSIGPIPE(_ set: inout sigset_t) {
        var pending = sigset_t()
        sigpending(&pending)
        guard sigismember(&pending, SIGPIPE) == 1 else { return }
        var zero = timespec(tv_sec: 0, tv_nsec: 0)
        _ = sigtimedwait(&set, nil, &zero)
    }
}
