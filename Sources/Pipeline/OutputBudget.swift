import Foundation

/// The most bytes one run may write (previews, goldens, artifacts, contact
/// sheets, reports): a campaign's matrix, a pull request's config or a
/// result file decides how much a run writes, so the disk a CI job shares
/// is protected by a cap that only the command line sets
/// (`--max-output-bytes`).
///
/// Every write of the run is charged before its first byte goes to disk
/// (`AtomicFile.writeAll(_:budget:)`): a write that would pass the limit is
/// refused whole, so the files already written are complete and none is
/// half-written. From then on the budget counts as exceeded and refuses
/// every later write, and the runner stops taking variants, so a run stops
/// at the first refusal rather than trickling on with small files.
public final class OutputBudget: @unchecked Sendable {
    /// 2 GiB: several times what a 5,000-variant matrix of PNGs writes.
    public static let defaultLimit = 2 << 30

    /// Why a write was refused: the limit, and what had been written.
    public struct Exceeded: Error, Equatable, Sendable, CustomStringConvertible {
        public var limit: Int
        /// Bytes written before the refused write.
        public var written: Int

        public init(limit: Int, written: Int) {
            self.limit = limit
            self.written = written
        }

        public var description: String {
            "the run stopped at its output budget of \(OutputBudget.describe(limit)) (\(OutputBudget.describe(written)) written, "
                + "every file whole; the rest not written): raise it with --max-output-bytes BYTES, or narrow the matrix"
        }
    }

    public let limit: Int
    // Both read and written under `lock` only.
    private let lock = NSLock()
    private var used = 0
    private var refused = false

    /// - Parameter limit: bytes, at least 0.
    public init(limit: Int = OutputBudget.defaultLimit) {
        self.limit = max(0, limit)
    }

    /// Takes `bytes` from the budget, or refuses them (and every later
    /// charge) when they would pass the limit.
    public func charge(_ bytes: Int) throws(Exceeded) {
        let outcome: Exceeded? = lock.withLock {
            guard !refused, bytes <= limit - used else {
                refused = true
                return Exceeded(limit: limit, written: used)
            }
            used += bytes
            return nil
        }
        if let outcome { throw outcome }
    }

    /// Bytes charged so far.
    public var written: Int { lock.withLock { used } }

    /// A write was refused: the run must stop.
    public var isExceeded: Bool { lock.withLock { refused } }

    /// What was refused, once a write was.
    public var exceeded: Exceeded? {
        lock.withLock { refused ? Exceeded(limit: limit, written: used) : nil }
    }

    /// `2 GiB`, `1.5 MiB`, `1500 bytes`: a size as the docs and messages write it.
    public static func describe(_ bytes: Int) -> String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")] where bytes >= 1 << shift {
            let tenths = Int((Double(bytes) / Double(1 << shift) * 10).rounded())
            return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return "\(bytes) bytes"
    }
}
