import Foundation
import LogText
import Workflow

/// The summary `matrix` prints: how many variants were rendered, which were
/// not displayed and why, what was skipped, the diagnostics, and the speed.
struct MatrixReport {
    var tally: RunTally
    var skipped: [SkippedFile]
    var files: Int
    var folder: String
    var shard: Shard?
    var totalVariants: Int
    var seconds: Double
    var jobs: Int

    var text: String {
        let rate = seconds > 0 ? Double(tally.variants) / seconds : 0
        var lines: [String] = []
        let scope = shard.map { "shard \($0) (\(tally.variants) of \(totalVariants) variants)" } ?? "\(tally.variants) variants"
        lines.append("matrix: \(scope), \(files) files in \(folder): \(tally.rendered) rendered, "
            + "\(tally.notDisplayedCount) not displayed, \(tally.failedCount) failed; "
            + String(format: "%.1f s, %.1f variants/s with -j %d", seconds, rate, jobs))
        for group in tally.notDisplayed {
            lines.append("  not displayed: \(group.count) \(group.key): \(group.message.logSafe) (e.g. \(group.example.logSafe))")
        }
        for group in tally.failed {
            lines.append("  failed: \(group.count) \(group.key): \(group.message.logSafe) (e.g. \(group.example.logSafe))")
        }
        if !skipped.isEmpty {
            var byReason: [String: Int] = [:]
            for file in skipped { byReason[file.reason.description, default: 0] += 1 }
            let reasons = byReason.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            lines.append("  skipped: \(skipped.count) JSON \(skipped.count == 1 ? "file" : "files") (\(reasons))")
        }
        if !tally.diagnostics.isEmpty {
            let codes = tally.diagnostics.map { "\($0.count) \($0.key)" }.joined(separator: ", ")
            lines.append("  diagnostics: \(tally.diagnosticCount) (\(codes))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
