import BoxTreeModel
import Foundation
import MessagePreview
import MessagePreviewTesting
import TestSupport
import Testing

/// The Swift API against the command line: a `Previewer` writes the bytes
/// `render` writes, and the assertion, the library's golden workflow and
/// `golden check` give one verdict on the same goldens, lint findings included.
@Suite struct SwiftAPITests {
    static let root = MatrixCommandTests.root

    @Test(arguments: [
        (campaign: "examples/welcome-modal.json", flags: ["--device", "iphone-se", "--lang", "ar", "--text-size", "ax3", "--value", "player_name=Dana"]),
        (campaign: "examples/flawed/flawed-modal.json", flags: []),
        (campaign: "examples/level-up-slideup.json", flags: ["--device", "ipad-air-11", "--orientation", "landscape", "--theme", "braze"]),
    ])
    func aPreviewHasTheBytesRenderWrites(campaign: String, flags: [String]) throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        let file = Self.root.appendingPathComponent(campaign)
        let rendered = try PreviewCLI.run(["render", file.path, "--format", "png,a11y,json", "-o", folder.path("out/x")] + flags, in: folder.url,
                                          environment: GoldenCommandTests.local)
        #expect([0, 3].contains(rendered.exitCode), "\(rendered)")

        var environment = PreviewEnvironment()
        var pairs = flags.makeIterator()
        while let flag = pairs.next(), let value = pairs.next() {
            switch flag {
            case "--device": environment.device = value
            case "--orientation": environment.orientation = try #require(Orientation(rawValue: value))
            case "--lang": environment.language = value
            case "--text-size": environment.textSize = try #require(ContentSizeCategory(name: value))
            case "--value": environment.values[String(value.split(separator: "=")[0])] = String(value.split(separator: "=")[1])
            case "--theme": environment.theme = value
            default: Issue.record("unexpected flag \(flag)")
            }
        }
        let preview = try Previewer().preview(campaignAt: file, in: environment)
        #expect(try preview.pngData() == Data(contentsOf: folder.url.appendingPathComponent("out/x.png")))
        #expect(try preview.data(as: .accessibility) == Data(contentsOf: folder.url.appendingPathComponent("out/x.a11y.txt")))
        // The CLI writes artwork paths relative to its current folder.
        #expect(try preview.data(as: .boxTree, options: [RenderOptionKey.boxTreeBaseDirectory: folder.path])
                == Data(contentsOf: folder.url.appendingPathComponent("out/x.tree.json")))
    }

    /// A repository with four campaigns (one with lint findings), goldens
    /// recorded by `golden record`, then: one campaign's background colour
    /// changed (its pictures, and the contrast findings in its accessibility
    /// dumps), one golden deleted, and one accessibility golden recorded over
    /// by a bare `GoldenWorkflow(config:)`, which leaves lint's findings out.
    static func driftedRepository() throws -> ScratchFolder {
        let repo = try GoldenCommandTests.repository()
        try repo.copy(Self.root.appendingPathComponent("examples/flawed/flawed-modal.json"), to: "campaigns/flawed-modal.json")
        try repo.file("preview.json", """
            {
              "campaigns": ["campaigns/"],
              "values": "campaigns/values.json",
              "goldens": "Tests/__Previews__/CampaignTests",
              "matrix": { "devices": ["iphone-se"], "languages": ["en", "ar"], "formats": ["png", "a11y"] }
            }
            """)
        let recorded = try PreviewCLI.run(["golden", "record"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")

        let campaign = repo.url.appendingPathComponent("campaigns/level-up-slideup.json")
        let text = try String(contentsOf: campaign, encoding: .utf8)
        try text.replacingOccurrences(of: "\"backgroundColor\": \"#FFFFFF\"", with: "\"backgroundColor\": \"#D81B60\"")
            .write(to: campaign, atomically: true, encoding: .utf8)
        let goldens = "Tests/__Previews__/CampaignTests/"
        try FileManager.default.removeItem(atPath: repo.path(goldens + "welcome-modal/iphone-se-portrait-ar-l.png"))
        var bare = try PreviewConfig.load(from: repo.url.appendingPathComponent("preview.json"))
        bare.matrices = [VariantMatrix(campaigns: ["campaigns/flawed-modal.json"], devices: .list(["iphone-se"]), formats: .list(["a11y"]))]
        let workflow = GoldenWorkflow(config: bare)
        let rewritten = try workflow.run(try workflow.plan(), recording: .all)
        #expect(rewritten.outputs.map(\.recorded) == [.updated])
        return repo
    }

    static func verdicts(_ result: GoldenRunResult) -> [String: CheckedOutput.Status] {
        Dictionary(uniqueKeysWithValues: result.outputs.map { ($0.path, $0.status) })
    }

    @Test func theAssertionTheLibraryAndGoldenCheckGiveOneVerdict() throws {
        let repo = try Self.driftedRepository()
        let config = repo.url.appendingPathComponent("preview.json")

        let checked = try PreviewCLI.run(["golden", "check"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(checked.exitCode == 1, "\(checked)")
        let cli = Self.verdicts(try JSONDecoder().decode(GoldenRunResult.self, from: Data(contentsOf: repo.url.appendingPathComponent(".preview/result.json"))))

        let workflow = try GoldenWorkflow.linted(config: try PreviewConfig.load(from: config))
        let library = Self.verdicts(try workflow.run(try workflow.plan()))

        var assertion: [String: CheckedOutput.Status] = [:]
        for name in ["flawed-modal", "level-up-slideup", "summer-sale-fullscreen", "welcome-modal"] {
            let check = PreviewGoldenCheck(campaign: repo.url.appendingPathComponent("campaigns/\(name).json"), formats: [.png, .accessibility],
                                           devices: ["iphone-se"], languages: ["en", "ar"],
                                           goldens: PreviewGoldens.folder(forTestFile: repo.path("Tests/CampaignTests.swift")),
                                           artifacts: repo.url.appendingPathComponent(".assertion"), config: config)
            assertion.merge(Self.verdicts(try check.run(recording: .never))) { first, _ in first }
        }

        #expect(cli.count == 16)
        #expect(cli.filter { $0.value != .passed } == [
            "flawed-modal/iphone-se-portrait-en-l.a11y.txt": .failed,
            "level-up-slideup/iphone-se-portrait-ar-l.a11y.txt": .failed,
            "level-up-slideup/iphone-se-portrait-ar-l.png": .failed,
            "level-up-slideup/iphone-se-portrait-en-l.a11y.txt": .failed,
            "level-up-slideup/iphone-se-portrait-en-l.png": .failed,
            "welcome-modal/iphone-se-portrait-ar-l.png": .new,
        ])
        #expect(library == cli)
        #expect(assertion == cli)

        // The bare workflow passes the golden it wrote without the findings: the verdict the CLI disagreed with.
        let plain = GoldenWorkflow(config: try PreviewConfig.load(from: config))
        #expect(Self.verdicts(try plain.run(try plain.plan()))["flawed-modal/iphone-se-portrait-en-l.a11y.txt"] == .passed)
    }
}
