import Foundation
import TestSupport
import Testing

/// Issue 13, item 1: goldens accepted from what CI rendered, on any machine.
/// The loop an app team runs: record, check, change a brand colour and a
/// string, CI's check fails, a developer downloads the artifact and accepts
/// it with `golden record --from`, and the next check passes.
@Suite struct AcceptFromResultTests {
    /// Copies `.preview/` as a CI artifact download would land, outside the repository's own output.
    static func download(_ repo: AppRepository, _ names: [String], to folder: String) throws {
        for name in names {
            try repo.folder.copy(repo.url.appendingPathComponent(".preview/\(name)"), to: "\(folder)/\(name)")
        }
    }

    @Test func aCheckResultIsAcceptedWithTheSameUpdateModes() throws {
        let repo = try AppRepository()
        let recorded = try repo.run(["golden", "record"])
        #expect(recorded.exitCode == 0, "\(recorded)")
        #expect(recorded.stdout.hasSuffix("golden record (--update missing): \(AppRepository.outputCount) created, 0 updated, 0 unchanged\n"),
                "\(recorded)")
        #expect(try repo.run(["golden", "check"]).exitCode == 0)

        // A brand colour one step darker (#007AFF to #0066D6) and a changed string.
        try repo.edit("campaigns/promos/points-reminder.json") { $0.replacingOccurrences(of: "#007AFF", with: "#0066D6") }
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        let failing = try repo.run(["golden", "check"])
        #expect(failing.exitCode == 1, "\(failing)")
        let failed = failing.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { String($0.split(separator: " ")[1].dropLast()) }
        #expect(failed.contains("promos/points-reminder/iphone-15-portrait-en-l.png"), "the darker blue is caught: \(failing)")
        #expect(failed.contains("engagement/streak-reminder/iphone-se-portrait-en-l.a11y.txt"), "\(failing)")
        #expect(failed.contains("promos/points-reminder/iphone-15-portrait-en-l.a11y.txt"), "the contrast finding went away: \(failing)")
        #expect(failed.count == 12, "the colour's 4 PNGs and 4 a11y, the string's 2 PNGs and 2 a11y: \(failing)")

