import RenderCore
import Foundation
import Testing
import TestSupport
@testable import Workflow

/// Result files as `golden report` and `golden record --from` read them:
/// what `golden check` writes reads back unchanged, and every count and size
/// over its cap (`ResultFileLimits`) is one located error.
@Suite struct ResultFileReaderTests {
    /// A result with every member of the format set.
    static func sample() -> GoldenRunResult {
        let output = CheckedOutput(
            path: "promo/iphone-15-portrait-ar-l.png", variant: "promo/iphone-15-portrait-ar-l", campaign: "promo", campaignFile: "campaigns/promo.json",
            device: "iphone-15", orientation: "portrait", language: "ar", textSize: "l", format: "png", comparison: .pixels, status: .failed,
            summary: "12 pixels differ (0.0004%), 0 anti-aliased, threshold 0: FAIL (budget 0)", golden: "goldens/promo/iphone-15-portrait-ar-l.png",
            pixels: CheckedOutput.PixelCounts(differing: 12, antialiased: 0, compared: 3_013_524, ratio: 0.000004, expectedSize: "1179x2556",
                                              actualSize: "1179x2556", changedRegion: "10,20,3,4", changeFingerprint: "00ff00ff00ff00ff"),
            artifacts: CheckedOutput.Artifacts(expected: "shard-1-of-2/expected/promo/iphone-15-portrait-ar-l.png",
                                               actual: "shard-1-of-2/actual/promo/iphone-15-portrait-ar-l.png",
                                               diff: "shard-1-of-2/diff/promo/iphone-15-portrait-ar-l.png"),
            recorded: .updated, seconds: 0.25, verifiedByCache: false, isPluginFailure: false, displayed: false,
            notDisplayedReason: "cannot present: campaign wants landscape")
        var tally = RunTally([])
        tally.variants = 1
        tally.notDisplayed = [RunTally.Group(key: "orientation-mismatch", severity: nil, count: 1, message: "cannot present", example: output.variant)]
        tally.diagnostics = [RunTally.Group(key: "content-scrolls", severity: "warning", count: 1, message: "scrolls", example: output.variant)]
        var result = GoldenRunResult(shard: Shard(index: 1, count: 2), recordMode: .failed, outputs: [output], tally: tally,
                                     skipped: [SkippedFile(path: "campaigns/values.json", reason: .valuesFile)])
        result.unmatchedElementMasks = ["diff.ignore[0].element: gameball.message.closee is in no variant"]
        return result
    }

    /// `sample()` as JSON, changed by `change`, read back: the error's text.
    private func error(_ change: (inout [String: Any]) -> Void) throws -> String {
        var json = try #require(try JSONSerialization.jsonObject(with: try ResultFile.encode(Self.sample())) as? [String: Any])
        change(&json)
        let scratch = try ScratchFolder()
        let file = try scratch.write("shard-1-of-2.json", try JSONSerialization.data(withJSONObject: json))
        let error = try #require(throws: WorkflowError.self) { try ResultFile.read(file) }
        return error.description
    }

    private func output(_ change: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) -> Void {
        { json in
            var outputs = json["outputs"] as? [[String: Any]] ?? []
            change(&outputs[0])
            json["outputs"] = outputs
        }
    }

