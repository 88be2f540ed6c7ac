import Diffing
import Foundation
import XMLWriting

/// The run as JUnit XML: one test suite per campaign, one test case per
/// output. A failed or new golden is a failure; an output that could not be
/// rendered is an error; a missing shard is a failure of the `shards` suite.
///
/// For CI front ends: every test case has a `time` (the comparison's
/// seconds); a text output's failure carries its line diff; and its
/// `system-out` names the expected, actual and diff files as
/// `[[ATTACHMENT|path]]`, which GitLab and Jenkins show beside the test.
/// `JUnitDocument` writes those markers and escapes every other text
/// (`JUnitText`), so a path or message from a result file cannot add one.
struct JUnitReport {
    let report: GoldenReport
    /// The report's entries of outputs that need review, by path.
    let entries: [String: ReportEntry]
    /// Prefixed to the report-relative image paths: attachment paths are
    /// read relative to the folder the job ran in (GitLab's project folder).
    let attachmentPrefix: String

    init(_ report: GoldenReport, entries: [ReportEntry] = [], attachmentPrefix: String = "") {
        self.report = report
        self.entries = Dictionary(entries.map { ($0.output.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.attachmentPrefix = attachmentPrefix
    }

    /// The longest diff carried in a failure body, in lines.
    static let maximumDiffLines = 200

    func xml() -> String {
        var suites: [JUnitSuite] = []
        if let shards = report.shards, !shards.isComplete {
            let missing = shards.missing.map { index in
                JUnitCase(classname: "shards", name: "shard \(index) of \(shards.count)",
                          outcome: .failure(type: "missing-shard", message: "no result for shard \(index)/\(shards.count)"))
            }
            // Found shards pass: the suite counts every shard.
            let found = shards.present.map {
                JUnitCase(classname: "shards", name: "shard \($0) of \(shards.count)")
            }
            suites.append(JUnitSuite(name: "shards", cases: found + missing))
        }
        var byCampaign: [String: [CheckedOutput]] = [:]
        for output in report.outputs { byCampaign[output.campaign, default: []].append(output) }
        for campaign in byCampaign.keys.sorted() {
            suites.append(JUnitSuite(name: campaign, cases: byCampaign[campaign]!.map { testCase($0, campaign: campaign) }))
        }
        return JUnitDocument(name: "preview goldens", suites: suites).xml()
    }

    private func testCase(_ output: CheckedOutput, campaign: String) -> JUnitCase {
        let name = String(output.path.dropFirst(campaign.count + 1))
        var testCase = JUnitCase(classname: campaign, name: name, file: output.campaignFile, time: output.seconds ?? 0)
        guard !output.isGood else { return testCase }
        var details = ["\(output.path): \(output.summary)"]
        if let golden = output.golden { details.append("golden: \(golden)") }
        if let reason = output.notDisplayedReason { details.append("not displayed: \(reason)") }
        if let entry = entries[output.path], let actual = entry.actualText {
            // A text output's change is read in the CI page itself, as a diff.
            var diff = LineDiff.unified(entry.expectedText ?? "", actual).split(separator: "\n", omittingEmptySubsequences: false)
            if diff.count > Self.maximumDiffLines {
                let more = diff.count - Self.maximumDiffLines
                diff = Array(diff.prefix(Self.maximumDiffLines)) + ["... \(more) more lines (see the report)"]
            }
            details.append("--- expected\n+++ actual\n" + diff.joined(separator: "\n"))
        }
        switch output.status {
        case .error: testCase.outcome = .error(type: "render", message: output.summary, details: details.joined(separator: "\n"))
        case .new: testCase.outcome = .failure(type: "new", message: output.summary, details: details.joined(separator: "\n"))
        default: testCase.outcome = .failure(type: "mismatch", message: output.summary, details: details.joined(separator: "\n"))
        }
        testCase.attachments = attachments(output)
        return testCase
    }

    /// The expected, actual and diff files the report holds for the output.
    private func attachments(_ output: CheckedOutput) -> [String] {
        guard let entry = entries[output.path] else { return [] }
        return [entry.expected, entry.actual, entry.diff].compactMap { $0.map { attachmentPrefix + $0 } }
    }
}
