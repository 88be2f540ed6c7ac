import Foundation
import TestSupport
import Testing

/// Issue 27, item 4: `golden check` lists goldens no variant produces (left
/// by a deleted campaign): a warning by default, an error with
/// `--fail-on-orphans` or `"orphanedGoldens": "error"`; in the report, the
/// Markdown summary and summary.json.
@Suite struct GoldenOrphanTests {
    /// A repository whose goldens match, plus two goldens of a campaign that was deleted and a README.
    static func repositoryWithOrphans() throws -> ScratchFolder {
        let repo = try GoldenCommandTests.repository()
        let recorded = try PreviewCLI.run(["golden", "record"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let retired = repo.url.appendingPathComponent("goldens/retired-promo")
        try FileManager.default.createDirectory(at: retired, withIntermediateDirectories: true)
        let golden = repo.url.appendingPathComponent("goldens/welcome-modal/iphone-15-portrait-en-l.png")
        try FileManager.default.copyItem(at: golden, to: retired.appendingPathComponent("iphone-15-portrait-en-l.png"))
        try "old".write(to: retired.appendingPathComponent("iphone-15-portrait-en-l.a11y.txt"), atomically: true, encoding: .utf8)
        try "notes".write(to: retired.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        return repo
    }

    static let orphans = ["goldens/retired-promo/iphone-15-portrait-en-l.a11y.txt", "goldens/retired-promo/iphone-15-portrait-en-l.png"]

    @Test func orphanedGoldensAreAWarningListedInTheReports() throws {
        let repo = try Self.repositoryWithOrphans()
        let checked = try PreviewCLI.run(["golden", "check", "--summary", "summary.md"], in: repo.url,
                                         environment: GoldenCommandTests.local, timeout: 300)
        #expect(checked.exitCode == 0, "\(checked)")
        #expect(checked.stderr.contains("preview-cli: warning: 2 orphaned goldens: no variant produces them (golden record --prune deletes them)"),
                "\(checked)")
        for path in Self.orphans { #expect(checked.stderr.contains("preview-cli:   orphaned: \(path)\n"), "\(checked)") }
        #expect(!checked.stderr.contains("README"), "notes are not goldens: \(checked)")
        let html = try String(contentsOf: repo.url.appendingPathComponent(".preview/report/index.html"), encoding: .utf8)
        #expect(html.contains("2 orphaned goldens: no variant produces them"))
        #expect(html.contains("<code>goldens/retired-promo/iphone-15-portrait-en-l.png</code>"))
        let markdown = try String(contentsOf: repo.url.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(markdown.contains("### Orphaned goldens\n\n2 goldens no variant produces (a warning; `golden record --prune` deletes them):\n\n"
                                  + "- `goldens/retired-promo/iphone-15-portrait-en-l.a11y.txt`\n"), "\(markdown)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: repo.url.appendingPathComponent(".preview/report/summary.json"))) as? [String: Any]
        #expect(summary?["orphanedGoldens"] as? [String] == Self.orphans)
        #expect(summary?["passed"] as? Bool == true)
    }

    @Test func orphanedGoldensFailWithTheFlagOrTheConfigKey() throws {
        let repo = try Self.repositoryWithOrphans()
        let flagged = try PreviewCLI.run(["golden", "check", "--fail-on-orphans", "-q"], in: repo.url,
                                         environment: GoldenCommandTests.local, timeout: 300)
        #expect(flagged.exitCode == 1, "\(flagged)")
        #expect(flagged.stderr.hasPrefix("preview-cli: error: 2 orphaned goldens: no variant produces them (golden record --prune deletes them)\n"),
                "\(flagged)")

        let config = repo.url.appendingPathComponent("preview.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        try text.replacingOccurrences(of: "\"goldens\": \"goldens\",", with: "\"goldens\": \"goldens\", \"orphanedGoldens\": \"error\",")
            .write(to: config, atomically: true, encoding: .utf8)
        let configured = try PreviewCLI.run(["golden", "check"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(configured.exitCode == 1, "\(configured)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: repo.url.appendingPathComponent(".preview/report/summary.json"))) as? [String: Any]
        #expect(summary?["passed"] as? Bool == false)

        try text.replacingOccurrences(of: "\"goldens\": \"goldens\",", with: "\"goldens\": \"goldens\", \"orphanedGoldens\": \"fail\",")
            .write(to: config, atomically: true, encoding: .utf8)
        let misspelt = try PreviewCLI.run(["golden", "check"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(misspelt.exitCode == 2, "\(misspelt)")
        #expect(misspelt.stderr.contains("orphanedGoldens: expected \"warning\" or \"error\""), "\(misspelt)")
    }
}
