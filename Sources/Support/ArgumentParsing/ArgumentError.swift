/// A command line that does not match the command's declaration. Each case
/// describes itself in one line a user can act on.
public enum ArgumentError: Error, Equatable, CustomStringConvertible {
    /// `--devcie`: not an option of this command; `suggestion` is the closest real one.
    case unknownOption(String, suggestion: String?)
    /// An option that takes a value was last on the line, followed by another
    /// option, or given an empty value.
    case missingValue(option: String, valueName: String)
    /// A flag was given a value: `--quiet=yes`.
    case unexpectedValue(option: String, value: String)
    case missingRequiredOption(option: String, valueName: String)
    /// The value is not acceptable; `reason` says what is expected.
    case invalidValue(option: String, value: String, reason: String)
    /// A flag that only means something beside another option (or a
    /// setting) that is absent; `reason` says which.
    case inapplicableFlag(option: String, reason: String)
    /// A required positional argument is absent.
    case missingArgument(String)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String)
    /// No command word was given to a tool that needs one.
    case missingCommand(available: [String])
    case unknownCommand(String, suggestion: String?, available: [String])

    public var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let valueName):
            "option '\(option)' needs a value: \(option) \(valueName)"
        case .unexpectedValue(let option, let value):
            "option '\(option)' does not take a value (got '\(value)')"
        case .missingRequiredOption(let option, let valueName):
            "missing required option: \(option) \(valueName)"
        case .invalidValue(let option, let value, let reason):
            "invalid value '\(value)' for \(option): \(reason)"
        case .inapplicableFlag(let option, let reason):
            "option '\(option)' does nothing here: \(reason)"
        case .missingArgument(let name):
            "missing argument \(name)"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)'"
        case .missingCommand(let available):
            "no command given; expected one of: \(available.joined(separator: ", "))"
        case .unknownCommand(let command, let suggestion, let available):
            "unknown command '\(command)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of: \(available.joined(separator: ", "))")
        }
    }
}
