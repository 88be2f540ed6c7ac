/// The result of parsing one command's arguments. Look values up with the same
/// ``Option`` and ``Positional`` values the command declared.
public struct ParsedArguments: Equatable, Sendable {
    var flags: Set<String> = []
    var optionValues: [String: [String]] = [:]
    var positionalValues: [String: [String]] = [:]

    public init() {}

    /// Whether a flag was given.
    public func isSet(_ flag: Option) -> Bool {
        flags.contains(flag.name)
    }

    /// The value of a single-value option: the last one given, else its default.
    public func value(_ option: Option) -> String? {
        optionValues[option.name]?.last ?? option.defaultValue
    }

    /// Whether the user gave the option (as opposed to getting its default).
    public func wasGiven(_ option: Option) -> Bool {
        flags.contains(option.name) || optionValues[option.name] != nil
    }

    /// Every value of a repeatable option, in command-line order.
    public func values(_ option: Option) -> [String] {
        optionValues[option.name] ?? []
    }

    /// The value of a required or optional positional.
    public func value(_ positional: Positional) -> String? {
        positionalValues[positional.name]?.first
    }

    /// Every value of a variadic positional (or the one value of another kind).
    public func values(_ positional: Positional) -> [String] {
        positionalValues[positional.name] ?? []
    }
}
