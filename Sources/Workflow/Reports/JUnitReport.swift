import Foundation

/// The run as JUnit XML, which CI systems (GitHub Actions reporters,
/// GitLab, Jenkins) show as tests: one test suite per campaign, one test
/// case per output. A failed or new golden is a failure; an output that
/// could not be rendered is an error.
///
/// For CI front ends: every test case has a `time` (the comparison's
/// seconds); a failure's body carries the line diff of a text output, and
/// its `system-out` names the expected, actual and diff files as
/// `[[ATTACHMENT|path]]`, which GitLab and Jenkins show beside the test.
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
        let outputs = report.outputs
        var byCampaign: [String: [CheckedOutput]] = [:]
        for output in outputs { byCampaign[output.campaign, default: []].append(output) }
        func failures(_ list: [CheckedOutput]) -> Int { list.filter { !$0.isGood && $0.status != .error }.count }
        func errors(_ list: [CheckedOutput]) -> Int { list.filter { !$0.isGood && $0.status == .error }.count }
        func time(_ list: [CheckedOutput]) -> String { Self.seconds(list.reduce(0) { $0 + ($1.seconds ?? 0) }) }

        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"preview goldens\" tests=\"\(outputs.count)\" failures=\"\(failures(outputs))\" "
                     + "errors=\"\(errors(outputs))\" time=\"\(time(outputs))\">")
        if let shards = report.shards, !shards.isComplete {
            lines.append("  <testsuite name=\"shards\" tests=\"\(shards.count)\" failures=\"\(shards.missing.count)\" errors=\"0\" time=\"0.000\">")
            for index in shards.missing {
                lines.append("    <testcase classname=\"shards\" name=\"shard \(index) of \(shards.count)\" time=\"0.000\">")
                lines.append("      <failure type=\"missing-shard\" message=\"no result for shard \(index)/\(shards.count)\"/>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        for campaign in byCampaign.keys.sorted() {
            let list = byCampaign[campaign]!
            lines.append("  <testsuite name=\"\(HTMLText.escape(campaign))\" tests=\"\(list.count)\" failures=\"\(failures(list))\" "
                         + "errors=\"\(errors(list))\" time=\"\(time(list))\">")
            for output in list {
                let name = String(output.path.dropFirst(campaign.count + 1))
                let head = "    <testcase classname=\"\(HTMLText.escape(campaign))\" name=\"\(HTMLText.escape(name))\" "
                    + "file=\"\(HTMLText.escape(output.campaignFile))\" time=\"\(Self.seconds(output.seconds ?? 0))\""
                if output.isGood {
                    lines.append(head + "/>")
                    continue
                }
                lines.append(head + ">")
                let tag = output.status == .error ? "error" : "failure"
                let type = output.status == .new ? "new" : output.status == .error ? "render" : "mismatch"
                lines.append("      <\(tag) type=\"\(type)\" message=\"\(HTMLText.escape(output.summary))\">\(HTMLText.escape(details(output)))</\(tag)>")
                let attachments = attachments(output)
                if !attachments.isEmpty {
                    lines.append("      <system-out>\(HTMLText.escape(attachments.map { "[[ATTACHMENT|\($0)]]" }.joined(separator: "\n")))</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `0.012`: JUnit's seconds, to the millisecond.
    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    private func details(_ output: CheckedOutput) -> String {
        var parts = ["\(output.path): \(output.summary)"]
        if let golden = output.golden { parts.append("golden: \(golden)") }
        if let reason = output.notDisplayedReason { parts.append("not displayed: \(reason)") }
        if let entry = entries[output.path], let actual = entry.actualText {
            // A text output's change is read in the CI page itself, as a diff.
            var diff = LineDiff.unified(entry.expectedText ?? "", actual).split(separator: "\n", omittingEmptySubsequences: false)
            if diff.count > Self.maximumDiffLines {
                let more = diff.count - Self.maximumDiffLines
                diff = Array(diff.prefix(Self.maximumDiffLines)) + ["... \(more) more lines (see the report)"]
            }
            parts.append("--- expected\n+++ actual\n" + diff.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n")
    }

    /// The expected, actual and diff files the report holds for the output.
    private func attachments(_ output: CheckedOutput) -> [String] {
        guard let entry = entries[output.path] else { return [] }
        return [entry.expected, entry.actual, entry.diff].compactMap { $0.map { attachmentPrefix + $0 } }
    }
}
