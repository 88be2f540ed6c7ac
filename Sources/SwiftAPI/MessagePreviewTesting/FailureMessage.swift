import Foundation
import Workflow

/// The text of a failed assertion: what happened to one output, and the
/// files a reviewer opens (golden, actual, diff image), as absolute paths.
enum FailureMessage {
    /// - Parameter ignoredOnCI: a request to record that CI overrode, to say so.
    static func text(for output: CheckedOutput, check: PreviewGoldenCheck, mode: PreviewRecordMode, onCI: Bool,
                     ignoredOnCI: String? = nil) -> String {
        let golden = check.goldenFile(of: output).path
        var lines: [String]
        switch (output.status, output.recorded) {
        case (.new, .created?):
            lines = ["recorded a new golden for \(output.path) (record mode \(mode.rawValue)): look at it, commit it and run the test again"]
        case (_, .updated?):
            lines = ["recorded over the golden of \(output.path) (record mode \(mode.rawValue)): \(output.summary); "
                     + "look at the change, commit it and run the test again"]
        case (.new, _):
            let why = onCI ? "CI is set, so goldens are never recorded"
                : "record mode is never; run with \(PreviewRecordMode.environmentVariable)=missing to record it"
            lines = ["no golden for \(output.path) (\(why))"]
        case (.failed, _):
            lines = ["\(output.path) differs from its golden: \(output.summary)"]
        case (.error, _), (.passed, _):
            lines = ["\(output.path) could not be checked: \(output.summary)"]
        }
        lines.append("  golden: \(golden)")
        if let artifacts = output.artifacts {
            if let actual = artifacts.actual { lines.append("  actual: \(check.artifactFile(actual).path)") }
            if let diff = artifacts.diff { lines.append("  diff:   \(check.artifactFile(diff).path)") }
        }
        if let pixels = output.pixels {
            lines.append("  pixels: \(pixels.differing) differing, \(pixels.antialiased) antialiased, of \(pixels.compared) compared "
                         + "(\(percent(pixels.ratio))); expected \(pixels.expectedSize), actual \(pixels.actualSize)")
        }
        if !output.displayed {
            // Drawn as it is (the host screen alone, or a placeholder); worth knowing when reading the golden.
            lines.append("  not displayed on a device: \(output.notDisplayedReason ?? "unknown reason")")
        }
        if let ignoredOnCI, output.recorded == nil {
            lines.append("  \(ignoredOnCI) is ignored: CI is set, and goldens are never recorded on CI (record locally, or accept CI's "
                         + "outputs with preview-cli golden record --from)")
        }
        if output.status == .failed, output.recorded == nil, !onCI {
            lines.append("  if the change is meant: \(PreviewRecordMode.environmentVariable)=failed swift test, then review the golden")
        }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ ratio: Double) -> String {
        String(format: "%.4f%%", ratio * 100)
    }
}
