import Foundation
import TestSupport
import Testing

/// A committed expected output under `Tests/Goldens`, compared byte for byte.
///
/// `RECORD_GOLDENS=1` rewrites the files instead of comparing (never when
/// `CI` is set, so a CI run cannot bless its own output). Read every
/// recorded file before committing it.
struct GoldenFile {
    /// Path below `Tests/Goldens`, e.g. `a11y/welcome-modal/iphone-15-portrait-en-l.a11y.txt`.
    let path: String

    var url: URL { Repository.goldens.appendingPathComponent(path) }

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECORD_GOLDENS"] == "1" && environment["CI"] == nil
    }

    func check(_ actual: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if (try? Data(contentsOf: url)) != actual { try actual.write(to: url) }
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            Issue.record(Comment(rawValue: "missing golden \(path); run the tests with RECORD_GOLDENS=1 to record it, then read it"),
                         sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let message = "\(path) differs from the golden: \(Self.firstDifference(expected, actual)). "
            + "If the change is intended, rerun with RECORD_GOLDENS=1 and review the diff."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// `line N: expected "…", got "…"`.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let old = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : "<end of file>"
            let b = index < new.count ? new[index] : "<end of file>"
            if a != b { return "line \(index + 1): expected \"\(a)\", got \"\(b)\"" }
        }
        return "same lines, different bytes"
    }
}
