import PreviewKit

/// Why a golden run could not be done (as opposed to goldens that differ).
public enum WorkflowError: Error, CustomStringConvertible {
    case plan(PlanError)
    case runner(RunnerError)
    /// A format of the matrix has no goldens folder.
    case noGoldensFolder(format: String)
    /// A result, artifact folder or report could not be written.
    case cannotWrite(path: String, reason: String)
    /// `golden report` inputs: missing, unreadable, or from another version.
    case unreadableResult(path: String, reason: String)
    /// `golden record --from`: the result is not this config's (other
    /// campaigns or matrix, missing shards); nothing was recorded.
    case resultMismatch(path: String, reason: String)
    /// The run's writes reached its output budget (`--max-output-bytes`);
    /// every file written is whole, the rest were not written.
    case outputBudgetExceeded(OutputBudget.Exceeded)
    /// `golden record --prune` would delete outside the repository (a goldens
    /// folder outside it, or a link out of it); nothing was recorded or deleted.
    case pruneRefused(path: String, reason: String)

    /// The user can fix it (exit 2), as opposed to an internal failure (exit 1).
    public var isUsageOrInputError: Bool {
        switch self {
        case .runner(.sessionFailed): false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .plan(let error): error.description
        case .runner(let error): error.description
        case .noGoldensFolder(let format):
            "no goldens folder for format \(format): set \"goldens\" in preview.json (a folder, or {\"\(format)\": \"folder\"}), or give --goldens DIR"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .unreadableResult(let path, let reason): "cannot read the result \(path): \(reason)"
        case .resultMismatch(let path, let reason): "not recording from \(path): \(reason)"
        case .outputBudgetExceeded(let exceeded): exceeded.description
        case .pruneRefused(let path, let reason): "not pruning \(path): \(reason)"
        }
    }
}

extension WorkflowError {
    /// A failed write of `path`: the output budget's refusal when it was one
    /// (the run must stop), else `.cannotWrite`.
    static func writing(_ path: String, _ error: any Error) -> WorkflowError {
        if let error = error as? WorkflowError { return error }
        if let exceeded = (error as? AtomicFile.WriteError)?.budgetExceeded { return .outputBudgetExceeded(exceeded) }
        return .cannotWrite(path: path, reason: "\(error)")
    }
}
