import Foundation

/// Objects a command hands over to live until the process exits, instead of
/// being freed when the command returns.
///
/// A run's sessions hold Pango's and fontconfig's caches and the decoded
/// artwork: tens of thousands of small allocations. Freeing them one by one
/// took the main thread 25 to 30 ms after a 96-variant matrix had finished,
/// time in which nothing else runs, and the process ends right after: its
/// memory goes back to the system at once when it exits (compilers skip
/// their last frees for the same reason). Files are closed and written before
/// a command returns, so nothing kept here holds output that still has to be
/// flushed.
///
/// One instance per invocation, made by `main.swift` and handed to the
/// command; `main.swift` ends the process while it still holds it
/// (`exit(_:keepingAlive:)`), so nothing kept is ever freed.
final class KeptUntilExit: @unchecked Sendable {
    // `lock` guards `objects`: a command may hand objects over from any thread.
    private let lock = NSLock()
    private var objects: [Any] = []

    func keep(_ object: Any) {
        lock.withLock { objects.append(object) }
    }

    /// Ends the process with `status` while `kept`, and so everything handed
    /// to it, is still referenced: the exit, not a release, reclaims them.
    ///
    /// Standard output and error are flushed, then the process ends at once
    /// (`_exit`), without the C library's exit handlers: what the linked
    /// libraries register there (Pango's, fontconfig's, ICU's, the C++
    /// runtime's destructors) only frees memory the exit gives back anyway,
    /// some 2 ms of a 40 ms render. Every file is written and closed before
    /// a command returns, and the CLI registers no handler of its own.
    static func exit(_ status: Int32, keepingAlive kept: KeptUntilExit) -> Never {
        withExtendedLifetime(kept) {
            fflush(nil)
            _exit(status)
        }
    }
}
