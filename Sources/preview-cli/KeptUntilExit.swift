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
    static func exit(_ status: Int32, keepingAlive kept: KeptUntilExit) -> Never {
        withExtendedLifetime(kept) { Foundation.exit(status) }
    }
}
