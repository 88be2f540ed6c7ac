import XMLWriting

/// The run as JUnit XML: one test suite per campaign, one test case per
/// output. A failed or new golden is a failure; an output that could not be
/// rendered is an error; a missing shard is a failure of the `shards` suite.
struct JUnitReport {
    let report: GoldenReport

    init(_ report: GoldenReport) {
        self.report = report
    }

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
        var testCase = JUnitCase(classname: campaign, name: name, file: output.campaignFile)
        guard !output.isGood else { return testCase }
        var details = ["\(output.path): \(output.summary)"]
        if let golden = output.golden { details.append("golden: \(golden)") }
        if let reason = output.notDisplayedReason { details.append("not displayed: \(reason)") }
        switch output.status {
        case .error: testCase.outcome = .error(type: "render", message: output.summary, details: details.joined(separator: "\n"))
        case .new: testCase.outcome = .failure(type: "new", message: output.summary, details: details.joined(separator: "\n"))
        default: testCase.outcome = .failure(type: "mismatch", message: output.summary, details: details.joined(separator: "\n"))
        }
        return testCase
    }
}
