import Foundation

/// How one kind of golden is compared and written: a PNG by its pixels, a
/// text by its lines. `GoldenFile` does the rest (paths, record modes,
/// failure files) the same way for every kind.
public struct GoldenStrategy: Sendable {
    /// What a mismatch reports: a sentence for the failure, and for images a
    /// picture of the difference.
    public struct Mismatch: Sendable {
        public var description: String
        /// A PNG showing the difference (expected | diff | actual), written beside the actual.
        public var diffPNG: Data?

        public init(_ description: String, diffPNG: Data? = nil) {
            self.description = description
            self.diffPNG = diffPNG
        }
    }

    /// `nil` when `actual` matches `expected` well enough to pass.
    public var compare: @Sendable (_ expected: Data, _ actual: Data) throws -> Mismatch?
    /// The bytes written to the repository when recording (a PNG re-encoded compact, a text as is).
    public var recorded: @Sendable (_ actual: Data) throws -> Data

    public init(compare: @escaping @Sendable (Data, Data) throws -> Mismatch?,
                recorded: @escaping @Sendable (Data) throws -> Data = { $0 }) {
        self.compare = compare
        self.recorded = recorded
    }
}
