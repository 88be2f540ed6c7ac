import BoxTreeModel
import Foundation
import Imaging
import TestSupport
import Layout
import Pipeline
import RenderCore
import Testing

@Suite struct OutputPlanTests {
    struct Fake: Renderer {
        var name: String
        var fileExtension: String
        var outputKind = RenderOutputKind.text
        var summary = "fake"
        var fails = false
        func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
            if fails { throw RenderError.drawingFailed("\(name) always fails") }
            return Data("\(name)\n".utf8)
        }
    }

    static let png = Fake(name: "png", fileExtension: "png", outputKind: .binary)
    static let a11y = Fake(name: "a11y", fileExtension: "a11y.txt")
    static let json = Fake(name: "json", fileExtension: "tree.json")

    func destinations(_ renderers: [any Renderer], _ output: String?) throws -> [OutputPlan.Destination] {
        try OutputPlan(renderers: renderers, output: output, options: RenderOptions()).items.map(\.destination)
    }

    @Test(arguments: [
        ("out/welcome.png", [png], ["out/welcome.png"]),
        ("out/welcome", [png], ["out/welcome.png"]),
        ("out/welcome.a11y.txt", [a11y], ["out/welcome.a11y.txt"]),
        ("notes.txt", [a11y], ["notes.txt"]),
        ("tree.json", [json], ["tree.json"]),
        ("out/welcome", [png, a11y, json], ["out/welcome.png", "out/welcome.a11y.txt", "out/welcome.tree.json"]),
        ("out/welcome.png", [png, a11y], ["out/welcome.png", "out/welcome.a11y.txt"]),
        ("out/welcome.tree.json", [json, a11y], ["out/welcome.tree.json", "out/welcome.a11y.txt"]),
        ("out/v1.2", [png, a11y], ["out/v1.2.png", "out/v1.2.a11y.txt"]),
    ] as [(String, [Fake], [String])])
    func namesFilesAfterTheOutputAndTheFormat(_ output: String, _ renderers: [Fake], _ expected: [String]) throws {
        #expect(try destinations(renderers, output) == expected.map { .file($0) })
    }

    @Test func theExtensionCanDependOnOptions() throws {
        struct Switching: Renderer {
            let name = "a11y", fileExtension = "a11y.txt", outputKind = RenderOutputKind.text, summary = "s"
            func fileExtension(for options: RenderOptions) -> String { options["a11y.format"] == "json" ? "a11y.json" : fileExtension }
            func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data { Data() }
        }
        let plan = try OutputPlan(renderers: [Self.png, Switching()], output: "out/w", options: RenderOptions(["a11y.format": "json"]))
        #expect(plan.items.map(\.destination) == [.file("out/w.png"), .file("out/w.a11y.json")])
    }

    @Test func withoutAPathOneTextFormatGoesToStandardOutput() throws {
        #expect(try destinations([Self.a11y], nil) == [.standardOutput])
        #expect(try destinations([Fake(name: "html", fileExtension: "html", outputKind: .unknown)], nil) == [.standardOutput])
    }

    @Test func withoutAPathBinaryOrSeveralFormatsAreRefused() {
        #expect(throws: OutputError.self) { try destinations([Self.png], nil) }
        #expect(throws: OutputError.self) { try destinations([Self.a11y, Self.json], nil) }
        #expect(throws: OutputError.self) { try destinations([], "x") }
        #expect(OutputError.binaryWithoutOutput(format: "png").description
            == "png output is binary and cannot be printed: give an output file with -o PATH")
    }

    @Test func twoFormatsCannotShareAFile() {
        let twin = Fake(name: "other", fileExtension: "a11y.txt")
        #expect(throws: OutputError.self) { try destinations([Self.a11y, twin], "out/x") }
        #expect(OutputError.sameDestination(path: "out/x.a11y.txt", formats: ["a11y", "other"]).description
            == "a11y and other would both write out/x.a11y.txt")
    }

    @Test func aFailingRendererLeavesNoOutputOfTheRun() throws {
        let folder = try ScratchFolder()
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        session.renderers.register(Fake(name: "broken", fileExtension: "broken.txt", fails: true))
        let campaignFile = Repository.examples.appendingPathComponent("welcome-modal.json")
        let preview = session.layout(try session.loadCampaign(at: campaignFile).campaign, campaignFile: campaignFile,
                                     assetsDirectory: Repository.examples.appendingPathComponent("assets"), environment: Environment())
        let plan = try session.plan(formats: ["png", "a11y", "broken"], output: folder.path("w"))
        #expect(throws: OutputError.self) { try session.render(preview, plan: plan) }
        #expect(folder.contents.isEmpty)
    }

    @Test func unknownFormatsFailWhenPlanned() throws {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        #expect(throws: OutputError.self) {
            try session.plan(formats: ["nope"], output: nil, plugins: PluginSearch(directories: [], path: ""))
        }
    }
}
