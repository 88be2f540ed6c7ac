#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A one-line progress bar on standard error, redrawn in place with `\r`.
/// Only on a terminal, and never in CI (`CI` set) or on a dumb terminal: a
/// log file gets the summary alone, not hundreds of redraws.
final class ProgressBar: @unchecked Sendable {
    // `lastDraw` and `start` are touched only under `lock`; workers report concurrently.
    private let lock = NSLock()
    private let total: Int
    private let label: String
    private let start = Date()
    private var lastDraw = Date.distantPast

    private init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    /// A bar, or `nil` when standard error is not an interactive terminal.
    static func make(total: Int, label: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressBar? {
        // CI set to anything but "" counts, as for `golden record`.
        guard total > 0, isatty(STDERR_FILENO) == 1, (environment["CI"] ?? "").isEmpty, environment["TERM"] != "dumb" else { return nil }
        return ProgressBar(total: total, label: label)
    }

    /// Redraws at most ten times a second, and always for the last item.
    func update(_ done: Int) {
        lock.withLock {
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            FileHandle.standardError.write(Data(("\r" + line(done: done, elapsed: now.timeIntervalSince(start)) + "\u{1B}[K").utf8))
        }
    }

    /// `update`, as a run's progress callback.
    var reporter: @Sendable (Int) -> Void {
        { [self] done in update(done) }
    }

    /// Clears the line, so the summary starts on a clean one.
    func finish() {
        lock.withLock { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    func line(done: Int, elapsed: TimeInterval) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let remaining = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : nil
        let counts = "\(done)/\(total) \(label)  \(String(format: "%.1f", rate))/s" + (remaining.map { "  ETA \($0)s" } ?? "")
        let width = max(10, min(40, Self.columns() - counts.count - 4))
        let filled = total > 0 ? width * done / total : width
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] " + counts
    }

    private static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }
}
