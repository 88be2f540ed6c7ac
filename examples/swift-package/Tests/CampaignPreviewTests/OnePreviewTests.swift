import Foundation
import MessagePreviewTesting
import Testing

/// One preview from Swift, with nothing of MessagePreview imported but
/// `MessagePreviewTesting` (which brings `MessagePreview`), as any user
/// would write it. Every type named here is one docs/swift.md lists as
/// `import MessagePreview`'s, so this file stops compiling if one goes missing.
@Suite struct OnePreviewTests {
    static let campaigns = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Campaigns").standardizedFileURL

    @Test func levelUpInArabicIsLaidOutRightToLeft() throws {
        let previewer = try Previewer()
        let environment = PreviewEnvironment(device: "iphone-se", orientation: Orientation.portrait, language: "ar",
                                             textSize: ContentSizeCategory.accessibilityLarge, background: HostBackground.mockApp)
        let detected: MessageSource? = nil   // ours or a vendor's, from the keys
        let preview = try previewer.preview(campaignAt: Self.campaigns.appendingPathComponent("level-up.json"),
                                            from: detected, in: environment)
        let tree: BoxTree = preview.boxTree
        #expect(tree.environment.direction == LayoutDirection.rightToLeft)
        #expect(tree.environment.device == "iphone-se")
        let findings: [Diagnostic] = preview.diagnostics
        let warnings: [InputProblem] = preview.warnings
        _ = (findings, warnings)
        #expect(try preview.pngData().starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try preview.accessibilityText().isEmpty == false)
    }

    @Test func anUnknownDeviceSaysWhichAreKnown() throws {
        // Fetching is only allowed here; an unknown device fails before any artwork is looked at.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("one-preview-tests-artwork")
        let previewer = try Previewer(fetchingArtwork: ArtworkFetchSettings(cache: cache))
        do {
            _ = try previewer.preview(campaignAt: Self.campaigns.appendingPathComponent("welcome-back.json"),
                                      in: PreviewEnvironment(device: "iphone-3g"))
            Issue.record("an unknown device was accepted")
        } catch {
            #expect("\(error)".contains("iphone-se"))
        }
    }
}
