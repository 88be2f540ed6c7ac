/// One of `count` parts of a variant list, for CI jobs that each render a
/// part: `--shard 2/4`. Parts are dealt round-robin over the list sorted by
/// name, so every job computes the same split from the same commit, and the
/// parts differ in size by at most one variant.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 1-based: `1...count`.
    public let index: Int
    public let count: Int

    /// The most parts a run may be split into: far more CI jobs than anyone
    /// runs, and small enough that listing the missing shards of a merge is
    /// cheap (a result file names its count, and result files are untrusted).
    public static let maxCount = 1_000

    /// `nil` unless `1 <= index <= count <= maxCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// Decoded through the same checks as `init(index:count:)`: a decoded
    /// shard is as valid as a parsed one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Int.self, forKey: .index), count = try container.decode(Int.self, forKey: .count)
        guard let shard = Shard(index: index, count: count) else {
            throw DecodingError.dataCorruptedError(forKey: .count, in: container,
                                                   debugDescription: "expected 1 <= index <= count <= \(Self.maxCount), found \(index)/\(count)")
        }
        self = shard
    }

    /// `I/N`, e.g. `2/4`.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The items of this part, in their order.
    public func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
