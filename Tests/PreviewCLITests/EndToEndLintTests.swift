import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `preview-cli lint` as a user runs it: findings grouped by campaign and
/// rule, a summary, exit 0 clean / 1 errors / 2 usage, three formats.
@Suite struct EndToEndLintTests {
    static let root = Repository.root
    static func repo(_ path: String) -> String { root.appendingPathComponent(path).path }
    static let examples = ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen"].map { "examples/\($0).json" }
    static let flawed = "examples/flawed/flawed-modal.json"

    /// A checkout without preview.json (so the default matrix applies): a
    /// copy of the examples and the invalid fixtures, at their usual paths,
    /// as a fresh clone has them (no build folders).
    static func workspace() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        for path in ["examples", "Tests/Fixtures/campaigns/invalid"] {
            try scratch.copy(root.appendingPathComponent(path), to: path, skipping: [".build", ".swiftpm"])
        }
        return scratch
    }

    /// The bundled fonts, which a copied checkout lacks.
    static let fonts = ["MESSAGEPREVIEW_FONTS": repo("fonts")]

    /// `lint` in a checkout without preview.json.
    static func lint(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        let workspace = try workspace()
        return try PreviewCLI.run(["lint"] + arguments, in: workspace.url, environment: fonts.merging(environment) { $1 })
    }

    @Test func bundledExamplesLintCleanAtTheDefaultMatrix() throws {
        // As the shell expands examples/*.json: values.json comes along and is skipped.
        let result = try Self.lint(Self.examples + ["examples/values.json"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "3 campaigns, 9 variants: no findings\n", "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func theFlawedExampleFailsWithFindingsGroupedByRule() throws {
        let result = try Self.lint([Self.flawed])
        #expect(result.exitCode == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(Self.flawed) (spring-points)")
        #expect(lines.contains("  contrast error"))
        #expect(lines.contains("    body: text #A8A8A8 on #FFFFFF is 2.38:1; AA needs 4.5:1 for 17 pt regular text"))
        #expect(lines.contains("      in iphone-15-portrait-en-l, iphone-15-portrait-ar-l, iphone-15-portrait-th-l"))
        #expect(lines.contains("  orientation-locked warning"))
        #expect(lines.dropLast().last == "1 campaign, 3 variants: 8 errors, 7 warnings")
        #expect(!result.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    /// Runs the command under `script`, so its stdout is a terminal.
    static func onATerminal(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourOnATerminalUnlessNoColor() throws {
        let binary = try PreviewCLI.binary.get().path
        let coloured = try Self.onATerminal("env -u NO_COLOR TERM=xterm '\(binary)' lint \(Self.flawed)")
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"), "\(coloured)")
        let plain = try Self.onATerminal("env NO_COLOR=1 TERM=xterm '\(binary)' lint \(Self.flawed)")
        #expect(plain.contains("contrast error"), "\(plain)")
        #expect(!plain.contains("\u{1B}"))
    }

    @Test func aFolderIsSearchedAndTheMatrixFlagsApply() throws {
        let result = try Self.lint(["examples/welcome-modal.json", "examples/level-up-slideup.json", "examples/summer-sale-fullscreen.json",
                                    "examples/flawed", "--devices", "iphone-se,ipad-air-11", "--orientations", "all", "--langs", "en",
                                    "--text-sizes", "l,ax5"])
        #expect(result.exitCode == 1, "the flawed example is in examples/flawed: \(result)")
        #expect(result.stdout.hasSuffix("4 campaigns, 32 variants: 6 errors, 22 warnings\n"), "\(result)")
        #expect(result.stdout.contains("text-scrolls warning"))
        #expect(result.stdout.contains("starts at text size "))
        #expect(result.stderr.isEmpty, "companion files are skipped silently: \(result)")
    }

    @Test func severityOverridesAndSuppressionsFromAConfigFile() throws {
        let scratch = try ScratchFolder()
        let config = try scratch.file("preview.json", """
            {"goldens": "Tests/Goldens",
             "lint": {"severity": {"contrast": "warning", "close-contrast": "off", "missing-glyphs": "info", "unsupported-action": "warning"},
                      "suppress": [{"rule": "contrast", "campaign": "spring-points", "reason": "brand palette, review booked"},
                                   {"rule": "overlap", "campaign": "spring-points", "reason": "stale"}]}}
            """)
        let result = try Self.lint([Self.flawed, "--config", config])
        #expect(result.exitCode == 0, "no error-level finding remains: \(result)")
        #expect(!result.stdout.contains("close-contrast"))
        #expect(result.stdout.contains("suppressed: brand palette, review booked"))
        #expect(result.stderr.contains("warning: the suppression of overlap for campaign spring-points matched no finding"), "\(result)")
    }

    @Test func jsonReportToStdoutAndJUnitToAFile() throws {
        let json = try Self.lint([Self.flawed, "--format", "json"])
        #expect(json.exitCode == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((object["summary"] as? [String: Any])?["errors"] as? Int == 8)
        #expect((object["findings"] as? [[String: Any]])?.contains { $0["rule"] as? String == "missing-glyphs" } == true)

        let scratch = try ScratchFolder()
        let output = scratch.path("lint.xml")
        let junit = try Self.lint([Self.flawed] + Self.examples + ["--format", "junit", "-o", output])
        #expect(junit.exitCode == 1, "\(junit)")
        #expect(junit.stdout == "wrote \(output): 4 campaigns, 12 variants: 8 errors, 7 warnings\n", "\(junit)")
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: output))
        #expect(try xml.nodes(forXPath: "/testsuites/testsuite").count == 4)
        // unsupported-action, contrast, close-contrast and missing-glyphs fail; warnings pass.
        #expect(xml.rootElement()?.attribute(forName: "failures")?.stringValue == "4")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["lint.xml"], "no temporary file left")
    }

    @Test func anInvalidCampaignIsAFindingAndTheRestAreLinted() throws {
        let result = try Self.lint(["Tests/Fixtures/campaigns/invalid/duplicate-button-ids.json", Self.examples[0]])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout.contains("  duplicate-button-id error\n    buttons[1].id: string \"answer\""), "\(result)")
        #expect(result.stdout.contains("  invalid-campaign error\n    buttons[2].id: expected a non-empty string"), "\(result)")
        #expect(result.stdout.hasSuffix("2 campaigns, 5 variants: 2 errors\n"), "\(result)")
    }

    @Test(arguments: [
        (["lint"], "missing argument PATHS"),
        // The matrix flags are `matrix`'s, with its messages.
        (["lint", "examples", "--devices", "iphone-14"], "invalid value 'iphone-14' for --devices: expected device ids among"),
        (["lint", "examples", "--text-sizes", "l,huge"], "invalid value 'l,huge' for --text-sizes"),
        (["lint", "examples", "--orientations", "sideways"], "invalid value 'sideways' for --orientations"),
        (["lint", "examples", "--langs", "english"], "invalid value 'english' for --langs"),
        (["lint", "examples", "--format", "xml"], "invalid value 'xml' for --format"),
        (["lint", "no-such-folder"], "campaign file or folder not found: no-such-folder"),
        (["lint", "examples", "--config", "no-such.json"], "no-such.json: $: expected a readable config file, found no such file"),
    ])
    func usageErrorsExit2(_ case_: ([String], String)) throws {
        let workspace = try Self.workspace()
        let result = try PreviewCLI.run(case_.0, in: workspace.url, environment: Self.fonts)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains(case_.1), "\(result)")
        #expect(result.stdout.isEmpty)
    }

    @Test func anInvalidConfigIsOneErrorLinePerProblem() throws {
        let scratch = try ScratchFolder()
        let config = try scratch.file("preview.json", #"{"lint": {"severity": {"contrst": "warning", "overlap": "fatal"}}}"#)
        let result = try Self.lint(Self.examples + ["--config", config])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr == """
            preview-cli: error: \(config): lint.severity.contrst: no lint rule is called "contrst" (did you mean "contrast"?)
            preview-cli: error: \(config): lint.severity.overlap: expected a severity: "error", "warning", "info" or "off", found string "fatal"

            """, "\(result)")
    }

    @Test func vendorMessagesAreLintedAndAdobeHTMLIsSkipped() throws {
        let result = try Self.lint(["examples/vendors"])
        #expect(result.stdout.hasSuffix("4 campaigns, 4 variants: 1 error, 1 warning\n"), "\(result)")
        #expect(result.stderr == "preview-cli: note: skipped examples/vendors/adobe-banner.json: an Adobe HTML message: "
                + "its content is HTML, which lint does not check\n", "\(result)")
    }

    /// Variants per campaign key, from `matrix`'s output folder and from `lint --format json`.
    static func variantCounts(matrix folder: URL, lint json: String) throws -> (matrix: [String: Int], lint: [String: Int]) {
        var rendered: [String: Int] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where path.hasSuffix(".tree.json") {
            rendered[URL(fileURLWithPath: path).deletingLastPathComponent().relativePath, default: 0] += 1
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var linted: [String: Int] = [:]
        for campaign in object["campaigns"] as? [[String: Any]] ?? [] {
            let file = try #require(campaign["file"] as? String)
            linted[URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent] = campaign["variants"] as? Int
        }
        return (rendered, linted)
    }

    @Test func lintAndMatrixSeeTheSameVariantsForTheSameFlags() throws {
        let workspace = try Self.workspace()
        let flags = ["examples/welcome-modal.json", "examples/flawed/flawed-modal.json", "--devices", "iphone-se,ipad-air-11",
                     "--orientations", "all", "--langs", "campaign", "--text-sizes", "l,ax5"]
        let matrix = try PreviewCLI.run(["matrix"] + flags + ["--formats", "json", "-o", workspace.path("out")], in: workspace.url,
                                        environment: Self.fonts, timeout: 300)
        #expect(matrix.exitCode == 3, "the flawed modal is locked to portrait: \(matrix)")
        let lint = try PreviewCLI.run(["lint"] + flags + ["--format", "json"], in: workspace.url, environment: Self.fonts)
        let counts = try Self.variantCounts(matrix: workspace.url.appendingPathComponent("out"), lint: lint.stdout)
        #expect(counts.lint == ["welcome-modal": 2 * 2 * 5 * 2, "flawed-modal": 2 * 2 * 3 * 2], "\(lint)")
        #expect(counts.matrix == counts.lint)
    }

    @Test func withAPreviewJSONItsCampaignsAndMatricesAreTheLintMatrix() throws {
        // The repository's own preview.json: several matrices, some with their own campaigns.
        let scratch = try ScratchFolder()
        let matrix = try PreviewCLI.run(["matrix", "--config", "preview.json", "--formats", "json", "-o", scratch.path("out")],
                                        in: Self.root, timeout: 300)
        #expect(matrix.exitCode == 3, "a portrait-only fixture is rendered in landscape: \(matrix)")
        let lint = try PreviewCLI.run(["lint", "--format", "json"], in: Self.root)
        let counts = try Self.variantCounts(matrix: scratch.url.appendingPathComponent("out"), lint: lint.stdout)
        #expect(counts.lint.count == 6, "examples/*.json and the pipeline fixtures: \(lint)")
        #expect(counts.lint["welcome-modal"] ?? 0 > 4, "more than the default matrix's variants")
        #expect(counts.matrix == counts.lint)
        // A flag replaces that axis in every matrix.
        let portrait = try PreviewCLI.run(["lint", "examples/welcome-modal.json", "--orientations", "portrait", "--format", "json"], in: Self.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(portrait.stdout.utf8)) as? [String: Any])
        let findings = object["findings"] as? [[String: Any]] ?? []
        #expect(!findings.flatMap { $0["variants"] as? [String] ?? [] }.contains { $0.contains("landscape") }, "\(portrait)")
    }

    @Test func listRulesAndHelp() throws {
        let rules = try Self.lint(["--list-rules"])
        #expect(rules.exitCode == 0)
        #expect(rules.stdout.split(separator: "\n").count == 27)
        #expect(rules.stdout.contains("contrast "))
        let help = try Self.lint(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.hasPrefix("Usage: preview-cli lint [PATHS...] [options]"), "\(help)")
        #expect(help.stdout.contains("--text-sizes LIST|all"))
        let tool = try PreviewCLI.run(["--help"])
        #expect(tool.stdout.contains("  lint  "))
    }
}
