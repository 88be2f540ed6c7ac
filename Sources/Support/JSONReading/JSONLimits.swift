/// How much JSON one parse may build: how deep arrays and objects nest and
/// how many values (arrays, objects, strings, numbers, literals) there are
/// in all. The parser stops at the first value over a limit, so a hostile
/// file costs at most the memory of that many values, whatever its size.
///
/// Campaigns and configs use `standard` (their files' own caps bound them);
/// a format with a fixed shape, such as `golden check`'s result files, asks
/// for far less.
public struct JSONLimits: Hashable, Sendable {
    /// Arrays and objects nested inside one another; the walkers after the
    /// parser recurse per level, so this also bounds their stack.
    public var maximumDepth: Int
    /// Values in the whole document.
    public var maximumValues: Int

    public init(maximumDepth: Int, maximumValues: Int) {
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// Far deeper than any campaign needs, far shallower than the stack allows.
    public static let standard = JSONLimits(maximumDepth: 256, maximumValues: .max)
}
