/// A positional argument, named in help and usage by `name` (e.g. `CAMPAIGN`).
///
/// Declare positionals in order: required ones first, then optional ones, and
/// at most one variadic positional, last.
public struct Positional: Hashable, Sendable {
    /// How many values a positional takes.
    public enum Arity: Hashable, Sendable {
        /// Exactly one value; missing is an error.
        case required
        /// Zero or one value.
        case optional
        /// Zero or more values; takes everything left.
        case variadic
    }

    public let name: String
    public let arity: Arity
    public let help: String

    public init(_ name: String, arity: Arity = .required, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// How the positional appears in a usage line: `NAME`, `[NAME]`, `[NAME...]`.
    var usage: String {
        switch arity {
        case .required: name
        case .optional: "[\(name)]"
        case .variadic: "[\(name)...]"
        }
    }
}
