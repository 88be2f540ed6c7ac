import Foundation
import TestSupport
import Testing

/// `preview-cli golden check | record | report` as CI runs them, in a user's
/// repository made in a scratch folder from the bundled examples.
@Suite struct GoldenCommandTests {
    static let root = MatrixCommandTests.root
    /// A developer's machine: fonts from the checkout, and no CI variable.
    static let local = ["MESSAGEPREVIEW_FONTS": root.appendingPathComponent("fonts").path, "CI": ""]

    /// campaigns/ with the three examples, their values and assets, and a preview.json.
    static func repository() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        let campaigns = folder.url.appendingPathComponent("campaigns")
        try FileManager.default.createDirectory(at: campaigns, withIntermediateDirectories: true)
        for name in ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen", "values"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent("examples/\(name).json"), to: campaigns.appendingPathComponent("\(name).json"))
        }
        try FileManager.default.copyItem(at: root.appendingPathComponent("examples/assets"), to: campaigns.appendingPathComponent("assets"))
        try folder.file("preview.json", """
            {
              "campaigns": ["campaigns/"],
              "values": "campaigns/values.json",
              "goldens": "goldens",
              "matrix": { "devices": ["iphone-se", "iphone-15"], "languages": ["en", "ar"], "formats": ["png", "a11y"] }
            }
            """)
        return folder
    }

    func run(_ arguments: [String], in folder: ScratchFolder, environment: [String: String] = local) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: folder.url, environment: environment, timeout: 300)
    }

    static func stamps(_ folder: URL) throws -> [String: String] {
        var stamps: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            stamps[path] = "\((attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0)@\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return stamps
    }

    /// Must show: matching goldens exit 0; a changed button colour exits 1 and
    /// the report shows that variant with its diff; `record --update failed`
    /// fixes it and touches no other file.
    @Test func checkFailsOnAChangedButtonAndRecordFailedFixesOnlyThat() throws {
        let repo = try Self.repository()
        let recorded = try run(["golden", "record"], in: repo)
        #expect(recorded.exitCode == 0, "\(recorded)")
        #expect(recorded.stdout.hasSuffix("golden record (--update missing): 24 created, 0 updated, 0 unchanged\n"), "\(recorded)")

        let clean = try run(["golden", "check"], in: repo)
        #expect(clean.exitCode == 0, "\(clean)")
        #expect(clean.stdout.hasPrefix("golden check: all 24 outputs match their goldens; 12 variants\n"), "\(clean)")

        let campaign = repo.url.appendingPathComponent("campaigns/welcome-modal.json")
        try String(contentsOf: campaign, encoding: .utf8).replacingOccurrences(of: "\"#5B3DF5\", \"textColor\"", with: "\"#C2410C\", \"textColor\"")
            .write(to: campaign, atomically: true, encoding: .utf8)
        let failing = try run(["golden", "check"], in: repo)
        #expect(failing.exitCode == 1, "\(failing)")
        let failed = ["iphone-15-portrait-ar-l", "iphone-15-portrait-en-l", "iphone-se-portrait-ar-l", "iphone-se-portrait-en-l"]
            .map { "welcome-modal/\($0).png" }
        #expect(failing.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.map { String($0.split(separator: " ")[1].dropLast()) } == failed,
                "\(failing)")
        #expect(failing.stdout.contains("golden check: 4 of 24 outputs need review (4 failed); 12 variants"))
        #expect(failing.stdout.contains("  report: .preview/report/index.html"))
        let html = try String(contentsOf: repo.url.appendingPathComponent(".preview/report/index.html"), encoding: .utf8)
        #expect(html.contains("id=\"welcome-modal/iphone-15-portrait-en-l.png\""))
        #expect(FileManager.default.fileExists(atPath: repo.path(".preview/report/images/diff/welcome-modal/iphone-15-portrait-en-l.png")))
        #expect(FileManager.default.fileExists(atPath: repo.path(".preview/report/junit.xml")))

        let goldens = repo.url.appendingPathComponent("goldens")
        let before = try Self.stamps(goldens)
        Thread.sleep(forTimeInterval: 0.02)
        let fixed = try run(["golden", "record", "--update", "failed"], in: repo)
        #expect(fixed.exitCode == 0, "\(fixed)")
        #expect(fixed.stdout == failed.map { "updated goldens/\($0)\n" }.joined()
            + "golden record (--update failed): 0 created, 4 updated, 20 unchanged\n")
        let after = try Self.stamps(goldens)
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after.keys.filter { after[$0] != before[$0] }.sorted() == failed, "no other golden was touched")
        #expect(try run(["golden", "check"], in: repo).exitCode == 0)
    }

    /// A second check of unchanged goldens draws no PNG frame (it says how
    /// many it skipped); --no-cache draws them all; a changed campaign is
    /// drawn again and fails whatever the cache holds.
    @Test func aSecondCheckSkipsUnchangedFramesUnlessToldNotTo() throws {
        let repo = try Self.repository()
        #expect(try run(["golden", "record", "--langs", "en"], in: repo).exitCode == 0)
        let first = try run(["golden", "check", "--langs", "en"], in: repo)
        #expect(first.exitCode == 0 && !first.stdout.contains("not drawn"), "\(first)")
        #expect(FileManager.default.fileExists(atPath: repo.path(".preview/check-cache")))

        let second = try run(["golden", "check", "--langs", "en"], in: repo)
        #expect(second.exitCode == 0, "\(second)")
        #expect(second.stdout.contains("golden check: all 12 outputs match their goldens; 6 variants\n"
                                       + "  unchanged since an earlier check, not drawn: 6 (check cache; --no-cache draws every frame)\n"),
                "\(second)")
        let result = try String(contentsOf: repo.url.appendingPathComponent(".preview/result.json"), encoding: .utf8)
        #expect(result.components(separatedBy: "\"verifiedByCache\" : true").count - 1 == 6)

        let uncached = try run(["golden", "check", "--langs", "en", "--no-cache"], in: repo)
        #expect(uncached.exitCode == 0 && !uncached.stdout.contains("not drawn"), "\(uncached)")

        let campaign = repo.url.appendingPathComponent("campaigns/welcome-modal.json")
        try String(contentsOf: campaign, encoding: .utf8).replacingOccurrences(of: "\"#5B3DF5\", \"textColor\"", with: "\"#C2410C\", \"textColor\"")
            .write(to: campaign, atomically: true, encoding: .utf8)
        let changed = try run(["golden", "check", "--langs", "en"], in: repo)
        #expect(changed.exitCode == 1, "\(changed)")
        #expect(changed.stdout.contains("unchanged since an earlier check, not drawn: 4 "), "\(changed)")
    }

    @Test func nothingIsRecordedInCIUnlessForced() throws {
        let repo = try Self.repository()
        var ci = Self.local
        ci["CI"] = "true"
        let refused = try run(["golden", "record"], in: repo, environment: ci)
        #expect(refused.exitCode == 2, "\(refused)")
        #expect(refused.stderr.contains("the CI environment variable is set"))
        #expect(!FileManager.default.fileExists(atPath: repo.path("goldens")))
        let forced = try run(["golden", "record", "--force", "--langs", "en", "--devices", "iphone-15"], in: repo, environment: ci)
        #expect(forced.exitCode == 0, "\(forced)")
        #expect(forced.stdout.contains("6 created"))
    }

    @Test func pruneListsThenRemovesGoldensNoVariantProduces() throws {
        let repo = try Self.repository()
        #expect(try run(["golden", "record", "--langs", "en", "--devices", "iphone-15"], in: repo).exitCode == 0)
        try repo.file("goldens/retired.png", "x")
        let kept = try run(["golden", "record", "--langs", "en", "--devices", "iphone-15"], in: repo)
        #expect(FileManager.default.fileExists(atPath: repo.path("goldens/retired.png")), "only when asked: \(kept)")
        let pruned = try run(["golden", "record", "--prune", "--langs", "en", "--devices", "iphone-15"], in: repo)
        #expect(pruned.exitCode == 0, "\(pruned)")
        #expect(pruned.stdout.contains("pruning 1 golden no variant produces:\n  goldens/retired.png\n"))
        #expect(!FileManager.default.fileExists(atPath: repo.path("goldens/retired.png")))
        let sharded = try run(["golden", "record", "--prune", "--shard", "1/2"], in: repo)
        #expect(sharded.exitCode == 2, "\(sharded)")
    }

    @Test func shardedChecksMergeIntoOneReport() throws {
        let repo = try Self.repository()
        #expect(try run(["golden", "record"], in: repo).exitCode == 0)
        try repo.file("campaigns/new-promo.json", #"{"id": "promo", "type": "modal", "header": "New", "buttons": [{"id": "ok", "text": "OK", "action": {"type": "dismiss"}}]}"#)
        var statuses: [Int32] = []
        for index in 1...2 {
            let shard = try run(["golden", "check", "--shard", "\(index)/2"], in: repo)
            statuses.append(shard.exitCode)
            #expect(shard.stdout.contains("golden check: shard \(index)/2: "), "\(shard)")
            #expect(!shard.stdout.contains("report:"), "a shard leaves the report to the merge")
        }
        #expect(statuses.contains(1), "the new campaign has no goldens")
        #expect(FileManager.default.fileExists(atPath: repo.path(".preview/shard-1-of-2.json")))
        let partial = try run(["golden", "report", ".preview/shard-1-of-2.json", "-o", "report"], in: repo)
        #expect(partial.exitCode == 1)
        #expect(partial.stdout.contains("shards 1 of 2 (missing: 2)"), "\(partial)")
        let merged = try run(["golden", "report", ".preview/shard-1-of-2.json", ".preview/shard-2-of-2.json", "-o", "report"], in: repo)
        #expect(merged.exitCode == 1, "\(merged)")
        #expect(merged.stdout.contains("golden report: 8 of 32 outputs need review, 16 variants; shards 2 of 2"), "\(merged)")
        let html = try String(contentsOf: repo.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "data-status=\"new\"").count - 1 == 8)
        let unreadable = try run(["golden", "report", "nothing.json", "-o", "report"], in: repo)
        #expect(unreadable.exitCode == 2, "\(unreadable)")
    }

    @Test func withoutAConfigCheckExplainsWhatItNeeds() throws {
        let folder = try ScratchFolder()
        let result = try run(["golden", "check"], in: folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains("no preview.json in "))
        let bad = try ScratchFolder()
        try bad.file("preview.json", #"{"matrix": {"devices": ["iphone-14"]}}"#)
        let invalid = try run(["golden", "check"], in: bad)
        #expect(invalid.exitCode == 2)
        let warned = try ScratchFolder()
        try warned.file("preview.json", #"{"colour": 1}"#)
        let typo = try run(["golden", "check"], in: warned)
        #expect(typo.exitCode == 2, "\(typo)")
        #expect(typo.stderr.hasPrefix("preview-cli: error: preview.json: colour: unknown key"), "\(typo)")
        #expect(invalid.stderr.contains("preview-cli: error: preview.json: matrix.devices[0]: expected one of iphone-se"), "\(invalid)")
    }

    @Test func flagsWorkWithoutAConfig() throws {
        let repo = try Self.repository()
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("preview.json"))
        let check = try run(["golden", "check", "campaigns/level-up-slideup.json", "--goldens", "g", "--values", "campaigns/values.json"], in: repo)
        #expect(check.exitCode == 1)
        #expect(check.stdout.contains("NEW   level-up-slideup/iphone-15-portrait-en-l.png: no golden"), "\(check)")
    }

    @Test func goldenIsAGroupOfCommands() throws {
        let repo = try Self.repository()
        let help = try run(["help", "golden", "check"], in: repo)
        #expect(help.stdout.hasPrefix("Usage: preview-cli golden check [PATHS...] [options]"), "\(help)")
        let missing = try run(["golden"], in: repo)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("expected one of: golden check, golden record, golden report"), "\(missing)")
        let typo = try run(["golden", "chek"], in: repo)
        #expect(typo.stderr.contains("did you mean 'golden check'?"), "\(typo)")
    }
}
