import Foundation
import TestSupport
import Testing

/// The appearance axis from the command line: `render --appearance`, the
/// matrix's `--appearances` and `appearances` in preview.json, a dark
/// variant's files named apart and its host screen drawn dark.
@Suite struct AppearanceEndToEndTests {
    static let root = Repository.root
    static func repo(_ path: String) -> String { root.appendingPathComponent(path).path }

    /// The box tree's environment and host fill, from `render --format json`.
    func hostOf(_ arguments: [String]) throws -> (environment: [String: Any], hostFill: String?, result: CommandResult) {
        let scratch = try ScratchFolder()
        let output = scratch.path("tree.json")
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--format", "json", "-o", output] + arguments)
        let tree = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any] ?? [:]
        let root = tree["root"] as? [String: Any] ?? [:]
        let host = (root["children"] as? [[String: Any]])?.first { $0["role"] as? String == "hostApp" }
        let fill = (host?["fill"] as? [String: Any])?["color"] as? String
        return (tree["environment"] as? [String: Any] ?? [:], fill, result)
    }

    @Test func renderDrawsTheHostScreenDarkOnlyWhenAsked() throws {
        let light = try hostOf([])
        #expect(light.result.exitCode == 0, "\(light.result)")
        #expect(light.environment["appearance"] == nil, "a light tree is the same JSON as before the axis")
        let dark = try hostOf(["--appearance", "dark"])
        #expect(dark.result.exitCode == 0, "\(dark.result)")
        #expect(dark.environment["appearance"] as? String == "dark")
        #expect(light.hostFill != nil && dark.hostFill != nil && light.hostFill != dark.hostFill, "\(String(describing: light.hostFill))")
    }

    @Test func renderSaysDarkInItsSummaryLine() throws {
        let scratch = try ScratchFolder()
        let output = scratch.path("dark.png")
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", output, "--appearance", "dark",
                                         "--values", Self.repo("examples/values.json")])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "wrote \(output) (1179x2556, iphone-15 portrait default ltr l dark)\n", "\(result)")
    }

    @Test func anUnknownAppearanceIsAUsageError() throws {
        let render = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--appearance", "night"])
        #expect(render.exitCode == 2, "\(render)")
        #expect(render.stderr.contains("--appearance"), "\(render)")
        #expect(render.stderr.contains("light") && render.stderr.contains("dark"), "\(render)")
        let scratch = try ScratchFolder()
        let matrix = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--appearances", "light,night",
                                         "-o", scratch.path("out")])
        #expect(matrix.exitCode == 2, "\(matrix)")
        #expect(matrix.stderr.contains("invalid value 'light,night' for --appearances: expected light, dark, or all"), "\(matrix)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")), "nothing is written")
    }

    @Test func theMatrixNamesDarkVariantsApartAndKeepsLightNames() throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--appearances", "all", "--formats", "png,a11y",
                                         "--no-contact-sheet", "-o", scratch.path("out")], timeout: 300)
        #expect(result.exitCode == 0, "\(result)")
        let files = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("out")))
        for name in ["iphone-15-portrait-en-l.png", "iphone-15-portrait-en-l-dark.png",
                     "iphone-15-portrait-en-l.a11y.txt", "iphone-15-portrait-en-l-dark.a11y.txt"] {
            #expect(files.contains("welcome-modal/" + name), "\(files.sorted())")
        }
        let light = try Data(contentsOf: scratch.url.appendingPathComponent("out/welcome-modal/iphone-15-portrait-en-l.png"))
        let dark = try Data(contentsOf: scratch.url.appendingPathComponent("out/welcome-modal/iphone-15-portrait-en-l-dark.png"))
        #expect(light != dark)
    }

    @Test func previewJSONAppearancesReachTheGoldenCommands() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        _ = try scratch.write("preview.json", """
            { "campaigns": ["welcome-modal.json"], "goldens": "goldens",
              "matrix": { "appearances": ["light", "dark"], "formats": ["a11y"] } }
            """)
        let recorded = try PreviewCLI.run(["golden", "record"], in: scratch.url, environment: ["CI": ""], timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let goldens = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("goldens")))
        #expect(goldens.isSuperset(of: ["welcome-modal/iphone-15-portrait-en-l.a11y.txt", "welcome-modal/iphone-15-portrait-en-l-dark.a11y.txt"]),
                "\(goldens.sorted())")
        let checked = try PreviewCLI.run(["golden", "check"], in: scratch.url, timeout: 300)
        #expect(checked.exitCode == 0, "\(checked)")
        #expect(checked.stdout.hasPrefix("golden check: all 2 outputs match their goldens; 2 variants\n"), "\(checked)")
    }

    @Test func lintNamesADarkVariantsFindings() throws {
        let result = try PreviewCLI.run(["lint", Self.repo("examples/flawed/flawed-modal.json"), "--appearances", "dark", "--format", "json"])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout.contains("iphone-15-portrait-en-l-dark"), "\(result.stdout.prefix(2000))")
        #expect(!result.stdout.contains("iphone-15-portrait-en-l\""), "no light variant was linted")
    }
}

