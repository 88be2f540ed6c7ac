/// The run as JUnit XML, which CI systems (GitHub Actions reporters,
/// GitLab, Jenkins) show as tests: one test suite per campaign, one test
/// case per output. A failed or new golden is a failure; an output that
/// could not be rendered is an error.
struct JUnitReport {
    let report: GoldenReport

    init(_ report: GoldenReport) {
        self.report = report
    }

    func xml() -> String {
        let outputs = report.outputs
        var byCampaign: [String: [CheckedOutput]] = [:]
        for output in outputs { byCampaign[output.campaign, default: []].append(output) }
        func failures(_ list: [CheckedOutput]) -> Int { list.filter { !$0.isGood && $0.status != .error }.count }
        func errors(_ list: [CheckedOutput]) -> Int { list.filter { !$0.isGood && $0.status == .error }.count }

        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"preview goldens\" tests=\"\(outputs.count)\" failures=\"\(failures(outputs))\" errors=\"\(errors(outputs))\">")
        if let shards = report.shards, !shards.isComplete {
            lines.append("  <testsuite name=\"shards\" tests=\"\(shards.count)\" failures=\"\(shards.missing.count)\" errors=\"0\">")
            for index in shards.missing {
                lines.append("    <testcase classname=\"shards\" name=\"shard \(index) of \(shards.count)\">")
                lines.append("      <failure type=\"missing-shard\" message=\"no result for shard \(index)/\(shards.count)\"/>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        for campaign in byCampaign.keys.sorted() {
            let list = byCampaign[campaign]!
            lines.append("  <testsuite name=\"\(HTMLText.escape(campaign))\" tests=\"\(list.count)\" failures=\"\(failures(list))\" errors=\"\(errors(list))\">")
            for output in list {
                let name = String(output.path.dropFirst(campaign.count + 1))
                let head = "    <testcase classname=\"\(HTMLText.escape(campaign))\" name=\"\(HTMLText.escape(name))\" file=\"\(HTMLText.escape(output.campaignFile))\""
                if output.isGood {
                    lines.append(head + "/>")
                    continue
                }
                lines.append(head + ">")
                let tag = output.status == .error ? "error" : "failure"
                let type = output.status == .new ? "new" : output.status == .error ? "render" : "mismatch"
                lines.append("      <\(tag) type=\"\(type)\" message=\"\(HTMLText.escape(output.summary))\">\(HTMLText.escape(details(output)))</\(tag)>")
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func details(_ output: CheckedOutput) -> String {
        var parts = ["\(output.path): \(output.summary)"]
        if let golden = output.golden { parts.append("golden: \(golden)") }
        if let reason = output.notDisplayedReason { parts.append("not displayed: \(reason)") }
        return parts.joined(separator: "\n")
    }
}
