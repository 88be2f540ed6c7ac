/// What one run of a command produced.
struct CommandResult: CustomStringConvertible {
    var exitCode: Int32
    var stdout: String
    var stderr: String
    /// The run was killed for exceeding its timeout; `exitCode` is then meaningless.
    var timedOut: Bool

    /// For failure messages: everything needed to see what went wrong.
    var description: String {
        "exit \(exitCode)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}
