/// A named command-line option: a flag (`--verbose`), an option that takes a
/// value (`--device iphone-15`, `--device=iphone-15`, `-o out.png`), or a
/// repeatable option (`--value a=1 --value b=2`).
///
/// Declare each option once, as a value the command keeps; the same value
/// drives parsing, help text and lookups in ``ParsedArguments``.
public struct Option: Hashable, Sendable {
    /// What the option expects after its name.
    public enum Kind: Hashable, Sendable {
        /// Present or absent; takes no value.
        case flag
        /// Takes one value; given more than once, the last one wins (so a
        /// wrapper script's defaults can be overridden further along the line).
        case single
        /// Takes one value each time and may be repeated; all values are kept in order.
        case repeating
    }

    /// The long name without dashes, e.g. `device`.
    public let name: String
    /// A one-letter alias without the dash, e.g. `o` for `-o`.
    public let shortName: Character?
    public let kind: Kind
    /// How the value is shown in help, e.g. `OUT.png`.
    public let valueName: String
    public let help: String
    /// Used when the option is absent, and shown in help.
    public let defaultValue: String?
    /// When set, the value must be one of these (checked by the parser, listed in help).
    public let choices: [String]?
    public let isRequired: Bool

    /// `--name`, as error messages and help show it.
    public var displayName: String { "--" + name }

    /// A flag: `--quiet`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
        Option(name: name, shortName: short, kind: .flag, valueName: "", help: help,
               defaultValue: nil, choices: nil, isRequired: false)
    }

    /// An option with one value: `--device NAME`.
    public static func value(_ name: String, short: Character? = nil, valueName: String, help: String,
                             default defaultValue: String? = nil, choices: [String]? = nil,
                             required: Bool = false) -> Option {
        Option(name: name, shortName: short, kind: .single, valueName: valueName, help: help,
               defaultValue: defaultValue, choices: choices, isRequired: required)
    }

    /// An option that may be given many times: `--value KEY=VALUE ...`.
    public static func repeating(_ name: String, short: Character? = nil, valueName: String, help: String) -> Option {
        Option(name: name, shortName: short, kind: .repeating, valueName: valueName, help: help,
               defaultValue: nil, choices: nil, isRequired: false)
    }

    var takesValue: Bool { kind != .flag }
}
