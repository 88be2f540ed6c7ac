import Testing
@testable import Workflow

@Suite struct ShardTests {
    @Test func parsesIOverN() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "1/1")?.description == "1/1")
        for bad in ["0/4", "5/4", "2", "2/0", "a/b", "-1/2", "2/4/1", ""] { #expect(Shard(parsing: bad) == nil, "\(bad)") }
    }

    @Test func shardsPartitionTheListEvenlyAndStably() {
        let items = (0..<97).map { "v\($0)" }
        for count in 1...7 {
            let parts = (1...count).map { Shard(index: $0, count: count)!.select(items) }
            #expect(parts.flatMap { $0 }.sorted() == items.sorted(), "every item exactly once with \(count) shards")
            #expect((parts.map(\.count).max()! - parts.map(\.count).min()!) <= 1)
            #expect(parts == (1...count).map { Shard(index: $0, count: count)!.select(items) }, "the same split every time")
        }
    }
}
