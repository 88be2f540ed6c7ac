import Foundation
import Imaging
import TestSupport
import Testing

/// Issue 13, item 6 (the Markdown half): a summary fit for a pull-request
/// comment with `--summary FILE`, and appended to `$GITHUB_STEP_SUMMARY`
/// whenever that is set, as on GitHub Actions.
@Suite struct MarkdownSummaryTests {
    @Test func checkWritesTheSummaryAndAppendsItToTheStepSummary() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "record", "-q"]).exitCode == 0)
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        _ = try repo.folder.write("step-summary.md", "earlier step\n")
        var environment = AppRepository.local
        environment["GITHUB_STEP_SUMMARY"] = repo.url.appendingPathComponent("step-summary.md").path
        let check = try repo.run(["golden", "check", "--summary", "comment.md"], environment: environment)
        #expect(check.exitCode == 1, "\(check)")

        let comment = try repo.folder.read("comment.md")
        #expect(comment.hasPrefix("## ❌ Preview goldens: 4 of \(AppRepository.outputCount) outputs need review\n\n"
                                  + "\(AppRepository.variantCount) variants · \(AppRepository.outputCount - 4) passed · 4 failed\n"), "\(comment)")
        #expect(comment.contains("| output | verdict | expected | actual | diff |"))
        let row = try #require(comment.split(separator: "\n").first { $0.hasPrefix("| `engagement/streak-reminder/iphone-15-portrait-en-l.png`") })
        for kind in ["expected", "actual", "diff"] {
            let source = ".preview/report/images/\(kind)/engagement/streak-reminder/iphone-15-portrait-en-l.png"
            #expect(row.contains("<img src=\"\(source)\" width=\"120\" alt=\"\(kind)\">"), "\(row)")
            #expect(repo.exists(source), "thumbnails link the report's copies, relative to the summary: \(source)")
        }

        let step = try repo.folder.read("step-summary.md")
        #expect(step.hasPrefix("earlier step\n## ❌ Preview goldens: 4 of "), "appended, not replaced: \(step)")
        #expect(!step.contains("<img"), "a job's summary page cannot show the report's images")
        #expect(step.contains("| `engagement/streak-reminder/iphone-15-portrait-en-l.a11y.txt` | failed: `text differs from line"), "\(step)")
    }

    @Test func reportWritesTheSummaryOfMergedShards() throws {
        let repo = try AppRepository()
        for index in 1...2 { #expect(try repo.run(["golden", "check", "--shard", "\(index)/2", "-q"]).exitCode == 1) }
        let merged = try repo.run(["golden", "report", ".preview/shard-1-of-2.json", "-o", "report", "--summary", "report/summary.md"])
        #expect(merged.exitCode == 1)
        let text = try repo.folder.read("report/summary.md")
        #expect(text.contains(" · shards 1 of 2 (missing: 2)"), "\(text)")
        #expect(text.contains("<img src=\"images/actual/"), "relative to the summary's own folder: \(text)")
    }
}

/// Issue 13, item 6 (the picture half): a contact sheet per campaign, written by `golden check` unless turned off.
@Suite struct ContactSheetTests {
    /// Pixels of the sheet's alert red (#D70015), which marks variants a device would not display.
    static func alertRedPixels(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.rgba(x: x, y: y)
                if pixel.r > 200, pixel.g < 30, pixel.b < 45 { count += 1 }
            }
        }
        return count
    }

    @Test func checkDrawsOneSheetPerCampaignWithNotDisplayedVariantsMarked() throws {
        let repo = try AppRepository(config: AppRepository.config.replacingOccurrences(of: #""formats": ["png", "a11y"]"#,
                                                                                        with: #""formats": ["png"], "orientations": "all""#))
        try repo.folder.copy(Repository.fixtures.appendingPathComponent("campaigns/pipeline/portrait-only-modal.json"),
                             to: "campaigns/promos/portrait-only.json")
        #expect(try repo.run(["golden", "record", "-q"]).exitCode == 0)
        let check = try repo.run(["golden", "check"])
        #expect(check.exitCode == 0, "\(check)")
        #expect(check.stdout.contains("  contact sheets: 7 in .preview/result/ (*.contact-sheet.png)\n"), "\(check)")
        let sheets = repo.folder.files(below: ".preview/result").filter { $0.hasSuffix(".contact-sheet.png") }
        #expect(sheets == ["engagement/level-up.contact-sheet.png", "engagement/streak-reminder.contact-sheet.png",
                           "posters/spring-poster.contact-sheet.png", "promos/points-reminder.contact-sheet.png",
                           "promos/portrait-only.contact-sheet.png", "promos/summer-sale.contact-sheet.png",
                           "promos/welcome-modal.contact-sheet.png"])

        // Portrait-only on 2 devices x 2 orientations: 4 variants side by side, the 2 landscape ones framed in red.
        let png = try repo.data(".preview/result/promos/portrait-only.contact-sheet.png")
        let image = try ImageDecoder.decode(png)
        #expect(image.width > 1000 && image.height > 400, "\(image.width)x\(image.height)")
        #expect(Self.alertRedPixels(image) > 5_000, "the not-displayed frames and reasons are red")
        let welcome = try ImageDecoder.decode(try repo.data(".preview/result/promos/welcome-modal.contact-sheet.png"))
        #expect(Self.alertRedPixels(welcome) == 0, "every welcome variant is displayed")

        let again = try repo.run(["golden", "check"])
        #expect(try repo.data(".preview/result/promos/portrait-only.contact-sheet.png") == png, "deterministic")
        #expect(again.exitCode == 0)
        let off = try repo.run(["golden", "check", "--no-contact-sheet"])
        #expect(off.exitCode == 0)
        #expect(!off.stdout.contains("contact sheets"))
        #expect(!repo.exists(".preview/result/promos/portrait-only.contact-sheet.png"), "the run's artifact folder starts empty")
    }
}
