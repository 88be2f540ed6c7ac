import Foundation

/// `summary.json`: the run's verdict and counts, and every output a
/// reviewer must look at with its files, for bots and dashboards.
struct ReportSummary: Encodable {
    struct Counts: Encodable {
        var outputs: Int
        var passed: Int
        var failed: Int
        var new: Int
        var error: Int
        var recorded: Int
    }

    struct Problem: Encodable {
        var path: String
        var status: CheckedOutput.Status
        var summary: String
        var campaign: String
        var campaignFile: String
        var device: String
        var orientation: String
        var language: String
        var textSize: String
        var format: String
        var golden: String?
        /// Relative to the report folder.
        var expected: String?
        var actual: String?
        var diff: String?
        /// The first output of the report card this one shares: the same change (`ChangeGroup`).
        var sameChangeAs: String?
    }

    var passed: Bool
    var counts: Counts
    var variants: Int
    var shards: ShardCoverage?
    var missingShards: [Int]?
    var notDisplayed: [RunTally.Group]
    var renderFailures: [RunTally.Group]
    var diagnostics: [RunTally.Group]
    var skipped: [SkippedFile]
    var problems: [Problem]
    /// Goldens no variant produces; absent when there are none.
    var orphanedGoldens: [String]?

    init(_ report: GoldenReport, entries: [ReportEntry]) {
        passed = report.passed
        counts = Counts(outputs: report.outputs.count, passed: report.count(.passed), failed: report.count(.failed),
                        new: report.count(.new), error: report.count(.error), recorded: report.outputs.filter { $0.recorded != nil }.count)
        variants = report.tally.variants
        shards = report.shards
        missingShards = report.shards.map(\.missing)
        notDisplayed = report.tally.notDisplayed
        renderFailures = report.tally.failed
        diagnostics = report.tally.diagnostics
        skipped = report.skipped
        orphanedGoldens = report.orphanedGoldens.isEmpty ? nil : report.orphanedGoldens
        var firstOfGroup: [String: String] = [:]
        for group in ChangeGroup.grouping(entries) {
            for entry in group.entries.dropFirst() { firstOfGroup[entry.output.path] = group.first.output.path }
        }
        problems = entries.map { entry in
            let output = entry.output
            return Problem(path: output.path, status: output.status, summary: output.summary, campaign: output.campaign,
                           campaignFile: output.campaignFile, device: output.device, orientation: output.orientation,
                           language: output.language, textSize: output.textSize, format: output.format, golden: output.golden,
                           expected: entry.expected, actual: entry.actual, diff: entry.diff, sameChangeAs: firstOfGroup[output.path])
        }
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
