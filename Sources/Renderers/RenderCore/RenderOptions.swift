/// Options for renderers, as string keys and values so that any renderer,
/// built in, registered in-process or external, can take its own without
/// this type knowing them.
///
/// Keys are namespaced by renderer: `a11y.format`, `json.base-directory`,
/// `ansi.columns`. A renderer reads its keys and ignores the rest.
public struct RenderOptions: Equatable, Sendable {
    public private(set) var values: [String: String]

    /// Set to `true` by the command line when the output is printed to a
    /// terminal (so a renderer may use colour, and fit its width).
    public static let terminalKey = "output.terminal"
    /// The terminal's width in columns, set alongside `terminalKey` when known.
    public static let terminalColumnsKey = "output.columns"
    /// The threads one output may use, a whole number from 1 (the default):
    /// set to 2 by the command line's `render`, which makes a single preview
    /// (the PNG renderer then compresses one band of a frame while it draws
    /// the next); a matrix leaves it at 1, its `-j` already spreads variants
    /// over the cores. Never changes an output's bytes.
    public static let threadsKey = "output.threads"

    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The value of `key`, which must be one of `choices`; `defaultValue` when unset.
    public func choice(_ key: String, among choices: [String], default defaultValue: String) throws(RenderError) -> String {
        guard let value = values[key] else { return defaultValue }
        guard choices.contains(value) else {
            throw .invalidOption(key: key, value: value, expected: "one of \(choices.joined(separator: ", "))")
        }
        return value
    }

    /// The value of `key` as an integer in `range`; `defaultValue` when unset.
    public func integer(_ key: String, in range: ClosedRange<Int>, default defaultValue: Int) throws(RenderError) -> Int {
        guard let value = values[key] else { return defaultValue }
        guard let number = Int(value), range.contains(number) else {
            throw .invalidOption(key: key, value: value, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
