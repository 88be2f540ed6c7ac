import LogText
import Pipeline

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
    /// A folder the run would write in, below a place `preview.json` chose
    /// (`key`), leads out of the file's folder through a symbolic link.
    case outsideRepository(path: String, key: String, config: String, flag: String, throughLink: Bool)
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
        // Paths and reasons may quote a result file's contents: one line each.
        case .cannotWrite(let path, let reason): "cannot write \(path.logSafe): \(reason.logSafe)"
        case .unreadableResult(let path, let reason): "cannot read the result \(path.logSafe): \(reason.logSafe)"
        case .resultMismatch(let path, let reason): "not recording from \(path.logSafe): \(reason.logSafe)"
        case .outsideRepository(let path, let key, let config, let flag, let throughLink):
            "\(config): \(key): \(path.logSafe) "
                + (throughLink ? "leads out of the folder of \(config) through a symbolic link" : "is outside the folder of \(config)")
                + "; nothing was written "
                + "(a folder outside it can be given on the command line only, with \(flag))"
        case .outputBudgetExceeded(let exceeded): exceeded.description
        case .pruneRefused(let path, let reason): "not pruning \(path.logSafe): \(reason.logSafe)"
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
