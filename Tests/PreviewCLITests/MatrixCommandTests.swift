import Foundation
import TestSupport
import Testing

/// `preview-cli matrix`: every variant of campaigns, in parallel, the same
/// bytes whatever `-j`, a summary on a non-terminal, documented exit statuses.
@Suite struct MatrixCommandTests {
    static let root = Repository.root
    static let axes = ["--devices", "iphone-se,iphone-15", "--orientations", "all", "--langs", "en,ar", "--text-sizes", "l,ax5",
                       "--values", "examples/values.json"]

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: Self.root, environment: environment, timeout: 300)
    }

    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    @Test func theSameMatrixGivesTheSameBytesWithOneOrTwoThreads() throws {
        let scratch = try ScratchFolder()
        let one = try run(["matrix", "examples/*.json", "--formats", "png,a11y", "-j", "1", "-o", scratch.path("j1")] + Self.axes)
        let two = try run(["matrix", "examples/*.json", "--formats", "png,a11y", "-j", "2", "-o", scratch.path("j2")] + Self.axes)
        #expect(one.exitCode == 0, "\(one)")
        #expect(two.exitCode == 0, "\(two)")
        let a = try Self.files(in: scratch.url.appendingPathComponent("j1"))
        let b = try Self.files(in: scratch.url.appendingPathComponent("j2"))
        #expect(a.count == 3 * 2 * 2 * 2 * 2 * 2 + 3, "every output and a contact sheet per campaign")
        #expect(a.keys.sorted() == b.keys.sorted())
        #expect(a["welcome-modal.contact-sheet.png"] != nil, "the sheets are the same bytes too")
        for (path, data) in a { #expect(b[path] == data, "\(path) differs between -j 1 and -j 2") }
        #expect(a["welcome-modal/iphone-se-landscape-ar-ax5.png"] != nil)
        #expect(a["summer-sale-fullscreen/iphone-15-portrait-en-l.a11y.txt"] != nil)
    }

    @Test func aNonTerminalGetsTheSummaryOnly() throws {
        let scratch = try ScratchFolder()
        let result = try run(["matrix", "examples/*.json", "-o", scratch.path("out")] + Self.axes)
        #expect(result.exitCode == 0, "\(result)")
        #expect(!result.stderr.contains("\r"), "no progress bar when stderr is not a terminal")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("matrix: 48 variants, 48 files in \(scratch.path("out")): 48 rendered, 0 not displayed, 0 failed; ") == true,
                "\(result)")
        #expect(result.stdout.contains("  skipped: 1 JSON file (1 values file)\n"))
        #expect(result.stdout.contains("  diagnostics: "))
    }

    @Test func notDisplayedVariantsAreWrittenAndExitThree() throws {
        let scratch = try ScratchFolder()
        let result = try run(["matrix", "Tests/Fixtures/campaigns/pipeline/portrait-only-modal.json", "--orientations", "all",
                              "-o", scratch.path("out")])
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.stdout.contains("1 rendered, 1 not displayed"))
        #expect(result.stdout.contains("  not displayed: 1 orientation-mismatch: cannot present: campaign wants portrait"))
        #expect(FileManager.default.fileExists(atPath: scratch.path("out/portrait-only-modal/iphone-15-landscape-en-l.png")))
        #expect(FileManager.default.fileExists(atPath: scratch.path("out/portrait-only-modal.contact-sheet.png")), "written by default")
        #expect(result.stdout.contains("  contact sheets: 1 in \(scratch.path("out")) (*.contact-sheet.png)\n"), "\(result)")
    }

    @Test func shardsSplitTheVariantsWithoutOverlap() throws {
        let scratch = try ScratchFolder()
        var union: [String: Data] = [:]
        for index in 1...3 {
            let result = try run(["matrix", "examples/*.json", "--shard", "\(index)/3", "--no-contact-sheet", "-o", scratch.path("s\(index)")]
                                 + Self.axes)
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.hasPrefix("matrix: shard \(index)/3 (16 of 48 variants)"), "\(result)")
            for (path, data) in try Self.files(in: scratch.url.appendingPathComponent("s\(index)")) {
                #expect(union[path] == nil, "\(path) in two shards")
                union[path] = data
            }
        }
        #expect(union.count == 48)
    }

    @Test func vendorMessagesRenderAsRenderDrawsThem() throws {
        let scratch = try ScratchFolder()
        let result = try run(["matrix", "examples/vendors/braze-modal.json", "examples/vendors/adobe-banner.json", "--assets", "examples/assets",
                              "--no-contact-sheet", "-o", scratch.path("out")])
        #expect(result.exitCode == 0, "\(result)")
        let files = try Self.files(in: scratch.url.appendingPathComponent("out"))
        #expect(files.keys.sorted() == ["adobe-banner/iphone-15-portrait-en-l.png", "braze-modal/iphone-15-portrait-en-l.png"])
        // The same pixels `render` draws: Braze imported, Adobe as its frame with a placeholder.
        for name in ["braze-modal", "adobe-banner"] {
            let png = scratch.path("\(name).png")
            let render = try PreviewCLI.run(["render", "examples/vendors/\(name).json", "--assets", "examples/assets", "-o", png], in: Self.root)
            #expect(render.exitCode == 0, "\(render)")
            #expect(files["\(name)/iphone-15-portrait-en-l.png"] == (try Data(contentsOf: URL(fileURLWithPath: png))), "\(name)")
        }
    }

    @Test func wrongInputsExitTwoAndRenderNothing() throws {
        let scratch = try ScratchFolder()
        let out = scratch.path("out")
        let cases: [([String], String)] = [
            (["matrix", "Tests/Fixtures/campaigns/invalid/bad-colors.json", "-o", out], "bad-colors.json: "),
            (["matrix", "examples/*.json", "--devices", "iphone-3g", "-o", out], "invalid value 'iphone-3g' for --devices"),
            (["matrix", "examples/*.json", "--shard", "4/3", "-o", out], "invalid value '4/3' for --shard"),
            (["matrix", "examples/*.json", "--formats", "png,nope", "-o", out], "nope"),
            (["matrix", "no/such/folder", "-o", out], "campaign file or folder not found: no/such/folder"),
            (["matrix", "examples/assets", "-o", out], "no campaign in examples/assets"),
            (["matrix", "examples/*.json", "-j", "0", "-o", out], "invalid value '0' for --jobs"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            #expect(result.exitCode == 2, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
        }
        #expect(try Self.files(in: URL(fileURLWithPath: out)).isEmpty)
    }

    @Test func helpDescribesNamingAndExitStatus() throws {
        let result = try run(["matrix", "--help"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("Usage: preview-cli matrix [PATHS...] -o DIR [options]"))
        #expect(result.stdout.contains("<campaign>/<device>-<orientation>-<lang>-<size>.<ext>"))
        #expect(result.stdout.contains("Exit status:"))
    }
}
