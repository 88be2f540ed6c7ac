import Foundation

/// The shared state of one run: the next variant to take (in the run's
/// start order), the outcomes in variant order, and the first worker failure.
final class WorkQueue<Outcome: Sendable>: @unchecked Sendable {
    // Every field is read and written under `lock`.
    private let lock = NSLock()
    private var nextIndex = 0
    private var done = 0
    private var outcomes: [Outcome?]
    private var failure: RunnerError?
    /// The indices in the order they are handed out.
    private let order: [Int]

    /// - Parameter order: each index below `count` once, in the order to hand them out; `nil` for 0, 1, 2…
    init(count: Int, order: [Int]? = nil) {
        outcomes = Array(repeating: nil, count: count)
        if let order {
            precondition(order.count == count && Set(order) == Set(0..<count), "the start order must hold each index once")
        }
        self.order = order ?? Array(0..<count)
    }

    /// The next index to render, or `nil` when all are taken or a worker failed.
    func next() -> Int? {
        lock.withLock {
            guard failure == nil, nextIndex < outcomes.count else { return nil }
            defer { nextIndex += 1 }
            return order[nextIndex]
        }
    }

    /// Stores an outcome; returns how many are done.
    func store(_ outcome: Outcome, at index: Int) -> Int {
        lock.withLock {
            outcomes[index] = outcome
            done += 1
            return done
        }
    }

    func fail(_ error: RunnerError) {
        lock.withLock { if failure == nil { failure = error } }
    }

    func results() throws(RunnerError) -> [Outcome] {
        let (failure, outcomes) = lock.withLock { (self.failure, self.outcomes) }
        if let failure { throw failure }
        return outcomes.map { $0! }
    }
}
