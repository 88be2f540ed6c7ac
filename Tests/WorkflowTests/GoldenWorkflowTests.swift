import Foundation
import Imaging
import Testing
@testable import Workflow

/// `golden check` and `golden record` through the library, on a user's
/// repository in a scratch folder (3 campaigns x 2 devices x 2 languages,
/// PNG and accessibility text).
@Suite struct GoldenWorkflowTests {
    /// A repository whose goldens were all recorded from the current rendering.
    static func recordedRepository() throws -> CampaignRepository {
        let repository = try CampaignRepository()
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan(), recording: .missing)
        #expect(result.outputs.count == 24)
        #expect(result.outputs.allSatisfy { $0.recorded == .created })
        return repository
    }

    @Test func withoutGoldensEveryOutputIsNewAndFails() throws {
        let repository = try CampaignRepository()
        let workflow = try repository.workflow()
        let result = try workflow.run(try workflow.plan())
        #expect(!result.passed)
        #expect(result.count(.new) == 24)
        // A reviewer gets the actual output of each new variant.
        let output = try #require(result.outputs.first { $0.path == "welcome-modal/iphone-15-portrait-ar-l.png" })
        #expect(output.artifacts?.actual == "result/actual/welcome-modal/iphone-15-portrait-ar-l.png")
        #expect(output.artifacts?.expected == nil)
        #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".preview/result/actual/welcome-modal/iphone-15-portrait-ar-l.png").path))
        #expect(repository.folder.files(below: "goldens").isEmpty, "a check never writes goldens")
    }

    /// Must show: matching goldens pass; a changed button colour fails exactly
    /// that campaign's images with a visible diff; `record --update failed`
    /// rewrites those and touches no other file; then the check passes.
    @Test func aChangedButtonColourFailsAndRecordFailedFixesOnlyIt() throws {
        let repository = try Self.recordedRepository()
        let workflow = try repository.workflow()
        #expect(try workflow.run(try workflow.plan()).passed)

        try repository.recolourButton()
        let failing = try workflow.run(try workflow.plan())
        #expect(!failing.passed)
        #expect(failing.problems.map(\.path) == ["iphone-15-portrait-ar-l", "iphone-15-portrait-en-l", "iphone-se-portrait-ar-l",
                                                 "iphone-se-portrait-en-l"].map { "welcome-modal/\($0).png" })
        for output in failing.problems {
            #expect(output.status == .failed)
            #expect((output.pixels?.differing ?? 0) > 10_000, "a whole button changed colour: \(output.summary)")
            let diff = try #require(output.artifacts?.diff)
            let image = try ImageDecoder.decode(try Data(contentsOf: repository.url.appendingPathComponent(".preview/" + diff)))
            #expect(Self.redPixels(image) > 10_000, "the diff image marks the button in red")
            #expect(output.artifacts?.expected != nil && output.artifacts?.actual != nil)
        }

        let before = try repository.goldenStamps()
        Thread.sleep(forTimeInterval: 0.02)  // so a rewrite would show in the modification time
        let recorded = try workflow.run(try workflow.plan(), recording: .failed)
        #expect(recorded.passed)
        #expect(recorded.outputs.filter { $0.recorded != nil }.map(\.path) == failing.problems.map(\.path))
        let after = try repository.goldenStamps()
        #expect(Set(after.keys) == Set(before.keys))
        let touched = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(touched == failing.problems.map(\.path), "only the failing goldens were rewritten")
        #expect(try workflow.run(try workflow.plan()).passed)
    }

    /// A check compares the drawn pixels with the decoded golden, never the
    /// PNG bytes: goldens written by another encoder (here the previews'
    /// fast one instead of the goldens' compact one) pass as long as the pixels match.
    @Test func goldensWithOtherBytesButTheSamePixelsPass() throws {
        let repository = try Self.recordedRepository()
        var reencoded = 0
        for path in repository.folder.files(below: "goldens") where path.hasSuffix(".png") {
            let url = repository.url.appendingPathComponent("goldens/" + path)
            let original = try Data(contentsOf: url)
            let other = try PNGEncoder.encode(opaque: try ImageDecoder.decode(original), compression: .fast)
            #expect(other != original, "\(path): another level gives other bytes")
            try other.write(to: url)
            reencoded += 1
        }
        #expect(reencoded == 12)
        let before = try repository.goldenStamps()
        let result = try repository.workflow().run(try repository.workflow().plan())
        #expect(result.passed, "\(result.problems.map(\.summary))")
        #expect(result.outputs.filter { $0.format == "png" }.allSatisfy { $0.summary == "identical" })
        #expect(try repository.goldenStamps() == before, "a check never writes goldens")
    }

    @Test func recordMissingLeavesDifferingGoldensAlone() throws {
        let repository = try Self.recordedRepository()
        try repository.recolourButton()
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("goldens/level-up-slideup/iphone-se-portrait-en-l.png"))
        let before = try repository.goldenStamps()
        let result = try repository.workflow().run(try repository.workflow().plan(), recording: .missing)
        #expect(result.outputs.filter { $0.recorded != nil }.map(\.path) == ["level-up-slideup/iphone-se-portrait-en-l.png"])
        #expect(result.outputs.first { $0.recorded != nil }?.recorded == .created)
        #expect(result.problems.count == 4, "the recoloured modal still differs")
        let after = try repository.goldenStamps()
        #expect(after.keys.filter { before[$0] != nil && after[$0] != before[$0] }.isEmpty)
    }

    @Test func recordAllRewritesChangedBytesOnly() throws {
        let repository = try Self.recordedRepository()
        try repository.recolourButton()
        let before = try repository.goldenStamps()
        Thread.sleep(forTimeInterval: 0.02)
        let result = try repository.workflow().run(try repository.workflow().plan(), recording: .all)
        #expect(result.outputs.filter { $0.recorded == .updated }.count == 4)
        let after = try repository.goldenStamps()
        #expect(after.keys.filter { after[$0] != before[$0] }.count == 4, "identical goldens keep their files")
    }

    @Test func aChangedTextIsComparedByteForByte() throws {
        let repository = try Self.recordedRepository()
        let file = repository.url.appendingPathComponent("campaigns/level-up-slideup.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let header = try #require(text.range(of: #""header": ""#))
        try text.replacingCharacters(in: header, with: #""header": "New! "#).write(to: file, atomically: true, encoding: .utf8)
        let result = try repository.workflow().run(try repository.workflow().plan())
        let texts = result.problems.filter { $0.format == "a11y" }
        #expect(texts.map(\.path) == ["level-up-slideup/iphone-15-portrait-en-l.a11y.txt", "level-up-slideup/iphone-se-portrait-en-l.a11y.txt"])
        #expect(texts.allSatisfy { $0.summary.hasPrefix("text differs from line ") && $0.artifacts?.expected != nil })
    }

    @Test func staleGoldensAreFoundOnlyAmongOutputFiles() throws {
        let repository = try Self.recordedRepository()
        try repository.folder.write("goldens/retired/iphone-15-portrait-en-l.png", Data([1]))
        try repository.folder.write("goldens/welcome-modal/iphone-15-portrait-fr-l.a11y.txt", "old")
        try repository.folder.write("goldens/README.md", "notes")
        let workflow = try repository.workflow()
        let stale = try workflow.staleGoldens(try workflow.plan()).map { workflow.config.displayPath($0) }
        #expect(stale == ["goldens/retired/iphone-15-portrait-en-l.png", "goldens/welcome-modal/iphone-15-portrait-fr-l.a11y.txt"])
    }

    @Test func shardsSplitTheVariantsAndTheirResultsMergeIntoTheWhole() throws {
        let repository = try Self.recordedRepository()
        try repository.recolourButton()
        var inputs: [ReportInput] = []
        for index in 1...3 {
            let workflow = try repository.workflow(shard: Shard(index: index, count: 3))
            #expect(workflow.runName == "shard-\(index)-of-3")
            let result = try workflow.run(try workflow.plan())
            #expect(result.tally.variants == 4)
            try workflow.writeResult(result)
            inputs.append(try ReportInput.read(workflow.resultFile))
        }
        let whole = try GoldenReport(inputs)
        #expect(whole.outputs.count == 24)
        #expect(whole.problems.count == 4)
        #expect(whole.shards == ShardCoverage(count: 3, present: [1, 2, 3]))
        let partial = try GoldenReport(Array(inputs.dropLast()))
        #expect(partial.shards?.missing == [3])
        #expect(!partial.passed)
    }

    @Test func aFormatWithoutAGoldensFolderIsAnError() throws {
        let repository = try CampaignRepository(config: #"{"campaigns": ["campaigns/"], "goldens": {"png": "g"}, "matrix": {"formats": ["png", "a11y"]}}"#)
        #expect(throws: WorkflowError.self) { try repository.workflow().plan() }
    }

    static func redPixels(_ image: RasterImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.rgba(x: x, y: y)
                if pixel.r > 200 && pixel.g < 60 && pixel.b < 60 { count += 1 }
            }
        }
        return count
    }
}
