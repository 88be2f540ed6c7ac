import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGINT (Ctrl-C) and SIGTERM as a request to stop a long-running command
/// cleanly: once installed, either signal is delivered to a Dispatch signal
/// source instead of ending the process, and `wait()` returns when one
/// arrives, on the thread that can then shut down in order. The state is
/// this instance's, not a static's: nothing process-wide but the signal
/// dispositions themselves, which the command owns while it runs.
final class StopSignals: @unchecked Sendable {
    // `lock` guards `received`; the semaphore wakes `wait()`.
    private let lock = NSLock()
    private var received: Int32?
    private let arrived = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    private init() {}

    /// Routes SIGINT and SIGTERM to the returned value from now on.
    static func install() -> StopSignals {
        let stops = StopSignals()
        for number in [SIGINT, SIGTERM] {
            // Ignored by the default handler, so only the source sees it.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [stops] in stops.note(number) }
            source.resume()
            stops.sources.append(source)
        }
        // A parent may have started this process with them blocked (a test
        // runner's worker thread does): unblocked here, they can arrive.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        return stops
    }

    /// Waits for SIGINT or SIGTERM; returns its number.
    func wait() -> Int32 {
        arrived.wait()
        return lock.withLock { received ?? SIGTERM }
    }

    private func note(_ number: Int32) {
        let first = lock.withLock { () -> Bool in
            guard received == nil else { return false }
            received = number
            return true
        }
        if first { arrived.signal() }
    }
}
