import Pipeline

/// A run that cannot start, or that had to stop.
public enum RunnerError: Error, Equatable, CustomStringConvertible {
    /// A session could not be made (the bundled fonts are missing): not the user's input.
    case sessionFailed(String)
    /// A format names no renderer and no plugin: the user's to fix.
    case unknownFormat(String)
    /// The run's writes reached its output budget (`--max-output-bytes`): it
    /// stopped taking variants; every file written is whole.
    case outputBudgetExceeded(OutputBudget.Exceeded)

    public var description: String {
        switch self {
        case .sessionFailed(let reason): reason
        case .unknownFormat(let reason): reason
        case .outputBudgetExceeded(let exceeded): exceeded.description
        }
    }
}
