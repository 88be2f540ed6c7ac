import Foundation
import Testing
import TestSupport

/// The hostile-input corpus for CI hand-offs and run sizes (docs/security.md,
/// "CI hand-offs" and "Limits on a run"): goldens folders, `preview.json`,
/// result files and campaigns as a pull request could shape them, run
/// through the real binary in `HostileInputTests`' scratch world. Every
/// case checks the exit status, the one-line error, and that nothing
/// outside `work/out/` changed.
@Suite struct HandOffHostileInputTests {
    typealias World = HostileInputTests.World

    /// `preview.json` in `work/`: `c.json`, goldens and results below `out/`.
    private func config(goldens: String = "out/goldens", extra: String = "") throws -> World {
        let world = try World()
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "\#(goldens)", "output": "out/preview"\#(extra)}"#)
        return world
    }

    private func expectError(_ result: CommandResult, _ status: Int32, mentioning text: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == status, "\(result)", sourceLocation: sourceLocation)
        #expect(result.stderr.split(separator: "\n").contains { $0.contains(text) }, "\(result)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Backtrac") && !result.stderr.contains("Fatal error"), "\(result)", sourceLocation: sourceLocation)
    }

    private func exists(_ world: World, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: world.work.appendingPathComponent(path).path)
    }

    // MARK: Row 4: a goldens sub-folder linked out of the repository

    /// `golden record --from` writes goldens through the same confined path as
    /// `golden record`: a campaign's goldens folder that is a link out is refused by both.
    @Test func recordFromRefusesAGoldensFolderLinkedOutAsRecordDoes() throws {
        let world = try config()
        let check = try world.run(["golden", "check"])
        #expect(check.exitCode == 1 && check.stdout.contains("NEW   c/iphone-15-portrait-en-l.png"), "\(check)")
        try FileManager.default.createDirectory(at: world.work.appendingPathComponent("out/goldens"), withIntermediateDirectories: true)
        try world.scratch.link("work/out/goldens/c", to: world.outside.path)

        let taken = try world.run(["golden", "record", "--from", "out/preview", "--force"])
        #expect(taken.exitCode == 1, "\(taken)")
        #expect(taken.stdout.contains("ERROR c/iphone-15-portrait-en-l.png: cannot record the golden: ")
                && taken.stdout.contains("leads outside the folder"), "\(taken)")
        let recorded = try world.run(["golden", "record", "--force"])
        #expect(recorded.exitCode == 1 && recorded.stdout.contains("leads outside the folder"), "\(recorded)")
        #expect(!FileManager.default.fileExists(atPath: world.outside.appendingPathComponent("iphone-15-portrait-en-l.png").path))
    }

    // MARK: Row 5: --prune of a goldens folder outside the repository

    /// `"goldens": "../victim"`, an absolute path, or a goldens folder that is
    /// a link: `--prune` deletes nothing outside the repository, and records nothing either.
    @Test func pruneRefusesGoldensFoldersOutsideTheRepository() throws {
        try expectPruneRefused { _ in "../outside" }
        try expectPruneRefused { world in world.outside.path }
        try expectPruneRefused { world in world.outside.appendingPathComponent("not-yet").path }
        try expectPruneRefused { world in
            try FileManager.default.createDirectory(at: world.work.appendingPathComponent("out"), withIntermediateDirectories: true)
            try world.scratch.link("work/out/linked", to: world.outside.path)
            return "out/linked"
        }
    }

    /// One `golden record --prune` with the goldens folder `goldens` names: refused, nothing changed outside `work/out`.
    private func expectPruneRefused(goldens: (World) throws -> String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let world = try World()
        _ = try world.scratch.write("outside/retired.tree.json", "{}")
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "\#(try goldens(world))", "output": "out/preview"}"#)
        // The world's own run asserts that nothing outside work/out changed.
        expectError(try world.run(["golden", "record", "--prune", "--force"], sourceLocation: sourceLocation), 2, mentioning: "goldens",
                    sourceLocation: sourceLocation)
    }

    /// Inside the repository a prune runs, but a linked sub-folder is neither
    /// listed nor followed: only the goldens folder's own files are deleted.
    @Test func pruneDeletesOnlyRegularFilesReallyInTheGoldensFolder() throws {
        let world = try config()
        #expect(try world.run(["golden", "record", "--force"]).exitCode == 0)
        try world.write("out/goldens/retired/iphone-15-portrait-en-l.png", "stale")
        try world.scratch.link("work/out/goldens/elsewhere", to: world.outside.path)
        try world.scratch.link("work/out/goldens/linked.png", to: world.outside.appendingPathComponent("secret.png").path)
        let pruned = try world.run(["golden", "record", "--prune", "--force"])
        #expect(pruned.exitCode == 0, "\(pruned)")
        #expect(pruned.stdout.contains("pruning 1 golden no variant produces:\n  out/goldens/retired/iphone-15-portrait-en-l.png\n"), "\(pruned)")
        #expect(!exists(world, "out/goldens/retired"), "the folder the prune emptied is gone")
        #expect(exists(world, "out/goldens/c/iphone-15-portrait-en-l.png"))
        #expect(FileManager.default.fileExists(atPath: world.outside.appendingPathComponent("secret.png").path))
    }

    // MARK: Row 6: a result file whose numbers size what is built from it

    /// 192 bytes naming 2^63 - 1 shards: refused at once with its JSON path,
    /// by `golden report` and `golden record --from` alike.
    @Test func aResultFileWithAHugeShardCountIsRefusedAtOnce() throws {
        let world = try config()
        var text = #"{"version": 1, "shard": {"index": 1, "count": 9223372036854775807}, "outputs": [], "#
            + #""tally": {"variants": 0, "rendered": 0, "notDisplayed": [], "failed": [], "diagnostics": []}, "skipped": []}"#
        text += String(repeating: " ", count: max(0, 192 - text.utf8.count))
        #expect(text.utf8.count == 192)
        try world.write("out/ci/shard-1-of-9.json", text)
        let started = Date()
        let report = try world.run(["golden", "report", "out/ci/shard-1-of-9.json", "-o", "out/report"], timeout: 30)
        expectError(report, 2, mentioning: "out/ci/shard-1-of-9.json: shard.count: expected a whole number of shards from 1 to 1000, "
                    + "found number 9223372036854775807")
        let taken = try world.run(["golden", "record", "--from", "out/ci", "--force"], timeout: 30)
        expectError(taken, 2, mentioning: "shard.count: expected a whole number of shards from 1 to 1000")
        #expect(Date().timeIntervalSince(started) < 20, "refused before anything is sized by the number")
        #expect(!exists(world, "out/goldens"))
    }

    /// Every other count and size in a result file has its cap too: one line
    /// each, naming the file and the JSON path.
    @Test func resultFilesOverTheirOtherCapsAreRefused() throws {
        let world = try config()
        let tally = #""tally": {"variants": 0, "rendered": 0, "notDisplayed": [], "failed": [], "diagnostics": []}"#
        let output = #"{"path": "c/x.png", "variant": "c/x", "campaign": "c", "campaignFile": "c.json", "device": "iphone-15", "#
            + #""orientation": "portrait", "language": "en", "textSize": "l", "format": "png", "comparison": "pixels", "status": "new", "summary": "", "displayed": true"#
        let cases: [(String, String)] = [
            (#"{"version": 1, "shard": {"index": 5, "count": 4}, "outputs": [], \#(tally), "skipped": []}"#,
             "shard.index: expected a shard number from 1 to the count, 4, found number 5"),
            (#"{"version": 1, "outputs": [], "tally": {"variants": -1, "rendered": 0, "notDisplayed": [], "failed": [], "diagnostics": []}, "skipped": []}"#,
             "tally.variants: expected a whole number from 0 to 200000, found number -1"),
            (#"{"version": 1, "outputs": [\#(output), "pixels": {"differing": 1e300, "antialiased": 0, "compared": 1, "ratio": 0, "expectedSize": "1x1", "actualSize": "1x1"}}], \#(tally), "skipped": []}"#,
             "outputs[0].pixels.differing: expected a whole number of pixels"),
            (#"{"version": 1, "outputs": [\#(output.replacingOccurrences(of: "\"c/x.png\"", with: "\"" + String(repeating: "a/", count: 3000) + "\""))}], \#(tally), "skipped": []}"#,
             "outputs[0].path: expected a string of at most 4096 bytes, found a string of 6000 bytes"),
            (#"{"version": 1, "outputs": [], \#(tally), "skipped": [], "x": \#(String(repeating: "[", count: 40))}"#,
             "arrays and objects nested more than 16 deep"),
        ]
        for (json, message) in cases {
            try world.write("out/ci/result.json", json)
            expectError(try world.run(["golden", "report", "out/ci/result.json", "-o", "out/report"]), 2,
                        mentioning: "cannot read the result out/ci/result.json: ")
            let result = try world.run(["golden", "record", "--from", "out/ci", "--force"])
            expectError(result, 2, mentioning: message)
        }
    }

    // MARK: Row 13: a small campaign that plans tens of thousands of previews

    /// 500 localizations at every device and text size plan 60,000 variants (10 devices):
    /// refused before anything is laid out, by every command that walks the plan.
    @Test func aPlanOverTheVariantLimitIsRefusedBeforeAnythingIsDrawn() throws {
        let world = try World()
        let codes = "abcdefghijklmnopqrstuvwxyz".flatMap { a in "abcdefghijklmnopqrstuvwxyz".map { "\(a)\($0)" } }.prefix(500)
        let localizations = codes.map { #""\#($0)": {"header": "x"}"# }.joined(separator: ", ")
        try world.write("big.json", #"{"id": "big", "type": "modal", "header": "Hi", "localizations": {\#(localizations)}}"#)
        let axes = ["--langs", "campaign", "--devices", "all", "--text-sizes", "all"]
        let started = Date()
        let matrix = try world.run(["matrix", "big.json", "-o", "out/m"] + axes)
        expectError(matrix, 2, mentioning: "the matrix plans 60000 variants, over the limit of 5000 per run")
        #expect(matrix.stderr.contains("--max-variants N") && matrix.stderr.contains("\"maxVariants\" in preview.json"), "\(matrix)")
        #expect(world.scratch.files(below: "work/out").isEmpty, "nothing written")
        expectError(try world.run(["lint", "big.json"] + axes), 2, mentioning: "60000 variants")
        try world.write("preview.json", #"{"campaigns": ["big.json"], "goldens": "out/goldens", "output": "out/preview", "#
                        + #""matrix": {"languages": "campaign", "devices": "all", "textSizes": "all"}}"#)
        expectError(try world.run(["golden", "check"]), 2, mentioning: "60000 variants")
        expectError(try world.run(["golden", "record", "--force"]), 2, mentioning: "60000 variants")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(world.scratch.files(below: "work/out").isEmpty, "nothing written")
    }

    /// The limit is raised by the flag, or by the config within its ceiling.
    @Test func theVariantLimitIsRaisedByFlagOrConfig() throws {
        let world = try World()
        try world.write("three.json", #"{"id": "t", "type": "modal", "header": "Hi", "localizations": {"ar": {"header": "x"}, "de": {"header": "y"}}}"#)
        let axes = ["three.json", "--langs", "campaign", "--devices", "all", "--text-sizes", "all", "--format", "json"]
        expectError(try world.run(["lint"] + axes + ["--max-variants", "359"]), 2, mentioning: "plans 360 variants, over the limit of 359")
        let raised = try world.run(["lint"] + axes + ["--max-variants", "360"])
        #expect(raised.exitCode != 2, "\(raised)")
        try world.write("preview.json", #"{"campaigns": ["three.json"], "maxVariants": 100}"#)
        expectError(try world.run(["lint"] + axes.dropFirst()), 2, mentioning: "over the limit of 100")
        try world.write("preview.json", #"{"campaigns": ["three.json"], "maxVariants": 100001}"#)
        expectError(try world.run(["lint"] + axes.dropFirst()), 2,
                    mentioning: "preview.json: maxVariants: expected a whole number of variants from 1 to 100000")
        expectError(try world.run(["matrix", "c.json", "-o", "out", "--max-variants", "0"]), 2, mentioning: "for --max-variants")
    }

    /// A run stops at its output budget: what was written is whole, and no
    /// temporary file is left.
    @Test func aRunStopsAtItsOutputBudgetWithEveryFileWhole() throws {
        let world = try World()
        let matrix = try world.run(["matrix", "c.json", "--devices", "all", "-j", "1", "-o", "out/b", "--max-output-bytes", "400KiB"])
        expectError(matrix, 2, mentioning: "the run stopped at its output budget of 400 KiB")
        let written = world.scratch.files(below: "work/out/b")
        #expect(!written.isEmpty && written.count < 4, "\(written)")
        var total = 0
        for file in written {
            #expect(!(file as NSString).lastPathComponent.hasPrefix("."), "a temporary file was left: \(file)")
            let data = try Data(contentsOf: world.work.appendingPathComponent("out/b/" + file))
            total += data.count
            #expect(data.starts(with: PNGBytes.signature) && data.suffix(8).starts(with: Data("IEND".utf8)), "\(file) is whole")
        }
        #expect(total <= 400 << 10)
        expectError(try world.run(["matrix", "c.json", "-o", "out/x", "--max-output-bytes", "lots"]), 2, mentioning: "for --max-output-bytes")
        let roomy = try world.run(["matrix", "c.json", "-o", "out/r", "--max-output-bytes", "4GiB"])
        #expect(roomy.exitCode == 0, "\(roomy)")
    }
}