        // CI's artifact, downloaded into another folder; the working tree's .preview is gone.
        try Self.download(repo, ["result.json", "result"], to: "downloads/preview-result")
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent(".preview"))
        let goldensBefore = try repo.data("goldens/engagement/streak-reminder/iphone-15-portrait-en-l.png")

        let missingOnly = try repo.run(["golden", "record", "--from", "downloads/preview-result"])
        #expect(missingOnly.exitCode == 1, "--update missing leaves the failures: \(missingOnly)")
        #expect(missingOnly.stdout.contains("golden record --from downloads/preview-result (--update missing): 0 created, 0 updated, "
                                            + "\(AppRepository.outputCount - 12) unchanged; 12 still need review (--update failed rewrites the 12 that differ)"),
                "\(missingOnly)")

        let accepted = try repo.run(["golden", "record", "--from", "downloads/preview-result", "--update", "failed"])
        #expect(accepted.exitCode == 0, "\(accepted)")
        #expect(accepted.stdout.split(separator: "\n").filter { $0.hasPrefix("updated goldens/") }.count == 12, "\(accepted)")
        #expect(accepted.stdout.hasSuffix("(--update failed): 0 created, 12 updated, \(AppRepository.outputCount - 12) unchanged\n"), "\(accepted)")
        #expect(try repo.data("goldens/engagement/streak-reminder/iphone-15-portrait-en-l.png") != goldensBefore)
        #expect(try repo.data("goldens/engagement/streak-reminder/iphone-15-portrait-en-l.png")
            == repo.data("downloads/preview-result/result/actual/engagement/streak-reminder/iphone-15-portrait-en-l.png"))
        let clean = try repo.run(["golden", "check"])
        #expect(clean.exitCode == 0, "the accepted goldens are what this machine renders too: \(clean)")

        let again = try repo.run(["golden", "record", "--from", "downloads/preview-result/result.json", "--update", "all"])
        #expect(again.exitCode == 0, "\(again)")
        #expect(again.stdout.hasSuffix("0 created, 0 updated, \(AppRepository.outputCount) unchanged\n"), "nothing left to take: \(again)")
    }

    /// A result of other campaigns or another matrix is refused whole, before any golden is written.
    @Test func aResultOfAnotherConfigIsRefused() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "check"]).exitCode == 1, "no goldens yet: every output is new")
        let wider = AppRepository.config.replacingOccurrences(of: #""iphone-se", "iphone-15""#, with: #""iphone-se", "iphone-15", "ipad-air-11""#)
        _ = try repo.folder.write("preview.json", wider)
        let refused = try repo.run(["golden", "record", "--from", ".preview"])
        #expect(refused.exitCode == 2, "\(refused)")
        #expect(refused.stderr.contains("preview-cli: error: not recording from .preview/result.json: the result does not match this "
                                        + "preview.json's campaigns and matrix: \(AppRepository.outputCount / 2) outputs of the config are not in it "
                                        + "(engagement/level-up/ipad-air-11-portrait-ar-l.a11y.txt"), "\(refused)")
        #expect(!repo.exists("goldens"), "nothing was recorded")

        _ = try repo.folder.write("preview.json", AppRepository.config)
        try repo.folder.copy(Repository.examples.appendingPathComponent("level-up-slideup.json"), to: "campaigns/extra.json")
        let extra = try repo.run(["golden", "record", "--from", ".preview"])
        #expect(extra.exitCode == 2, "\(extra)")
        #expect(extra.stderr.contains("outputs of the config are not in it (extra/iphone-15-portrait-ar-l.a11y.txt"), "\(extra)")

        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("campaigns/extra.json"))
        let ci = try repo.run(["golden", "record", "--from", ".preview"], environment: AppRepository.local.merging(["CI": "1"]) { $1 })
        #expect(ci.exitCode == 2, "CI still never records: \(ci)")
        let taken = try repo.run(["golden", "record", "--from", ".preview"])
        #expect(taken.exitCode == 0, "\(taken)")
        #expect(taken.stdout.hasSuffix("(--update missing): \(AppRepository.outputCount) created, 0 updated, 0 unchanged\n"), "\(taken)")
    }

    /// An artifact path of a result file is untrusted: it may not lead out of the result's folder.
    @Test func anArtifactOutsideTheResultFolderIsNotRead() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "check"]).exitCode == 1)
        let resultFile = repo.url.appendingPathComponent(".preview/result.json")
        let text = try String(contentsOf: resultFile, encoding: .utf8)
        let path = "result/actual/engagement/level-up/iphone-15-portrait-en-l.a11y.txt"
        #expect(text.contains("\"\(path)\""))
        try text.replacingOccurrences(of: "\"\(path)\"", with: "\"../preview.json\"").write(to: resultFile, atomically: true, encoding: .utf8)
        let taken = try repo.run(["golden", "record", "--from", ".preview"])
        #expect(taken.exitCode == 1, "\(taken)")
        #expect(taken.stdout.contains("ERROR engagement/level-up/iphone-15-portrait-en-l.a11y.txt: cannot take the output from the result: "
                                      + "../preview.json is not a path inside the result's folder"), "\(taken)")
        #expect(!repo.exists("goldens/engagement/level-up/iphone-15-portrait-en-l.a11y.txt"))
    }

    /// Three shards checked in parallel jobs, their artifacts downloaded into one folder, then merged and accepted.
    @Test func threeShardsMergeAndAreAcceptedTogether() throws {
        let repo = try AppRepository()
        for index in 1...3 {
            let shard = try repo.run(["golden", "check", "--shard", "\(index)/3", "-j", "1"])
            #expect(shard.exitCode == 1, "\(shard)")
            try Self.download(repo, ["shard-\(index)-of-3.json", "shard-\(index)-of-3"], to: "shards/preview-shard-\(index)")
        }
        let merged = try repo.run(["golden", "report", "shards/preview-shard-1/shard-1-of-3.json", "shards/preview-shard-2/shard-2-of-3.json",
                                   "shards/preview-shard-3/shard-3-of-3.json", "-o", "report"])
        #expect(merged.exitCode == 1, "\(merged)")
        #expect(merged.stdout.contains("golden report: \(AppRepository.outputCount) of \(AppRepository.outputCount) outputs need review, "
                                       + "\(AppRepository.variantCount) variants; shards 3 of 3"), "\(merged)")

        // A stray shard of another split names its file.
        #expect(try repo.run(["golden", "check", "--shard", "1/2", "-j", "1"]).exitCode == 1)
        let mixed = try repo.run(["golden", "report", "shards/preview-shard-1/shard-1-of-3.json", ".preview/shard-1-of-2.json", "-o", "report"])
        #expect(mixed.exitCode == 2, "\(mixed)")
        #expect(mixed.stderr.contains("cannot read the result .preview/shard-1-of-2.json: it is one of 2 shards, but "
                                      + "shards/preview-shard-1/shard-1-of-3.json is one of 3 shards"), "\(mixed)")

        let partial = try repo.run(["golden", "record", "--from", "shards/preview-shard-1", "--from", "shards/preview-shard-3"])
        #expect(partial.exitCode == 2, "\(partial)")
        #expect(partial.stderr.contains("shards 2 of 3 are missing"), "\(partial)")
        let whole = try repo.run(["golden", "record", "--from", "shards"])
        #expect(whole.exitCode == 0, "\(whole)")
        #expect(whole.stdout.hasSuffix("(--update missing): \(AppRepository.outputCount) created, 0 updated, 0 unchanged\n"), "\(whole)")
        #expect(try repo.run(["golden", "check"]).exitCode == 0)
    }

    /// Issue 13, item 3: `"orientation": "all"` would halve the matrix and still pass.
    @Test func aTypoInPreviewJSONIsRefused() throws {
        let repo = try AppRepository(config: AppRepository.config.replacingOccurrences(
            of: #""formats": ["png", "a11y"]"#, with: #""formats": ["png", "a11y"], "orientation": "all""#))
        let check = try repo.run(["golden", "check"])
        #expect(check.exitCode == 2, "\(check)")
        #expect(check.stderr == "preview-cli: error: preview.json: matrix.orientation: unknown key (did you mean \"orientations\"?)\n", "\(check)")
        #expect(!repo.exists(".preview"), "nothing was rendered")
    }
}
