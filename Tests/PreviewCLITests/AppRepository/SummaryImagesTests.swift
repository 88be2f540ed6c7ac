import Foundation
import TestSupport
import Testing

/// Issue 27, item 6: summaries a pull request can show. Thumbnails come from
/// where the report is published (`--summary-images URL`), in the step
/// summary too; without it the step summary is a text table. The summary
/// ends with a marker, by which the GitHub recipe updates its one comment.
@Suite struct SummaryImagesTests {
    static let row = "| `engagement/streak-reminder/iphone-15-portrait-en-l.png`"

    @Test func thumbnailsComeFromThePublishedReport() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "record", "-q"]).exitCode == 0)
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        _ = try repo.folder.write("step-summary.md", "")
        var environment = AppRepository.local
        environment["GITHUB_STEP_SUMMARY"] = repo.url.appendingPathComponent("step-summary.md").path
        let check = try repo.run(["golden", "check", "--summary", "comment.md", "--summary-images", "https://previews.example.org/run/7/report"],
                                 environment: environment)
        #expect(check.exitCode == 1, "\(check)")
        for file in ["comment.md", "step-summary.md"] {
            let text = try repo.folder.read(file)
            let row = try #require(text.split(separator: "\n").first { $0.hasPrefix(Self.row) }, "\(text)")
            for kind in ["expected", "actual", "diff"] {
                let source = "https://previews.example.org/run/7/report/images/\(kind)/engagement/streak-reminder/iphone-15-portrait-en-l.png"
                #expect(row.contains("<img src=\"\(source)\" width=\"120\" alt=\"\(kind)\">"), "\(file): \(row)")
            }
            #expect(text.hasSuffix("\n<!-- messagepreview-golden-summary -->\n"), "\(file)")
        }
    }

    @Test func withoutAnAddressTheStepSummaryIsATextTable() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "record", "-q"]).exitCode == 0)
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        _ = try repo.folder.write("step-summary.md", "")
        var environment = AppRepository.local
        environment["GITHUB_STEP_SUMMARY"] = repo.url.appendingPathComponent("step-summary.md").path
        #expect(try repo.run(["golden", "check"], environment: environment).exitCode == 1)
        let text = try repo.folder.read("step-summary.md")
        #expect(text.contains("| output | verdict |\n| --- | --- |\n"), "\(text)")
        #expect(!text.contains("<img") && !text.contains("data:"), "\(text)")
    }

    @Test(arguments: ["javascript:alert(1)", "https://x.example/\"onerror=\"alert(1)", "ftp://x.example/", "https://"])
    func anAddressThatIsNotAPlainHTTPURLIsRefused(_ address: String) throws {
        let repo = try AppRepository()
        let check = try repo.run(["golden", "check", "-q", "--summary-images", address])
        #expect(check.exitCode == 2, "\(check)")
    }

    @Test(.enabled(if: CIRecipeTests.hasPyYAML, "python3 with PyYAML is not installed; skipped"))
    func theGitHubRecipeUpdatesOneCommentWhenAskedAndNotForForks() throws {
        let workflow = try CIRecipeTests.load(CIRecipeTests.github)
        let report = try #require((workflow["jobs"] as? [String: [String: Any]])?["report"])
        #expect((report["permissions"] as? [String: String])?["pull-requests"] == "write")
        let steps = report["steps"] as? [[String: Any]] ?? []
        let comment = try #require(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/github-script@") == true })
        let condition = comment["if"] as? String ?? ""
        #expect(condition.contains("vars.PREVIEW_PR_COMMENT == 'true'") && condition.contains("github.event.pull_request.head.repo.full_name == github.repository"))
        let script = (comment["with"] as? [String: Any])?["script"] as? String ?? ""
        #expect(script.contains("<!-- messagepreview-golden-summary -->") && script.contains("updateComment"))
        #expect(steps.compactMap { $0["run"] as? String }.joined().contains("--summary report/summary.md"))
    }
}
