import Foundation
import MessagePreview
@testable import MessagePreviewTesting
import TestSupport
import Testing

/// Issue 27, item 3: `assertPreview` failures of a run gather into the HTML
/// report `golden check` writes, named in each failure; a record mode CI
/// overrides says so; device and campaign typos get suggestions.
@Suite struct RunReportTests {
    typealias Scene = FailureAndRecordTests.Scene

    @Test func aFailureNamesTheRunsReportWhichShowsItUnderItsTestFile() throws {
        let scene = try Scene()
        try scene.writeGolden()
        try scene.changeColour()
        let root = scene.folder.url.appendingPathComponent("artifacts-root")
        let environment = [PreviewGoldens.artifactsVariable: root.path]
        let page = root.appendingPathComponent("report/index.html").path
        withKnownIssue {
            verify(scene.check, record: .never, at: FailureAndRecordTests.here(), environment: environment)
        } matching: { issue in
            let text = FailureAndRecordTests.message(issue)
            return text.hasPrefix("level-up/iphone-15-portrait-en-l.png differs from its golden: ")
                && text.hasSuffix("\n  report: \(page) (every failure of this run)")
        }
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("id=\"FailureAndRecordTests/level-up/iphone-15-portrait-en-l.png\""), "listed under the test file's name (the caller's: FailureAndRecordTests.here())")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("report/images/diff/FailureAndRecordTests/level-up/iphone-15-portrait-en-l.png").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("report/junit.xml").path))
    }

    /// Two assertions of the same campaign from the same test file, with
    /// different artifacts roots (a test setting `MESSAGEPREVIEW_ARTIFACTS`
    /// per case): each root's report shows its own failure, not whichever of
    /// the run's sorted first. (One shared report once did, which failed CI
    /// when the other test's scratch folder had already gone.)
    @Test func eachArtifactsRootHasItsOwnReport() throws {
        let first = try Scene(), second = try Scene()
        try first.writeGolden()
        try second.writeGolden()
        try first.changeColour()
        let text = try String(contentsOf: second.campaign, encoding: .utf8)
        try text.replacingOccurrences(of: "\"backgroundColor\": \"#FFFFFF\"", with: "\"backgroundColor\": \"#1E88E5\"")
            .write(to: second.campaign, atomically: true, encoding: .utf8)
        var actuals: [Data] = []
        for scene in [first, second] {
            let root = scene.folder.url.appendingPathComponent("artifacts-root")
            let page = root.appendingPathComponent("report/index.html").path
            withKnownIssue {
                verify(scene.check, record: .never, at: FailureAndRecordTests.here(), environment: [PreviewGoldens.artifactsVariable: root.path])
            } matching: { issue in
                FailureAndRecordTests.message(issue).hasSuffix("\n  report: \(page) (every failure of this run)")
            }
            actuals.append(try Data(contentsOf: root.appendingPathComponent("report/images/actual/FailureAndRecordTests/level-up/iphone-15-portrait-en-l.png")))
        }
        #expect(actuals[0] != actuals[1], "each report shows its own scene's render (pink, then blue)")
    }

    @Test(arguments: [(["CI": "true", "MESSAGEPREVIEW_RECORD": "failed"], "MESSAGEPREVIEW_RECORD=failed is ignored: CI is set"),
                      (["CI": "1"], "record: .all is ignored: CI is set")])
    func aRecordModeCIOverridesSaysSo(_ environment: [String: String], _ expected: String) throws {
        let scene = try Scene()
        try scene.writeGolden()
        try scene.changeColour()
        var environment = environment
        environment[PreviewGoldens.artifactsVariable] = scene.folder.url.appendingPathComponent("artifacts-root").path
        let before = try Data(contentsOf: scene.golden)
        withKnownIssue {
            verify(scene.check, record: .all, at: FailureAndRecordTests.here(), environment: environment)
        } matching: { issue in
            FailureAndRecordTests.message(issue).contains("\n  \(expected), and goldens are never recorded on CI")
        }
        #expect(try Data(contentsOf: scene.golden) == before)
        #expect(PreviewRecordMode.ignoredOnCI(.never, environment: ["CI": "true"]) == nil)
        #expect(PreviewRecordMode.ignoredOnCI(.all, environment: [:]) == nil)
    }

    @Test func aMisspeltDeviceOrCampaignGetsASuggestion() throws {
        let scene = try Scene()
        var check = scene.check
        check.devices = ["iphone-14"]
        #expect(throws: PreviewAssertionError.matrix("unknown device 'iphone-14' (did you mean 'iphone-15'?); 'preview-cli devices' lists the built-in "
                                                        + "ones, and --device-file or \"deviceFiles\" adds a team's own")) {
            _ = try check.run(recording: .never)
        }
        check = scene.check
        check.campaign = scene.campaign.deletingLastPathComponent().appendingPathComponent("levl-up.json")
        #expect(throws: PreviewAssertionError.campaign(["\(check.campaign.path): no such campaign file (did you mean 'level-up.json'?)"])) {
            _ = try check.run(recording: .never)
        }
    }
}
