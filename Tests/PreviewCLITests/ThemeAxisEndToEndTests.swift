import Foundation
import TestSupport
import Testing

/// The theme axis from the command line: `--themes` on matrix and golden,
/// and a matrix's `theme`/`themes` in preview.json.
@Suite struct ThemeAxisEndToEndTests {
    static func repo(_ path: String) -> String { Repository.root.appendingPathComponent(path).path }

    func matrix(_ extra: [String]) throws -> (files: Set<String>, folder: ScratchFolder) {
        let scratch = try ScratchFolder()
        let result = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "--no-contact-sheet", "-o", scratch.path("out")] + extra,
                                        timeout: 300)
        #expect(result.exitCode == 0, "\(result)")
        return (Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("out"))), scratch)
    }

    @Test func severalThemesAreNamedAndOneIsDrawnAsTheThemeFlagDraws() throws {
        let two = try matrix(["--themes", "gameball,braze"])
        #expect(two.files.isSuperset(of: ["welcome-modal/iphone-15-portrait-en-l-gameball.png", "welcome-modal/iphone-15-portrait-en-l-braze.png"]),
                "\(two.files.sorted())")
        let one = try matrix(["--themes", "braze"])
        #expect(one.files.contains("welcome-modal/iphone-15-portrait-en-l.png"), "one theme keeps the name: \(one.files.sorted())")
        let flag = try matrix(["--theme", "braze"])
        let png = { (run: (files: Set<String>, folder: ScratchFolder), name: String) in
            try Data(contentsOf: run.folder.url.appendingPathComponent("out/welcome-modal/" + name))
        }
        #expect(try png(one, "iphone-15-portrait-en-l.png") == png(flag, "iphone-15-portrait-en-l.png"))
        #expect(try png(two, "iphone-15-portrait-en-l-braze.png") == png(flag, "iphone-15-portrait-en-l.png"))
        #expect(try png(two, "iphone-15-portrait-en-l-gameball.png") != png(flag, "iphone-15-portrait-en-l.png"))
    }

    @Test func badThemeListsAreUsageErrors() throws {
        let scratch = try ScratchFolder()
        for (flags, message) in [
            (["--themes", "braze", "--theme", "radar"], "give one of --theme and --themes"),
            (["--themes", "braze,,radar"], "an item of the list is empty"),
            (["--themes", "braze,brazee"], #"no built-in theme named "brazee""#),
        ] {
            let result = try PreviewCLI.run(["matrix", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("out")] + flags)
            #expect(result.exitCode == 2, "\(flags): \(result)")
            #expect(result.stderr.contains(message), "\(flags): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")), "nothing is written")
    }

    @Test func lintLaysOutEachVariantOnceWhateverTheThemes() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/flawed/flawed-modal.json"), toPath: scratch.path("flawed-modal.json"))
        _ = try scratch.write("preview.json", #"{ "campaigns": ["flawed-modal.json"], "matrix": [{ "themes": ["gameball", "braze"] }, { "theme": "radar" }] }"#)
        let result = try PreviewCLI.run(["lint", "--format", "json"], in: scratch.url, timeout: 300)
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout.contains("iphone-15-portrait-en-l"), "\(result.stdout.prefix(2000))")
        #expect(!result.stdout.contains("-braze") && !result.stdout.contains("-gameball"), "no variant per theme: \(result.stdout.prefix(2000))")
    }

    @Test func previewJSONThemesReachTheGoldenCommands() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.copyItem(atPath: Self.repo("examples/welcome-modal.json"), toPath: scratch.path("welcome-modal.json"))
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("assets"))
        _ = try scratch.write("preview.json", """
            { "campaigns": ["welcome-modal.json"], "goldens": "goldens",
              "matrix": [{ "themes": ["gameball", "braze"], "formats": ["a11y"] }, { "theme": "radar", "devices": ["iphone-se"], "formats": ["a11y"] }] }
            """)
        let recorded = try PreviewCLI.run(["golden", "record"], in: scratch.url, environment: ["CI": ""], timeout: 300)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let goldens = Set(try FileManager.default.subpathsOfDirectory(atPath: scratch.path("goldens")))
        #expect(goldens.isSuperset(of: ["welcome-modal/iphone-15-portrait-en-l-gameball.a11y.txt", "welcome-modal/iphone-15-portrait-en-l-braze.a11y.txt",
                                        "welcome-modal/iphone-se-portrait-en-l.a11y.txt"]), "\(goldens.sorted())")
        let checked = try PreviewCLI.run(["golden", "check"], in: scratch.url, timeout: 300)
        #expect(checked.exitCode == 0, "\(checked)")
        #expect(checked.stdout.hasPrefix("golden check: all 3 outputs match their goldens; 3 variants"), "\(checked)")
    }
}
