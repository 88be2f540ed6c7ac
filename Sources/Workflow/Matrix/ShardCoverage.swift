/// Which shards of a sharded run a report holds.
public struct ShardCoverage: Codable, Hashable, Sendable {
    public var count: Int
    /// 1-based indices, sorted.
    public var present: [Int]
    /// Shards no result was given for.
    public var missing: [Int] { (1...count).filter { !present.contains($0) } }
    public var isComplete: Bool { missing.isEmpty }
}
