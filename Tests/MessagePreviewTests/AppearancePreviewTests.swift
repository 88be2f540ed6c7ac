import Foundation
import MessagePreview
import TestSupport
import Testing

/// `PreviewEnvironment.appearance` through the Swift API: the same variant as
/// `render --appearance`, the host screen dark, the message as authored.
@Suite struct AppearancePreviewTests {
    static let welcome = Repository.examples.appendingPathComponent("welcome-modal.json")

    @Test func darkChangesTheHostScreenAndSaysSoInTheTree() throws {
        let previewer = try Previewer()
        let light = try previewer.preview(campaignAt: Self.welcome)
        let dark = try previewer.preview(campaignAt: Self.welcome, in: PreviewEnvironment(appearance: .dark))
        #expect(PreviewEnvironment().appearance == .light)
        #expect(light.boxTree.environment.appearance == nil)
        #expect(dark.boxTree.environment.appearance == "dark")
        #expect(try light.pngData() != dark.pngData())
        let lightHost = light.boxTree.boxes(role: .hostApp)[0]
        let darkHost = dark.boxTree.boxes(role: .hostApp)[0]
        #expect(lightHost.fill != darkHost.fill)
        let message = { (tree: BoxTree) in tree.root.children.filter { $0.role != .hostApp } }
        #expect(message(light.boxTree) == message(dark.boxTree), "a Gameball campaign is drawn as authored")
    }
}
