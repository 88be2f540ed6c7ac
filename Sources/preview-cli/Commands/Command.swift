import ArgumentParsing

/// A `preview-cli` subcommand: its declaration (options, help) and its action.
/// To add one, write a type conforming to this and list it in `main.swift`.
protocol Command {
    static var spec: CommandSpec { get }

    /// Runs the command and returns its exit status. Throw `ArgumentError` for
    /// a bad command line found after parsing (the caller adds the usage hint)
    /// and `InputError` for inputs that cannot be used; both exit 2. Objects
    /// handed to `kept` (a run's sessions) are not freed before the process exits.
    static func run(_ arguments: ParsedArguments, console: Console, keeping kept: KeptUntilExit) throws -> Int32
}
