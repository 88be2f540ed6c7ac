import Foundation

/// One result file of `golden check` and the folder its artifact paths are
/// relative to.
public struct ReportInput: Sendable {
    public var result: GoldenRunResult
    public var folder: URL
    /// The result file, to name it in messages.
    public var file: URL?

    public init(result: GoldenRunResult, folder: URL, file: URL? = nil) {
        self.result = result
        self.folder = folder
        self.file = file
    }

    /// Reads a result file written by `golden check` (`shard-2-of-4.json`).
    public static func read(_ file: URL) throws(WorkflowError) -> ReportInput {
        ReportInput(result: try ResultFile.read(file), folder: file.standardizedFileURL.deletingLastPathComponent(), file: file)
    }

    /// Reads result files named on a command line, refusing more of them than
    /// a run has shards before reading any (each is held in memory).
    public static func readAll(_ files: [URL]) throws(WorkflowError) -> [ReportInput] {
        guard files.count <= Shard.maxCount else {
            throw .unreadableResult(path: files[Shard.maxCount].relativePath, reason: "expected at most \(Shard.maxCount) result files "
                                    + "(a run has at most \(Shard.maxCount) shards), found \(files.count)")
        }
        var inputs: [ReportInput] = []
        for file in files { inputs.append(try read(file)) }
        return inputs
    }

    /// The results a path holds: a result file itself; or a folder (such as
    /// a downloaded CI artifact) with a `result.json`, else every
    /// `shard-I-of-N.json` below it.
    public static func find(_ path: URL) throws(WorkflowError) -> [ReportInput] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
            throw .unreadableResult(path: path.relativePath, reason: "no such file or folder")
        }
        guard isDirectory.boolValue else { return [try read(path)] }
        let whole = path.appendingPathComponent("result.json")
        if FileManager.default.fileExists(atPath: whole.path) { return [try read(whole)] }
        let shards = Folders.files(below: path).filter { isShardResultName(($0 as NSString).lastPathComponent) }
        guard !shards.isEmpty else {
            throw .unreadableResult(path: path.relativePath, reason: "the folder holds no result.json and no shard-I-of-N.json")
        }
        // A downloaded artifact is untrusted: read no more files than a run has shards.
        guard shards.count <= Shard.maxCount else {
            throw .unreadableResult(path: path.relativePath, reason: "expected at most \(Shard.maxCount) shard-I-of-N.json files "
                                    + "(a run has at most \(Shard.maxCount) shards), found \(shards.count)")
        }
        var inputs: [ReportInput] = []
        for relative in shards { inputs.append(try read(path.appendingPathComponent(relative))) }
        return inputs
    }

    /// `shard-2-of-4.json`.
    static func isShardResultName(_ name: String) -> Bool {
        let parts = name.split(separator: "-")
        return parts.count == 4 && parts[0] == "shard" && parts[2] == "of" && Int(parts[1]) != nil
            && parts[3].hasSuffix(".json") && Int(parts[3].dropLast(5)) != nil
    }
}
