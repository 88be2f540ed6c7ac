import Foundation
import MessagePreview
import MessagePreviewTesting
import TestSupport
import Testing

/// A preview assertion's `theme` reaches the layout: the goldens it records
/// with a built-in theme are the ones `golden check` records with that theme,
/// not the default look's.
@Suite struct PreviewGoldenCheckThemeTests {
    @Test func aNamedThemeChangesTheRecordedBoxTree() throws {
        let folder = try ScratchFolder(prefix: "AssertPreviewTheme")
        let campaign = Repository.examples.appendingPathComponent("welcome-modal.json")
        func recorded(theme: String?) throws -> String {
            let goldens = folder.url.appendingPathComponent("goldens-\(theme ?? "default")")
            let check = PreviewGoldenCheck(campaign: campaign, name: "welcome", formats: [.boxTree], values: ["player_name": "Sara"],
                                           theme: theme, goldens: goldens, artifacts: folder.url.appendingPathComponent("artifacts"))
            _ = try check.run(recording: .all)
            let file = try #require(FileManager.default.enumerator(atPath: goldens.path)?.compactMap { $0 as? String }
                .first { $0.hasSuffix(".json") })
            return try String(contentsOf: goldens.appendingPathComponent(file), encoding: .utf8)
        }
        let plain = try recorded(theme: nil)
        let braze = try recorded(theme: "braze")
        #expect(plain != braze, "the braze theme was not applied")
        #expect(try recorded(theme: "gameball") == plain, "the default theme is gameball")
    }
}