/// `--theme` on the commands that render many variants, and `"theme"` in
/// preview.json: the same theme loading as `render --theme`.
@Suite struct ThemeForRunsEndToEndTests {
    static func repo(_ path: String) -> String { Repository.root.appendingPathComponent(path).path }

    func matrixPNG(_ extra: [String]) throws -> Data {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--no-contact-sheet", "-o", scratch.path("out")] + extra,
                                        timeout: 300)
        #expect(result.exitCode == 0, "\(result)")
        return try Data(contentsOf: scratch.url.appendingPathComponent("out/welcome-modal/iphone-15-portrait-en-l.png"))
    }

    @Test func matrixThemeDrawsLikeRenderTheme() throws {
        let scratch = try ScratchFolder()
        let rendered = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--theme", "braze", "-q", "-o", scratch.path("r.png")])
        #expect(rendered.exitCode == 0, "\(rendered)")
        let braze = try matrixPNG(["--theme", "braze"])
        #expect(braze == (try Data(contentsOf: URL(fileURLWithPath: scratch.path("r.png")))))
        #expect(braze != (try matrixPNG([])))
    }

    @Test func anUnknownThemeStopsTheRunWithExitTwo() throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--theme", "brazee", "-o", scratch.path("out")])
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains(#"no built-in theme named "brazee""#), "\(result)")
    }

    @Test func previewJSONsThemeReachesGoldenCheckAndTheFlagReplacesIt() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        _ = try scratch.write("preview.json", #"{"campaigns": ["welcome-modal.json"], "goldens": "goldens", "theme": "braze"}"#)
        let recorded = try PreviewCLI.run(["golden", "record"], in: scratch.url, environment: ["CI": ""], timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let golden = try Data(contentsOf: scratch.url.appendingPathComponent("goldens/welcome-modal/iphone-15-portrait-en-l.png"))
        let gameball = try PreviewCLI.run(["golden", "record", "--theme", "gameball", "--goldens", "gameball-goldens"], in: scratch.url, environment: ["CI": ""], timeout: 300)
        #expect(gameball.exitCode == 0, "\(gameball)")
        #expect(golden != (try Data(contentsOf: scratch.url.appendingPathComponent("gameball-goldens/welcome-modal/iphone-15-portrait-en-l.png"))),
                "the golden is drawn in preview.json's theme")
        let same = try PreviewCLI.run(["golden", "check"], in: scratch.url, timeout: 300)
        #expect(same.exitCode == 0, "\(same)")
        let otherTheme = try PreviewCLI.run(["golden", "check", "--theme", "gameball"], in: scratch.url, timeout: 300)
        #expect(otherTheme.exitCode == 1, "the flag replaces the file's theme, so the goldens differ: \(otherTheme)")
    }

    @Test func aThemeFileOutsideTheRepositoryIsRefused() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("outside.json", #"{"extends": "braze"}"#)
        _ = try scratch.write("repo/c.json", try String(contentsOfFile: Self.repo("examples/welcome-modal.json"), encoding: .utf8))
        _ = try scratch.write("repo/preview.json", #"{"campaigns": ["c.json"], "theme": "../outside.json"}"#)
        let result = try PreviewCLI.run(["golden", "check"], in: scratch.url.appendingPathComponent("repo"))
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains("preview.json: theme: expected a theme file inside the folder of preview.json"), "\(result)")
    }
}

