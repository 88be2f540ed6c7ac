#if canImport(Glibc)
import Glibc
#endif

/// SIGINT (Ctrl-C) and SIGTERM as a request to stop a long-running command
/// cleanly: once `install()` has run, either signal only writes a byte to a
/// pipe (the one thing a handler may safely do), and `wait()` returns when
/// one arrives, on the thread that can then shut down in order. Call both
/// on the same thread, the one that shuts down.
enum StopSignals {
    /// The pipe's ends: plain integers, set before the handlers are installed,
    /// so the handler reads one without allocating or locking.
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    static func install() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
        let handler: @convention(c) (Int32) -> Void = { received in
            var byte = UInt8(truncatingIfNeeded: received)
            _ = write(StopSignals.writeEnd, &byte, 1)
        }
        signal(SIGINT, handler)
        signal(SIGTERM, handler)
        // A parent may have started this process with them blocked (a test
        // runner's worker thread does): unblocked here, they reach this thread.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Waits for SIGINT or SIGTERM; returns its number.
    static func wait() -> Int32 {
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count == 1 { return Int32(byte) }
            if count < 0, errno == EINTR { continue }
            return SIGTERM
        }
    }
}