    @Test func whatACheckWritesReadsBackUnchanged() throws {
        let scratch = try ScratchFolder()
        let file = try scratch.write("shard-1-of-2.json", try ResultFile.encode(Self.sample()))
        #expect(try ResultFile.read(file) == Self.sample())
        // Optional members may be null (another writer's way of omitting them).
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"recorded\" : \"updated\"", with: "\"recorded\" : null")
        var withoutRecording = Self.sample()
        withoutRecording.outputs[0].recorded = nil
        #expect(try ResultFile.read(try scratch.write("r.json", text)) == withoutRecording)
    }

    @Test func shardNumbersAreCapped() throws {
        #expect(try error { $0["shard"] = ["index": 1, "count": Int.max] }.contains(
            "shard-1-of-2.json: shard.count: expected a whole number of shards from 1 to 1000, found number 9223372036854775807"))
        #expect(try error { $0["shard"] = ["index": 1, "count": 1001] }.contains("shard.count: expected a whole number of shards from 1 to 1000"))
        #expect(try error { $0["shard"] = ["index": 0, "count": 4] }.contains("shard.index: expected a shard number from 1 to the count, 4, found number 0"))
        #expect(try error { $0["shard"] = ["index": 2.5, "count": 4] }.contains("shard.index: expected"))
        #expect(try error { $0["shard"] = ["count": 4] }.contains("shard.index: expected the shard's number, found nothing (key missing)"))
    }

    @Test func countsAreCapped() throws {
        #expect(try error { $0["tally"] = ["variants": 1e300, "rendered": 0, "notDisplayed": [], "failed": [], "diagnostics": []] }
            .contains("tally.variants: expected a whole number from 0 to 200000, found number 1e"))
        #expect(try error { json in
            var tally = json["tally"] as? [String: Any] ?? [:]
            tally["diagnostics"] = [["key": "x", "count": -3, "message": "m", "example": "e"]]
            json["tally"] = tally
        }.contains("tally.diagnostics[0].count: expected a whole number from 0 to 200000, found number -3"))
        #expect(try error(output { $0["pixels"] = ["differing": 1 << 31, "antialiased": 0, "compared": 1, "ratio": 0, "expectedSize": "1x1", "actualSize": "1x1"] })
            .contains("outputs[0].pixels.differing: expected a whole number of pixels from 0 to 1073676289"))
        #expect(try error(output { $0["seconds"] = -1 }).contains("outputs[0].seconds: expected seconds from 0 to 604800, found number -1"))
        #expect(try error(output { $0["pixels"] = ["differing": 1, "antialiased": 0, "compared": 1, "ratio": 2, "expectedSize": "1x1", "actualSize": "1x1"] })
            .contains("outputs[0].pixels.ratio: expected a fraction from 0 to 1, found number 2"))
    }

    @Test func entriesAreCappedBeforeTheyAreRead() throws {
        #expect(try error { $0["outputs"] = [Int](repeating: 0, count: ResultFileLimits.maxOutputs + 1) }
            .contains("outputs: expected a list of at most 200000 outputs, found a list of 200001"))
        #expect(try error { $0["skipped"] = [Int](repeating: 0, count: ResultFileLimits.maxSkipped + 1) }
            .contains("skipped: expected a list of at most 100000 skipped files, found a list of 100001"))
        #expect(try error { $0["unmatchedElementMasks"] = [Int](repeating: 0, count: ResultFileLimits.maxMaskLines + 1) }
            .contains("unmatchedElementMasks: expected a list of at most 10000 lines, found a list of 10001"))
    }

    @Test func stringsAreCappedByKind() throws {
        #expect(try error(output { $0["device"] = String(repeating: "d", count: 256) })
            .contains("outputs[0].device: expected a string of at most 255 bytes, found a string of 256 bytes"))
        #expect(try error(output { $0["path"] = String(repeating: "p/", count: 2049) })
            .contains("outputs[0].path: expected a string of at most 4096 bytes, found a string of 4098 bytes"))
        #expect(try error(output { $0["summary"] = String(repeating: "s", count: 65_537) })
            .contains("outputs[0].summary: expected a string of at most 65536 bytes, found a string of 65537 bytes"))
        #expect(try error(output { $0["artifacts"] = ["actual": String(repeating: "a", count: 4097)] })
            .contains("outputs[0].artifacts.actual: expected a string of at most 4096 bytes"))
    }

    @Test func wrongValuesAreLocated() throws {
        #expect(try error(output { $0["status"] = "great" })
            .contains("outputs[0].status: expected \"passed\", \"failed\", \"new\" or \"error\", found string \"great\""))
        #expect(try error(output { $0.removeValue(forKey: "displayed") })
            .contains("outputs[0].displayed: expected true or false, found nothing (key missing)"))
        // The first problem, and how many more.
        #expect(try error(output { $0["status"] = 1; $0["format"] = 2 }).hasSuffix("(and 1 more problem)"))
    }

    @Test func nestingAndValuesAreCappedWhileParsing() throws {
        #expect(try error { $0["extra"] = [[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]] }
            .contains("not a result file of preview-cli golden check ($: expected valid JSON, found arrays and objects nested more than 16 deep"))
        #expect(ResultFileLimits.json.maximumValues == 4_000_000)
    }

    @Test func theVersionIsCheckedFirst() throws {
        #expect(try error { $0["version"] = 2; $0["shard"] = 7 }.hasSuffix("result version 2; this preview-cli reads version 1"))
        #expect(try error { $0.removeValue(forKey: "version") }.hasSuffix("not a result file of preview-cli golden check"))
    }

    /// A decoded shard is held to the same rules as a parsed one.
    @Test func aShardDecodesOnlyWhenValid() throws {
        #expect(try JSONDecoder().decode(Shard.self, from: Data(#"{"index": 2, "count": 4}"#.utf8)) == Shard(index: 2, count: 4))
        for bad in [#"{"index": 1, "count": 1001}"#, #"{"index": 5, "count": 4}"#, #"{"index": 0, "count": 4}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Shard.self, from: Data(bad.utf8)) }
        }
        #expect(Shard(parsing: "1/1000") != nil && Shard(parsing: "1/1001") == nil)
        #expect(ShardCoverage(count: 4, present: [1, 3]).missing == [2, 4])
        #expect(ShardCoverage(count: .max, present: [1]).missing.count == Shard.maxCount - 1, "clamped, never sized by the count")
    }

    /// A merge holds at most one run's shards.
    @Test func aMergeOfMoreFilesThanShardsIsRefused() throws {
        let input = ReportInput(result: GoldenRunResult(shard: nil, recordMode: nil, outputs: [], tally: RunTally([]), skipped: []),
                                folder: URL(fileURLWithPath: "/tmp"))
        let error = try #require(throws: WorkflowError.self) { try GoldenReport([ReportInput](repeating: input, count: Shard.maxCount + 1)) }
        #expect(error.description.contains("expected at most 1000 result files (a run has at most 1000 shards), found 1001"))
        let files = (0...Shard.maxCount).map { URL(fileURLWithPath: "/nowhere/shard-\($0).json") }
        let unread = try #require(throws: WorkflowError.self) { try ReportInput.readAll(files) }
        #expect(unread.description.contains("found 1001"), "refused before any file is read")
    }
}
