import CampaignModel
import Foundation
import InputFiles
import JSONReading

/// Reads and writes `GoldenRunResult` JSON: pretty-printed with sorted keys,
/// so a result is stable and diffable.
public enum ResultFile {
    /// The result as the file holds it, ending in a newline.
    public static func encode(_ result: GoldenRunResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result) + Data("\n".utf8)
    }

    /// The largest result file read.
    public static let maxBytes = ResultFileLimits.maxBytes

    /// Reads a result file; its artifact paths stay relative to its folder.
    /// The file is untrusted (a CI artifact): it is read capped, parsed
    /// within `ResultFileLimits.json`, and every value is checked against
    /// `ResultFileLimits` before it is used (`ResultFileReader`); the first
    /// problem is the error, with its JSON path.
    public static func read(_ url: URL) throws(WorkflowError) -> GoldenRunResult {
        let name = url.relativePath
        let data: Data
        do {
            data = try FileContents.read(path: url.path, limit: maxBytes)
        } catch {
            throw .unreadableResult(path: name, reason: error.description)
        }
        let root: LocatedJSON
        do {
            root = try LocatedJSON.parse(data, file: name, limits: ResultFileLimits.json)
        } catch {
            throw .unreadableResult(path: name, reason: "not a result file of preview-cli golden check (\(Self.first(error.problems)))")
        }
        // The version first: a newer format is named as such, not as a list of odd values.
        var reader = ResultFileReader(file: name)
        guard root.isObject, let version = reader.log.members(of: root, known: ["version"])["version"] else {
            throw .unreadableResult(path: name, reason: "not a result file of preview-cli golden check")
        }
        guard version.number == Double(GoldenRunResult.currentVersion) else {
            throw .unreadableResult(path: name, reason: "result version \(version.summary.replacingOccurrences(of: "number ", with: "")); "
                                    + "this preview-cli reads version \(GoldenRunResult.currentVersion)")
        }
        reader = ResultFileReader(file: name)
        guard let result = reader.result(root) else {
            throw .unreadableResult(path: name, reason: Self.first(reader.log.errors))
        }
        return result
    }

    /// The first problem without its file (the error names it), and how many more there are.
    private static func first(_ problems: [InputProblem]) -> String {
        guard let first = problems.first else { return "not a result file of preview-cli golden check" }
        return first.message + (problems.count > 1 ? " (and \(problems.count - 1) more \(problems.count == 2 ? "problem" : "problems"))" : "")
    }
}
