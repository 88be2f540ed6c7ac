/// What a command line asks a ``CommandLineTool`` to do.
public enum Invocation: Sendable {
    /// `tool --help`, `tool -h`, `tool help`.
    case toolHelp
    /// `tool --version`, `tool -V`, `tool version`.
    case version
    /// `tool completion bash|zsh|fish`: print the completion script.
    case completion(CompletionScript.Shell)
    /// `tool help CMD`, or `--help`/`-h` anywhere among a command's arguments.
    case commandHelp(CommandSpec)
    /// A command with arguments that parsed.
    case run(CommandSpec, ParsedArguments)
    /// The command line is wrong. `command` is the command whose help would
    /// explain it, or `nil` when the tool's own help would.
    case usageError(ArgumentError, command: CommandSpec?)
}
