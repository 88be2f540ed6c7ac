import Foundation
import Testing

/// A committed expected output under `Tests/Goldens`, the one way every test
/// target checks an output against a golden file.
///
/// ```swift
/// try GoldenFile("ansi/welcome-modal/en-none.ansi.txt", as: .text).check(output)
/// ```
///
/// The strategy (`.png`, `.text`, `.json`) says how to compare and what to
/// write; the record mode (`RECORD_GOLDENS`=`never`|`missing`|`failed`|`all`,
/// `1` meaning `failed`, see `GoldenRecordMode`) says whether to write
/// instead of failing, never when `CI` is set. On a failure the actual output
/// (and for a PNG the expected | diff | actual panel) is written to
/// `GoldenFailureFolder` and named in the message. Read every recorded golden
/// before committing it.
public struct GoldenFile: Sendable {
    /// Path below `Tests/Goldens`, e.g. `a11y/welcome-modal/iphone-15-portrait-en-l.a11y.txt`.
    public let path: String
    public let strategy: GoldenStrategy

    public init(_ path: String, as strategy: GoldenStrategy) {
        self.path = path
        self.strategy = strategy
    }

    public var url: URL { Repository.goldens.appendingPathComponent(path) }

    public func check(_ actual: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let setting = GoldenRecordMode.setting()
        let expected = try? Data(contentsOf: url)
        let mismatch: GoldenStrategy.Mismatch?
        do {
            mismatch = try expected.flatMap { try strategy.compare($0, actual) }
        } catch {
            // A golden that cannot be read as its kind (a damaged PNG) is a mismatch, so `failed` can rewrite it.
            mismatch = GoldenStrategy.Mismatch("the golden or the output cannot be compared: \(error)")
        }
        let matches = expected != nil && mismatch == nil
        if setting.mode.records(goldenExists: expected != nil, matches: matches) {
            let recorded = try strategy.recorded(actual)
            if recorded != expected {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try recorded.write(to: url, options: .atomic)
            }
            GoldenFailureFolder.clear(for: path)
            return
        }
        if matches {
            GoldenFailureFolder.clear(for: path)
            if setting.isUnknownValue, let note = setting.note { Issue.record(Comment(rawValue: note), sourceLocation: sourceLocation) }
            return
        }
        let files = GoldenFailureFolder.write(actual: actual, diffPNG: mismatch?.diffPNG, for: path)
        var message = expected == nil ? "missing golden \(path)" : "\(path) differs from its golden: \(mismatch?.description ?? "")"
        if !files.isEmpty { message += "; see " + files.map(\.path).joined(separator: " and ") }
        message += ". " + (setting.note ?? "If the change is intended, rerun with \(GoldenRecordMode.variable)=failed (or missing) and review the diff.")
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
