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
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var objects: [Any] = []

    static func keep(_ object: Any) {
        lock.withLock { objects.append(object) }
    }
}
