import Workflow

/// A workflow error already printed, and the status to exit with.
struct ExitFailure: Error {
    let status: Int32

    init(status: Int32) {
        self.status = status
    }

    /// Prints `error`; the status is 2 for a usage or input error, else 5 (internal failure).
    init(_ error: WorkflowError, console: Console) {
        for line in error.description.split(separator: "\n") { console.error(String(line)) }
        status = error.isUsageOrInputError ? ExitCode.usageOrInputError.rawValue : ExitCode.internalFailure.rawValue
    }
}
