/// Why `ChildProcess` could not start a program. Its words end up in
/// `PluginError.launchFailed`, after the plugin's name and path.
enum ChildProcessError: Error, Equatable, CustomStringConvertible {
    /// No pipe for the program's standard streams (`reason`: the system's
    /// words, such as "Too many open files").
    case noPipe(reason: String)
    /// The program did not start. `reason` is the system's words when
    /// `execve` failed ("No such file or directory" for a `#!` interpreter
    /// that does not exist), else the step that failed and why.
    case cannotStart(reason: String)

    var description: String {
        switch self {
        case .noPipe(let reason): "cannot make a pipe: \(reason)"
        case .cannotStart(let reason): reason
        }
    }
}
