/// Which images a comparison draws besides its counts. Drawing touches every
/// pixel, so a check that only needs a verdict asks for none.
public struct DiffOutputs: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The expected image faded to grey, differing pixels red, anti-aliased ones yellow.
    public static let diffImage = DiffOutputs(rawValue: 1)
    /// Expected, diff and actual side by side (implies drawing the diff image).
    public static let panel = DiffOutputs(rawValue: 2)
}
