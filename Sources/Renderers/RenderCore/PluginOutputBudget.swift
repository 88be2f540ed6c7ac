import Foundation

/// The most standard output all external plugins running at once may hold:
/// each run is capped (`ExternalRenderer.maxOutputBytes`), and with `-j N`
/// workers this shared budget keeps the total bounded whatever N is. A run
/// whose output would pass it is stopped like one over its own cap.
final class PluginOutputBudget: @unchecked Sendable {
    /// 1 GiB across every plugin run of the process.
    static let totalBytes = 1 << 30
    static let shared = PluginOutputBudget(limit: totalBytes)

    private let lock = NSLock()
    private let limit: Int
    private var used = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Takes `bytes` from the budget; false (and nothing taken) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        lock.withLock {
            guard used + bytes <= limit else { return false }
            used += bytes
            return true
        }
    }

    func release(_ bytes: Int) {
        lock.withLock { used = max(0, used - bytes) }
    }
}