/// `matrix` without campaign paths reads `./preview.json`, as the golden
/// commands do; with paths it renders them alone unless `--config` is given.
@Suite struct MatrixReadsPreviewJSONTests {
    static func repo(_ path: String) -> String { Repository.root.appendingPathComponent(path).path }

    @Test func withoutPathsTheFolderPreviewJSONDescribesTheRun() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        _ = try scratch.write("preview.json", #"{"campaigns": ["welcome-modal.json"], "matrix": {"langs": ["en", "ar"], "formats": ["a11y"]}}"#)
        let result = try PreviewCLI.run(["matrix", "--no-contact-sheet", "-o", "out"], in: scratch.url, timeout: 300)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.contains(#"matrix.langs: read as "languages""#), "the alias is read with a warning: \(result)")
        let files = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("out")))
        #expect(files.isSuperset(of: ["welcome-modal/iphone-15-portrait-en-l.a11y.txt", "welcome-modal/iphone-15-portrait-ar-l.a11y.txt"]),
                "\(files.sorted())")
    }

    @Test func pathsWithoutAConfigKeepTheDefaultMatrix() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        _ = try scratch.write("preview.json", #"{"campaigns": ["nothing/*.json"], "matrix": {"formats": ["a11y"]}}"#)
        let result = try PreviewCLI.run(["matrix", "welcome-modal.json", "--no-contact-sheet", "-o", "out"], in: scratch.url, timeout: 300)
        #expect(result.exitCode == 0, "\(result)")
        let files = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("out")))
        #expect(files.contains("welcome-modal/iphone-15-portrait-en-l.png") && !files.contains { $0.hasSuffix(".a11y.txt") }, "\(files.sorted())")
    }

    @Test func withNeitherPathsNorAConfigTheErrorSaysWhereCampaignsGo() throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["matrix", "-o", "out"], in: scratch.url)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains(#"no campaigns to render: give campaign files or folders, or list them under "campaigns" in preview.json"#),
                "\(result)")
    }
}

/// `en-XA` and `ar-XB` wherever a language is: render, matrix and lint.
@Suite struct PseudoLanguageEndToEndTests {
    static func repo(_ path: String) -> String { Repository.root.appendingPathComponent(path).path }

    @Test func renderTakesBothCodesInTheirDirections() throws {
        let scratch = try ScratchFolder()
        for (code, direction) in [("en-XA", "ltr"), ("ar-XB", "rtl")] {
            let output = scratch.path("\(code).png")
            let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "--lang", code, "-o", output,
                                             "--values", Self.repo("examples/values.json")])
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout == "wrote \(output) (1179x2556, iphone-15 portrait \(code) \(direction) l)\n", "\(result)")
        }
    }

    @Test func lintReportsNoMissingTranslationForThem() throws {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["lint", Self.repo("examples/welcome-modal.json"), "--langs", "en-XA,ar-XB,fr", "--format", "json",
                                         "--values", Self.repo("examples/values.json")], in: scratch.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let findings = object["findings"] as? [[String: Any]] ?? []
        let variantsOf = { (rule: String) in
            findings.filter { $0["rule"] as? String == rule }.flatMap { $0["variants"] as? [String] ?? [] }
        }
        #expect(variantsOf("missing-localization").allSatisfy { $0.contains("-fr-") } && !variantsOf("missing-localization").isEmpty,
                "only the real language lacks a translation: \(findings)")
        #expect(variantsOf("rtl-untranslated").isEmpty, "\(findings)")
    }
}
