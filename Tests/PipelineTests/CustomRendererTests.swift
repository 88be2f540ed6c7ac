import BoxTreeModel
import Foundation
import Imaging
import TestSupport
import Layout
import Pipeline
import RenderCore
import Testing

// The example of docs/renderers.md, verbatim: keep the two in step.

/// Lists the message's buttons and what each one does, one per line.
struct ButtonListRenderer: Renderer {
    let name = "buttons"
    let fileExtension = "buttons.txt"
    let outputKind = RenderOutputKind.text
    let summary = "The message's buttons and their actions"

    func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let separator = options["buttons.separator"] ?? " -> "
        let lines = tree.boxes(role: .button).map { button in
            (button.accessibility?.label ?? "?") + separator + (button.action?.type ?? "none")
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

/// A program that links Pipeline registers its own renderer and renders
/// through the same plan, render and deliver steps as `preview-cli render`.
@Suite struct CustomRendererTests {
    @Test func aRegisteredRendererRunsThroughTheCommandLinesCodePath() throws {
        let folder = try ScratchFolder()

        // From docs/renderers.md:
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        session.renderers.register(ButtonListRenderer())

        let campaignFile = Repository.examples.appendingPathComponent("welcome-modal.json")
        let campaign = try session.loadCampaign(at: campaignFile).campaign
        let preview = session.layout(campaign, campaignFile: campaignFile,
                                     assetsDirectory: Repository.examples.appendingPathComponent("assets"),
                                     environment: Environment(values: ["player_name": "Sara", "points": "1250"]))

        let plan = try session.plan(formats: ["png", "buttons"], output: folder.path("welcome"),
                                    options: RenderOptions(["buttons.separator": ": "]))
        let outputs = try session.render(preview, plan: plan)
        try RenderedOutput.deliver(outputs) { FileHandle.standardOutput.write($0) }
        // out: welcome.png and welcome.buttons.txt

        #expect(folder.contents == ["welcome.buttons.txt", "welcome.png"])
        #expect(try String(contentsOfFile: folder.path("welcome.buttons.txt"), encoding: .utf8)
            == "Claim points: navigate\nNot now: dismiss\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("welcome.png"))).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aRegisteredRendererCanReplaceABuiltIn() throws {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        struct Plain: Renderer {
            let name = "a11y", fileExtension = "txt", outputKind = RenderOutputKind.text, summary = "replacement"
            func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data { Data("replaced\n".utf8) }
        }
        session.renderers.register(Plain())
        #expect(session.renderers.names == ["png", "a11y", "json", "ansi", "svg", "pdf"])
        #expect(session.renderers.renderer(named: "a11y")?.summary == "replacement")
    }

    @Test func theBuiltInsAreRegistered() throws {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        #expect(session.renderers.names == ["png", "a11y", "json", "ansi", "svg", "pdf"])
        #expect(session.renderers.renderers.map(\.outputKind) == [.binary, .text, .text, .text, .text, .binary])
        #expect(session.renderers.renderers.allSatisfy { !$0.summary.isEmpty })
    }

    @Test func thePNGFromAPlanIsTheSessionsPNG() throws {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        let campaignFile = Repository.examples.appendingPathComponent("level-up-slideup.json")
        let preview = session.layout(try session.loadCampaign(at: campaignFile).campaign, campaignFile: campaignFile,
                                     assetsDirectory: Repository.examples.appendingPathComponent("assets"), environment: Environment())
        let viaPlan = try session.render(preview, plan: try session.plan(formats: ["png"], output: "/tmp/unused.png"))
        #expect(viaPlan.first?.data == (try session.png(of: preview)))
    }
}
