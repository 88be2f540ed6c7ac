import Foundation
import LogText

/// Asks the review session once a second whether campaigns or goldens were
/// edited on disk, on a thread of its own, until stopped.
final class EditWatcher: @unchecked Sendable {
    static let interval = 1.0

    private let session: ReviewSession
    private let console: Console
    private let stopped = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(session: ReviewSession, console: Console) {
        self.session = session
        self.console = console
    }

    func start() {
        let thread = Thread { [self] in
            while stopped.wait(timeout: .now() + Self.interval) == .timedOut {
                if let line = session.lookForEdits() { console.out("golden review: \(line.logSafe)\n") }
            }
            finished.signal()
        }
        thread.name = "review-watcher"
        thread.start()
    }

    /// Returns once a look in progress has ended.
    func stop() {
        stopped.signal()
        finished.wait()
    }
}
