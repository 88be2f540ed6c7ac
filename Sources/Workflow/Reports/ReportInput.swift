import Foundation

/// One result file read for a report: the result and the folder its
/// artifact paths are relative to.
public struct ReportInput: Sendable {
    public var result: GoldenRunResult
    public var folder: URL

    public init(result: GoldenRunResult, folder: URL) {
        self.result = result
        self.folder = folder
    }

    /// Reads a result file written by `golden check` (`shard-2-of-4.json`).
    public static func read(_ file: URL) throws(WorkflowError) -> ReportInput {
        ReportInput(result: try ResultFile.read(file), folder: file.standardizedFileURL.deletingLastPathComponent())
    }
}
