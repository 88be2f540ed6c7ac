import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Workflow

/// The HTML, JUnit and JSON reports of a run with a recoloured button (four
/// images fail), a changed text and a new variant.
@Suite struct ReportTests {
    static func failingRun() throws -> (CampaignRepository, GoldenWorkflow, GoldenRunResult) {
        let repository = try GoldenWorkflowTests.recordedRepository()
        try repository.recolourButton()
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("goldens/summer-sale-fullscreen/iphone-se-portrait-ar-l.a11y.txt"))
        let file = repository.url.appendingPathComponent("campaigns/level-up-slideup.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Level 5 unlocked", with: "Level 6 unlocked")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        try workflow.writeResult(result)
        return (repository, workflow, result)
    }

    @Test func theReportFolderIsSelfContained() throws {
        let (repository, workflow, result) = try Self.failingRun()
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([try ReportInput.read(workflow.resultFile)]).write(to: folder)
        let html = try repository.folder.read("report/index.html")

        // No network: nothing is fetched from anywhere but the folder itself.
        for attribute in ["src", "href"] {
            #expect(!html.contains("\(attribute)=\"http") && !html.contains("\(attribute)=\"//"))
        }
        #expect(!html.contains("<link") && !html.contains("<script src") && !html.contains("@import") && !html.contains("url(http"))
        // Every image the page shows is in the folder.
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!sources.isEmpty)
        for source in sources {
            #expect(source.hasPrefix("images/"))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(source).path), "\(source)")
        }
        // The recoloured variant: expected, actual, diff, and the overlay slider.
        #expect(html.contains("id=\"welcome-modal/iphone-15-portrait-en-l.png\""))
        #expect(html.contains("images/diff/welcome-modal/iphone-15-portrait-en-l.png"))
        #expect(html.contains("images/expected/welcome-modal/iphone-15-portrait-en-l.png"))
        #expect(html.contains("<input type=\"range\""))
        // The changed text with a line diff, and the new variant.
        #expect(html.contains("<span class=\"del\">- "))
        #expect(html.contains("Level 6 unlocked"))
        #expect(html.contains("data-status=\"new\""))
        // Filters by campaign, device, language and size.
        for filter in ["campaign", "device", "language", "size", "status"] { #expect(html.contains("data-filter=\"\(filter)\"")) }
        #expect(html.components(separatedBy: "<article class=\"entry\"").count - 1 == result.problems.count)
    }

    @Test func junitListsEveryOutputAndItsFailures() throws {
        let (repository, workflow, result) = try Self.failingRun()
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([try ReportInput.read(workflow.resultFile)]).write(to: folder)
        let data = try Data(contentsOf: folder.appendingPathComponent("junit.xml"))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attribute(forName: "tests")?.stringValue == "\(result.outputs.count)")
        #expect(root.attribute(forName: "failures")?.stringValue == "\(result.problems.count)")
        let cases = try root.nodes(forXPath: "//testcase")
        #expect(cases.count == result.outputs.count)
        let failures = try root.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
        #expect(Set(failures.compactMap { $0.attribute(forName: "type")?.stringValue }) == ["mismatch", "new"])
    }

    @Test func theSummaryIsJSONForBots() throws {
        let (repository, workflow, result) = try Self.failingRun()
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([try ReportInput.read(workflow.resultFile)]).write(to: folder)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("summary.json"))) as? [String: Any])
        #expect(summary["passed"] as? Bool == false)
        let counts = try #require(summary["counts"] as? [String: Int])
        #expect(counts["failed"] == result.count(.failed))
        #expect(counts["new"] == 1)
        let problems = try #require(summary["problems"] as? [[String: Any]])
        #expect(problems.count == result.problems.count)
        let diff = try #require(problems.first { $0["path"] as? String == "welcome-modal/iphone-se-portrait-ar-l.png" }?["diff"] as? String)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(diff).path))
    }

    @Test func aPassingRunSaysSo() throws {
        let repository = try GoldenWorkflowTests.recordedRepository()
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        let folder = repository.url.appendingPathComponent("report")
        try GoldenReport([ReportInput(result: result, folder: workflow.config.output)]).write(to: folder)
        let html = try repository.folder.read("report/index.html")
        #expect(html.contains("Every output matches its golden."))
        #expect(html.contains("PASSED"))
    }

    @Test func resultsOfDifferentlySplitRunsDoNotMerge() throws {
        let result = GoldenRunResult(shard: Shard(index: 1, count: 2), recordMode: nil, outputs: [], tally: RunTally([]), skipped: [])
        let other = GoldenRunResult(shard: Shard(index: 1, count: 3), recordMode: nil, outputs: [], tally: RunTally([]), skipped: [])
        let folder = URL(fileURLWithPath: "/tmp")
        #expect(throws: WorkflowError.self) { try GoldenReport([ReportInput(result: result, folder: folder), ReportInput(result: other, folder: folder)]) }
    }

    @Test func aResultFromAnotherVersionIsRefused() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("shard-1-of-2.json", #"{"version": 99}"#)
        #expect(throws: WorkflowError.self) { try ReportInput.read(file) }
        let garbage = try scratch.write("x.json", "nope")
        #expect(throws: WorkflowError.self) { try ReportInput.read(garbage) }
    }
}
