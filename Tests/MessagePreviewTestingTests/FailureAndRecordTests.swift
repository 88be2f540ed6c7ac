import Foundation
import MessagePreview
@testable import MessagePreviewTesting
import TestSupport
import Testing

/// The assertion on a scratch copy of a campaign: a colour change fails with
/// the files and counts a reviewer needs, and a record mode writes goldens.
/// The environment is given explicitly, so `CI` on the machine changes nothing.
@Suite struct FailureAndRecordTests {
    struct Scene {
        let folder: ScratchFolder
        let check: PreviewGoldenCheck
        var campaign: URL { check.campaign }
        var golden: URL { check.goldens.appendingPathComponent("level-up/iphone-15-portrait-en-l.png") }

        init() throws {
            folder = try ScratchFolder(prefix: "AssertPreview")
            let campaign = try folder.write("Campaigns/level-up.json", try Data(contentsOf: Repository.examples.appendingPathComponent("level-up-slideup.json")))
            try folder.copy(Repository.examples.appendingPathComponent("assets"), to: "Campaigns/assets")  // its icon
            check = PreviewGoldenCheck(campaign: campaign, formats: [.png], goldens: PreviewGoldens.folder(forTestFile: folder.path("Tests/LevelUpTests.swift")),
                                       artifacts: folder.url.appendingPathComponent("artifacts"))
        }

        /// The golden the library renders, as `preview-cli render` writes it.
        func writeGolden() throws {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Previewer().preview(campaignAt: campaign).pngData().write(to: golden)
        }

        /// The campaign with its background colour changed from white to pink.
        func changeColour() throws {
            let text = try String(contentsOf: campaign, encoding: .utf8)
            let changed = text.replacingOccurrences(of: "\"backgroundColor\": \"#FFFFFF\"", with: "\"backgroundColor\": \"#D81B60\"")
            #expect(changed != text)
            try changed.write(to: campaign, atomically: true, encoding: .utf8)
        }
    }

    static func here(line: UInt = #line) -> CallerLocation {
        CallerLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
    }

    static func message(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test func passesAgainstItsGoldenThenFailsAfterAColourChangeNamingEveryFile() throws {
        let scene = try Scene()
        try scene.writeGolden()
        verify(scene.check, record: .never, at: Self.here(), environment: [:])

        try scene.changeColour()
        let golden = scene.golden.path
        let artifacts = scene.check.artifacts.path
        withKnownIssue {
            verify(scene.check, record: .never, at: Self.here(), environment: [:])
        } matching: { issue in
            let text = Self.message(issue)
            return text.hasPrefix("level-up/iphone-15-portrait-en-l.png differs from its golden: ")
                && text.contains("\n  golden: \(golden)\n")
                && text.contains("\n  actual: \(artifacts)/result/actual/level-up/iphone-15-portrait-en-l.png\n")
                && text.contains("\n  diff:   \(artifacts)/result/diff/level-up/iphone-15-portrait-en-l.png\n")
                && text.contains("\n  pixels: ") && text.contains(" differing, ") && text.contains("expected 1179x2556, actual 1179x2556")
                && issue.sourceLocation?.fileID == #fileID
        }
        #expect(FileManager.default.fileExists(atPath: artifacts + "/result/actual/level-up/iphone-15-portrait-en-l.png"))
        #expect(FileManager.default.fileExists(atPath: artifacts + "/result/diff/level-up/iphone-15-portrait-en-l.png"))
    }

    @Test func recordModesWriteGoldensAndStillFailSoTheyAreReviewed() throws {
        let scene = try Scene()
        withKnownIssue {
            verify(scene.check, record: nil, at: Self.here(), environment: [:])
        } matching: { Self.message($0).hasPrefix("recorded a new golden for level-up/iphone-15-portrait-en-l.png (record mode missing)") }
        let first = try Data(contentsOf: scene.golden)
        verify(scene.check, record: .never, at: Self.here(), environment: [:])

        try scene.changeColour()
        withKnownIssue {
            verify(scene.check, record: nil, at: Self.here(), environment: [:])  // missing leaves a differing golden alone
        } matching: { Self.message($0).contains("differs from its golden") }
        #expect(try Data(contentsOf: scene.golden) == first)
        withKnownIssue {
            verify(scene.check, record: .never, at: Self.here(), environment: [PreviewRecordMode.environmentVariable: "failed"])
        } matching: { Self.message($0).hasPrefix("recorded over the golden of level-up/iphone-15-portrait-en-l.png (record mode failed)") }
        #expect(try Data(contentsOf: scene.golden) != first)
        verify(scene.check, record: .never, at: Self.here(), environment: [:])
    }

    @Test func onCIAMissingGoldenFailsAndNothingIsWritten() throws {
        let scene = try Scene()
        withKnownIssue {
            verify(scene.check, record: .all, at: Self.here(), environment: ["CI": "true"])
        } matching: { Self.message($0).hasPrefix("no golden for level-up/iphone-15-portrait-en-l.png (CI is set, so goldens are never recorded)") }
        #expect(!FileManager.default.fileExists(atPath: scene.golden.path))
    }

    @Test func aCampaignThatDoesNotDecodeIsOneClearFailure() throws {
        let scene = try Scene()
        try Data(#"{"id": "x", "type": "modal", "header": {"text": 3}}"#.utf8).write(to: scene.campaign)
        withKnownIssue {
            verify(scene.check, record: .never, at: Self.here(), environment: [:])
        } matching: { Self.message($0).contains("level-up.json") }
    }
}
