/// How many truly differing pixels a comparison tolerates before it fails.
/// Anti-aliased and ignored pixels never count against it.
public enum DiffBudget: Hashable, Sendable, CustomStringConvertible {
    /// At most this many differing pixels; `.pixels(0)` (the default) fails on one.
    case pixels(Int)
    /// At most this fraction (0...1) of the compared pixels may differ.
    case ratio(Double)

    public static let zero = DiffBudget.pixels(0)

    /// Whether `differing` pixels out of `compared` fit the budget.
    public func allows(differing: Int, compared: Int) -> Bool {
        switch self {
        case .pixels(let limit):
            return differing <= limit
        case .ratio(let limit):
            return differing == 0 || (compared > 0 && Double(differing) / Double(compared) <= limit)
        }
    }

    /// `0`, `250` pixels, or a percentage such as `0.1%`.
    public var description: String {
        switch self {
        case .pixels(let limit): "\(limit)"
        case .ratio(let limit): Percent.format(limit)
        }
    }
}
