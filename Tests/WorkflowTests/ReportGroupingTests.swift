import RenderCore
import Foundation
import TestSupport
import Testing
@testable import Workflow

/// The report's review aids in its HTML: outputs that changed the same way
/// share a card, changed words are marked, every axis has a filter, every
/// input string is escaped, and the same results give the same bytes.
@Suite struct ReportGroupingTests {
    /// The welcome modal twice (as `welcome-modal` and `welcome-again`), both
    /// recoloured: each of the four variants changed identically in both
    /// campaigns. And the slide-up's "Level 5 unlocked" becomes "Level 6 unlocked".
    static func groupedRun() throws -> (CampaignRepository, GoldenRunResult) {
        let repository = try CampaignRepository()
        try repository.folder.copy(repository.url.appendingPathComponent("campaigns/welcome-modal.json"), to: "campaigns/welcome-again.json")
        let workflow = try repository.workflow()
        _ = try workflow.run(try workflow.plan(), recording: .missing)
        for name in ["welcome-modal", "welcome-again"] {
            let file = repository.url.appendingPathComponent("campaigns/\(name).json")
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"backgroundColor\": \"#5B3DF5\"", with: "\"backgroundColor\": \"#F5793D\"")
                .write(to: file, atomically: true, encoding: .utf8)
        }
        let file = repository.url.appendingPathComponent("campaigns/level-up-slideup.json")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Level 5 unlocked", with: "Level 6 unlocked")
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try workflow.run(try workflow.plan())
        try workflow.writeResult(result)
        try GoldenReport([try ReportInput.read(workflow.resultFile)]).write(to: repository.url.appendingPathComponent("report"))
        return (repository, result)
    }

    static func articles(_ html: String) -> [String] {
        html.components(separatedBy: "<article ").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    @Test func identicalChangesShareOneCardListingEveryOutput() throws {
        let (repository, result) = try Self.groupedRun()
        let html = try repository.folder.read("report/index.html")
        let pngs = result.problems.filter { $0.campaign.hasPrefix("welcome-") }
        #expect(pngs.count == 8 && pngs.allSatisfy { $0.format == "png" && $0.pixels?.changeFingerprint != nil })
        for stem in ["iphone-15-portrait-ar-l", "iphone-15-portrait-en-l", "iphone-se-portrait-ar-l", "iphone-se-portrait-en-l"] {
            // One card, led by the first path, listing both campaigns' outputs with their own files.
            let card = try #require(Self.articles(html).first { $0.contains("id=\"welcome-again/\(stem).png\"") })
            #expect(card.contains("data-group=\"2\""))
            #expect(!html.contains("<article class=\"entry\" id=\"welcome-modal/\(stem).png\""), "no second card")
            #expect(html.contains("<li class=\"member\" id=\"welcome-modal/\(stem).png\" data-path=\"welcome-modal/\(stem).png\" data-campaign=\"welcome-modal\""))
            #expect(html.contains("<a href=\"images/diff/welcome-modal/\(stem).png\">diff</a>"))
        }
        #expect(html.contains("and 1 more changed the same way"))
        // summary.json still lists both, the second naming the card it is on.
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: repository.url.appendingPathComponent("report/summary.json"))) as? [String: Any])
        let problems = try #require(summary["problems"] as? [[String: Any]])
        #expect(problems.count == result.problems.count)
        let second = try #require(problems.first { $0["path"] as? String == "welcome-modal/iphone-se-portrait-en-l.png" })
        #expect(second["sameChangeAs"] as? String == "welcome-again/iphone-se-portrait-en-l.png")
        #expect(problems.first { $0["path"] as? String == "welcome-again/iphone-se-portrait-en-l.png" }?["sameChangeAs"] == nil)
        // Different changes never share a card: the four devices and languages differ.
        #expect(Set(pngs.map { $0.pixels!.changeFingerprint! }).count == 4)
        let cards = Self.articles(html).count
        #expect(cards < result.problems.count)
        #expect(html.contains("\(result.problems.count) to review in \(cards) groups of the same change"))
    }

    @Test func changedWordsAreMarkedAndLongLinesWrap() throws {
        let (repository, result) = try Self.groupedRun()
        let html = try repository.folder.read("report/index.html")
        #expect(result.problems.contains { $0.format == "a11y" && $0.campaign == "level-up-slideup" })
        #expect(html.contains("Level <del>5</del> unlocked"))
        #expect(html.contains("Level <ins>6</ins> unlocked"))
        #expect(ReportStyle.css.contains("white-space: pre-wrap; overflow-wrap: anywhere;"))
    }

    @Test func everyAxisHasAFilterAndThereIsASearch() throws {
        let (repository, _) = try Self.groupedRun()
        let html = try repository.folder.read("report/index.html")
        for filter in ["campaign", "device", "orientation", "language", "size", "format", "status"] {
            #expect(html.contains("<select data-filter=\"\(filter)\">"))
        }
        #expect(html.contains("<input type=\"search\" data-filter=\"q\""))
        #expect(html.contains("data-format=\"a11y\"") && html.contains("data-orientation=\"portrait\""))
    }

    @Test func theSameResultsGiveTheSameBytes() throws {
        let (repository, _) = try Self.groupedRun()
        let first = try Data(contentsOf: repository.url.appendingPathComponent("report/index.html"))
        let input = try ReportInput.read(try repository.workflow().resultFile)
        try GoldenReport([input]).write(to: repository.url.appendingPathComponent("again"))
        #expect(try Data(contentsOf: repository.url.appendingPathComponent("again/index.html")) == first)
    }

    /// Names, verdicts and texts come from campaign files and result files
    /// (CI artifacts): none of them can add markup or script to the page.
    @Test func everyInputStringIsEscaped() throws {
        let hostile = "\"><script>alert(1)</script><img src=x onerror=alert(2)>"
        let output = CheckedOutput(path: "c/\(hostile).a11y.txt", variant: "c/\(hostile)", campaign: "c", campaignFile: hostile, device: hostile,
                                   orientation: "portrait", language: hostile, textSize: "l", format: "a11y", comparison: .text, status: .failed, summary: hostile,
                                   golden: hostile, pixels: nil, artifacts: nil, recorded: nil, seconds: nil, isPluginFailure: nil,
                                   displayed: false, notDisplayedReason: hostile)
        let result = GoldenRunResult(shard: nil, recordMode: nil, outputs: [output, output], tally: RunTally([]), skipped: [])
        let report = try GoldenReport([ReportInput(result: result, folder: URL(fileURLWithPath: "/nonexistent"))])
        var entry = ReportEntry(output: output)
        entry.expectedText = "a \(hostile)"
        entry.actualText = "b \(hostile) </pre></figure><script>alert(3)</script>"
        let html = ReportPage(report, entries: [entry], title: hostile).html()
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img src=x"))
        #expect(html.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
    }

    /// The key is exact: outputs group only when the change is the same.
    @Test func theGroupKeyIsTheChangeItself() {
        func output(_ path: String, format: String, status: CheckedOutput.Status, summary: String = "",
                    pixels: CheckedOutput.PixelCounts? = nil) -> CheckedOutput {
            CheckedOutput(path: path, variant: path, campaign: "c", campaignFile: "c.json", device: "iphone-15", orientation: "portrait",
                          language: "en", textSize: "l", format: format, comparison: format == "png" ? .pixels : .text, status: status, summary: summary, golden: nil, pixels: pixels,
                          artifacts: nil, recorded: nil, seconds: nil, isPluginFailure: nil, displayed: true, notDisplayedReason: nil)
        }
        func text(_ path: String, _ expected: String, _ actual: String) -> ReportEntry {
            var entry = ReportEntry(output: output(path, format: "a11y", status: .failed))
            entry.expectedText = expected
            entry.actualText = actual
            return entry
        }
        func image(_ path: String, region: String, fingerprint: String) -> ReportEntry {
            ReportEntry(output: output(path, format: "png", status: .failed, pixels: CheckedOutput.PixelCounts(
                differing: 10, antialiased: 0, compared: 100, ratio: 0.1, expectedSize: "10x10", actualSize: "10x10",
                changedRegion: region, changeFingerprint: fingerprint)))
        }
        let entries = [
            text("a.txt", "x\nLevel 5\ny", "x\nLevel 6\ny"),
            text("b.txt", "other context\nLevel 5", "other context\nLevel 6"),  // same lines changed, other context: grouped
            text("c.txt", "Level 7", "Level 8"),
            image("d.png", region: "0,0,2,5", fingerprint: "00000000000000aa"),
            image("e.png", region: "0,0,2,5", fingerprint: "00000000000000aa"),
            image("f.png", region: "0,0,2,5", fingerprint: "00000000000000bb"),
            ReportEntry(output: output("g.png", format: "png", status: .new)),
            ReportEntry(output: output("h.png", format: "png", status: .new)),
            ReportEntry(output: output("i.png", format: "png", status: .error, summary: "plugin failed")),
            ReportEntry(output: output("j.png", format: "png", status: .error, summary: "plugin failed")),
        ]
        let groups = ChangeGroup.grouping(entries).map { $0.entries.map(\.output.path) }
        #expect(groups == [["a.txt", "b.txt"], ["c.txt"], ["d.png", "e.png"], ["f.png"], ["g.png"], ["h.png"], ["i.png", "j.png"]])
    }
}
