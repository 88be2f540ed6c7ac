import Foundation
import Testing
import TestSupport

/// The hostile-input corpus (docs/security.md): each input a campaign author,
/// a pull request or a CI artifact could hand the tool, run through the real
/// binary. Every case asserts the exit status, the one-line error, and that
/// nothing was created or changed outside the output folder.
@Suite struct HostileInputTests {
    /// A scratch world: `work/` is the current folder (campaigns, assets),
    /// `work/out/` the output folder, `outside/` holds a file the tool must
    /// never read, reveal or overwrite.
    final class World {
        let scratch: ScratchFolder
        var work: URL { scratch.url.appendingPathComponent("work") }
        var outside: URL { scratch.url.appendingPathComponent("outside") }

        init() throws {
            scratch = try ScratchFolder()
            try scratch.copy(Repository.images.appendingPathComponent("hero.png"), to: "outside/secret.png")
            _ = try scratch.write("work/c.json", #"{"id": "c", "type": "slideup", "header": "Hi", "body": "There"}"#)
            try FileManager.default.createDirectory(at: work.appendingPathComponent("out"), withIntermediateDirectories: true)
        }

        func write(_ path: String, _ text: String) throws { _ = try scratch.write("work/" + path, text) }

        /// A modal whose artwork is `reference`.
        func campaign(imageURL reference: String, name: String = "art.json") throws {
            try write(name, #"{"id": "a", "type": "modal", "header": "Hi", "imageURL": "\#(reference)"}"#)
        }

        /// Every file and link below the scratch folder except `work/out/`, with size and content hash.
        func snapshot() -> [String: String] {
            var found: [String: String] = [:]
            let root = scratch.url.path
            guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
            while let relative = enumerator.nextObject() as? String {
                if relative == "work/out" || relative.hasPrefix("work/out/") { continue }
                let path = root + "/" + relative
                let data = FileManager.default.contents(atPath: path)
                found[relative] = data.map { "\($0.count):\($0.hashValue)" } ?? "-"
            }
            return found
        }

        /// Runs the command in `work/`, asserting nothing outside `work/out/` changed.
        func run(_ arguments: [String], in folder: String? = nil, environment: [String: String] = [:], input: Data? = nil,
                 timeout: TimeInterval = 60, sourceLocation: SourceLocation = #_sourceLocation) throws -> CommandResult {
            let before = snapshot()
            let result = try PreviewCLI.run(arguments, in: folder.map { work.appendingPathComponent($0) } ?? work,
                                            environment: environment, input: input, timeout: timeout)
            #expect(snapshot() == before, "files outside the output folder changed: \(arguments)", sourceLocation: sourceLocation)
            #expect(!result.timedOut, "\(arguments) hung", sourceLocation: sourceLocation)
            return result
        }
    }

    /// The error lines of stderr; each one line, and one of them mentions `text`.
    func expectError(_ result: CommandResult, _ status: Int32, mentioning text: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.exitCode == status, "\(result)", sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(text) }, "\(result)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Backtrac") && !result.stderr.contains("Fatal error"), "\(result)", sourceLocation: sourceLocation)
    }

    // MARK: 1. Writes stay in the output and goldens folders

    @Test func localizationKeysCannotNameFilesOutsideTheOutputFolder() throws {
        let world = try World()
        try world.write("evil.json", #"{"id": "e", "type": "slideup", "header": "Hi", "localizations": {"../../../outside/x": {"header": "x"}}}"#)
        // The key is no language code: the campaign reader ignores it with a
        // warning, and the campaign's own language is all there is to render.
        let matrix = try world.run(["matrix", "evil.json", "--langs", "campaign", "-o", "out"])
        #expect(matrix.exitCode == 0, "\(matrix)")
        #expect(matrix.stderr.contains(#"localizations["../../../outside/x"]: not a language code"#), "\(matrix)")
        #expect(FileManager.default.fileExists(atPath: world.work.appendingPathComponent("out/evil/iphone-15-portrait-en-l.png").path))
        try world.write("preview.json", #"{"campaigns": ["evil.json"], "goldens": "out/goldens", "matrix": {"languages": "campaign"}}"#)
        let record = try world.run(["golden", "record", "--update", "all", "--force", "-o", "out/result"])
        #expect(record.exitCode == 0, "\(record)")
    }

    @Test func aLinkInTheOutputFolderIsNotWrittenThrough() throws {
        let world = try World()
        try world.scratch.link("work/out/c", to: world.outside.path)
        let result = try world.run(["matrix", "c.json", "-o", "out"])
        expectError(result, 2, mentioning: "leads outside the folder")
    }

    // MARK: 2. Reads stay in the campaign's folder and the asset folder

    @Test func artworkOutsideTheAllowedFoldersIsRefusedAlike() throws {
        let world = try World()
        let secret = world.outside.appendingPathComponent("secret.png").path
        let missing = world.outside.appendingPathComponent("missing.png").path
        for reference in [secret, "file://" + secret, "../outside/secret.png"] {
            try world.campaign(imageURL: reference)
            expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 3, mentioning: "is outside the campaign's folder")
        }
        // A file that exists and one that does not give the same answer.
        try world.campaign(imageURL: missing)
        let absent = try world.run(["render", "art.json", "-o", "out/a.png"])
        try world.campaign(imageURL: secret)
        let present = try world.run(["render", "art.json", "-o", "out/a.png"])
        #expect(absent.stderr.replacingOccurrences(of: "missing.png", with: "secret.png") == present.stderr)
        // Allowed explicitly, it is read.
        let allowed = try world.run(["render", "art.json", "-o", "out/a.png", "--allow-artwork-from", world.outside.path])
        #expect(allowed.exitCode == 0, "\(allowed)")
        // With a config too; a folder outside the config's own is the command line's to allow
        // (preview.json's allowFrom stays inside its folder: see repositoryPathsStayInTheConfigsFolder).
        try world.write("preview.json", #"{"campaigns": ["art.json"]}"#)
        let configured = try world.run(["matrix", "--config", "preview.json", "-o", "out/m", "--allow-artwork-from", "../outside"])
        #expect(configured.exitCode == 0, "\(configured)")
    }

    @Test func linksAndManifestEntriesInTheAssetFolderStayInIt() throws {
        let world = try World()
        try FileManager.default.createDirectory(at: world.work.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try world.scratch.link("work/assets/linked.png", to: world.outside.appendingPathComponent("secret.png").path)
        try world.campaign(imageURL: "https://cdn.example.com/linked.png")
        expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 3, mentioning: "symbolic link that does not lead")

        try world.write("assets/manifest.json", #"{"https://cdn.example.com/x.png": "../../outside/secret.png"}"#)
        try world.campaign(imageURL: "https://cdn.example.com/x.png")
        expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 2, mentioning: "assets/manifest.json: ")
        try world.write("assets/manifest.json", #"{"https://cdn.example.com/x.png": "#)
        expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 2, mentioning: "manifest.json: $")
        expectError(try world.run(["matrix", "art.json", "-o", "out"]), 2, mentioning: "manifest.json: $")
    }

    // MARK: 3. No crash on output paths

    @Test func standardOutputAndShortOutputPaths() throws {
        let world = try World()
        let short = try world.run(["render", "../c.json", "-o", "x"], in: "out")
        #expect(short.exitCode == 0, "\(short)")
        #expect(FileManager.default.fileExists(atPath: world.work.appendingPathComponent("out/x.png").path))
        let png = try world.run(["render", "c.json", "-o", "-"])
        #expect(png.exitCode == 0 && png.stdout.hasPrefix("\u{FFFD}PNG"), "\(png.exitCode) \(png.stderr)")
        expectError(try world.run(["render", "c.json", "-o", "-", "-f", "png,a11y"]), 2, mentioning: "-o - writes one format")
        try world.scratch.copy(Repository.images.appendingPathComponent("rgb8.png"), to: "work/a.png")
        expectError(try world.run(["diff", "a.png", "a.png", "-o", "-"]), 2, mentioning: "invalid value '-' for --output")
        expectError(try world.run(["matrix", "c.json", "-o", "-"]), 2, mentioning: "invalid value '-' for --output")
        #expect(!FileManager.default.fileExists(atPath: world.work.appendingPathComponent("-").path))
    }

    /// `-` as the campaign: one campaign on standard input, for every command
    /// that reads campaigns; an empty or oversized input is a located error.
    @Test func aCampaignOnStandardInput() throws {
        let world = try World()
        let campaign = Data(#"{"id": "piped", "type": "modal", "header": "Hi", "body": "From a pipe"}"#.utf8)
        let tree = try world.run(["render", "-", "-f", "json", "-o", "-"], input: campaign)
        #expect(tree.exitCode == 0 && tree.stdout.contains(#""campaignID" : "piped""#), "\(tree)")
        let lint = try world.run(["lint", "-", "--format", "json"], input: campaign)
        #expect(lint.exitCode == 0 && lint.stdout.contains(#""file" : "-""#), "\(lint)")
        let matrix = try world.run(["matrix", "-", "-o", "out"], input: campaign)
        #expect(matrix.exitCode == 0, "\(matrix)")
        #expect(FileManager.default.fileExists(atPath: world.work.appendingPathComponent("out/stdin/iphone-15-portrait-en-l.png").path))
        expectError(try world.run(["matrix", "-", "-o", "out"]), 2, mentioning: "-: $: expected a JSON object, found an empty file")
        expectError(try world.run(["matrix", "-", "-o", "out"], input: Data(count: 17 << 20)), 2, mentioning: "-: $: expected a campaign on standard input, found a file larger")
    }

    // MARK: 4. Exit statuses

    @Test func imagesTooLongToDrawAndDamagedBackgrounds() throws {
        let world = try World()
        try world.scratch.write("work/long.png", Data(PNGBytes.signature + PNGBytes.ihdr(width: 40000, height: 1) + PNGBytes.chunk("IEND", [])))
        try world.scratch.copy(Repository.images.appendingPathComponent("truncated.png"), to: "work/damaged.png")
        try world.campaign(imageURL: "long.png")
        expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 3, mentioning: "over the limit of 32767 pixels a side")
        expectError(try world.run(["render", "c.json", "-o", "out/a.png", "--background", "long.png"]), 2, mentioning: "32767 pixels a side")
        expectError(try world.run(["render", "c.json", "-o", "out/a.png", "--background", "damaged.png"]), 2, mentioning: "damaged image data")
        for columns in ["0", "5", "100000", "abc"] {
            expectError(try world.run(["render", "c.json", "-f", "ansi", "--columns", columns]), 2, mentioning: "for --columns")
        }
    }

    @Test func aPluginsGrandchildDoesNotHoldTheRun() throws {
        let world = try World()
        try world.write("plugins/preview-renderer-gc", "#!/bin/sh\ncat >/dev/null\necho '<p>ok</p>'\nsleep 30 &\nexit 0\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: world.work.appendingPathComponent("plugins/preview-renderer-gc").path)
        let started = Date()
        let result = try world.run(["render", "c.json", "-f", "gc", "--plugin-dir", "plugins", "-o", "out/c.gc", "--plugin-timeout", "20"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    // MARK: 5. Limits

    @Test func campaignsOverTheLimitsAreRefused() throws {
        let world = try World()
        let buttons = (0..<21).map { #"{"id": "b\#($0)", "text": "B"}"# }.joined(separator: ",")
        try world.write("many.json", #"{"id": "m", "type": "modal", "header": "Hi", "buttons": [\#(buttons)]}"#)
        expectError(try world.run(["render", "many.json", "-o", "out/m.png"]), 2, mentioning: "expected at most 20 buttons")
        try world.write("long.json", #"{"id": "l", "type": "modal", "header": "\#(String(repeating: "x", count: 10_001))"}"#)
        expectError(try world.run(["render", "long.json", "-o", "out/l.png"]), 2, mentioning: "at most 10000 bytes")
    }

    // MARK: 6. Caps on every file input

    @Test func fifosAndOversizedInputsAreRefused() throws {
        let world = try World()
        let fifo = world.work.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        expectError(try world.run(["render", "pipe.json", "-o", "out/p.png"], timeout: 20), 2, mentioning: "not a regular file")
        expectError(try world.run(["render", "c.json", "-o", "out/p.png", "--theme", "pipe.json"], timeout: 20), 2, mentioning: "not a regular file")
        let big = try world.scratch.write("work/big.json", Data("{".utf8))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 20 << 20)
        try handle.close()
        expectError(try world.run(["render", "c.json", "-o", "out/p.png", "--values", "big.json"]), 2, mentioning: "larger than")
        expectError(try world.run(["matrix", "c.json", "-o", "out", "--config", "big.json"]), 2, mentioning: "larger than")
    }

    // MARK: Classes that already pass, kept so

    @Test func malformedJSONIsOneLocatedProblem() throws {
        let world = try World()
        let cases: [(String, String)] = [
            (String(repeating: "[", count: 100_000), "deep.json"),
            ("{\"id\": \"x\", \"type\": \"modal\", \"header\": \"\u{FFFD}\"}".replacingOccurrences(of: "\u{FFFD}", with: "\\ud800"), "surrogate.json"),
            (#"{"id": "x", "type": "modal", "header": "h", "autoDismissAfter": 1e999999}"#, "huge-number.json"),
        ]
        for (text, name) in cases {
            try world.write(name, text)
            let result = try world.run(["render", name, "-o", "out/x.png"])
            expectError(result, 2, mentioning: name + ": ")
        }
        try world.scratch.write("work/latin1.json", Data([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D]))
        expectError(try world.run(["render", "latin1.json", "-o", "out/x.png"]), 2, mentioning: "latin1.json: ")
        try world.write("dupes.json", #"{"id": "d", "id": "d", "type": "slideup", "header": "Hi"}"#)
        let dupes = try world.run(["render", "dupes.json", "-o", "out/d.png"])
        #expect(dupes.exitCode == 0 && dupes.stderr.contains("warning"), "\(dupes)")
    }

    @Test func damagedAndOversizedArtworkIsNotReady() throws {
        let world = try World()
        for fixture in ["truncated.png", "huge-header.png", "not-an-image.png"] {
            try world.scratch.copy(Repository.images.appendingPathComponent(fixture), to: "work/" + fixture)
            try world.campaign(imageURL: fixture)
            expectError(try world.run(["render", "art.json", "-o", "out/a.png"]), 3, mentioning: "artwork not ready")
        }
    }

    @Test func aHangingPluginIsKilled() throws {
        let world = try World()
        try world.write("plugins/preview-renderer-hang", "#!/bin/sh\nsleep 60\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: world.work.appendingPathComponent("plugins/preview-renderer-hang").path)
        let result = try world.run(["render", "c.json", "-f", "hang", "--plugin-dir", "plugins", "-o", "out/c.hang", "--plugin-timeout", "1"])
        expectError(result, 4, mentioning: "did not finish within 1 s")
    }
}
