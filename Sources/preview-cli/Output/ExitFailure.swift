import Workflow

/// A workflow error already printed, and the status to exit with.
struct ExitFailure: Error {
    let status: Int32

    init(status: Int32) {
        self.status = status
    }

    /// - Parameter internal: the status of an internal failure; `golden` commands
    ///   use `.noVerdict`, because their 1 means "outputs differ".
    init(_ error: WorkflowError, console: Console, internal internalStatus: ExitCode = .internalFailure) {
        for line in error.description.split(separator: "\n") { console.error(String(line)) }
        status = error.isUsageOrInputError ? ExitCode.usageOrInputError.rawValue : internalStatus.rawValue
    }
}
