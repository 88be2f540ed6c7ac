/// Which shards of a sharded run a report holds.
public struct ShardCoverage: Codable, Hashable, Sendable {
    public var count: Int
    /// 1-based indices, sorted.
    public var present: [Int]
    /// Shards no result was given for. `count` comes from result files, which
    /// are checked against `Shard.maxCount` when read; the range is clamped
    /// anyway, so a coverage built by hand cannot make this list huge.
    public var missing: [Int] {
        guard count >= 1 else { return [] }
        let given = Set(present)
        return (1...min(count, Shard.maxCount)).filter { !given.contains($0) }
    }
    public var isComplete: Bool { missing.isEmpty }
}
