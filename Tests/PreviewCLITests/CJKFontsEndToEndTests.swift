import Foundation
import TestSupport
import Testing

/// The Noto Sans CJK fonts (`fonts-noto-cjk`) are needed only for Chinese,
/// Japanese and Korean text. `MESSAGEPREVIEW_CJK_FONTS` pointing at an empty
/// folder stands for a machine without the package.
@Suite struct CJKFontsEndToEndTests {
    static let root = Repository.root
    static func repo(_ path: String) -> String { root.appendingPathComponent(path).path }

    /// The environment of a machine without the package (the folder must outlive the run).
    static func withoutCJKFonts(_ folder: ScratchFolder) -> [String: String] {
        ["MESSAGEPREVIEW_FONTS": repo("fonts"), "MESSAGEPREVIEW_CJK_FONTS": folder.path("no-cjk-fonts")]
    }

    static func render(_ campaign: String, language: String, output: String, in folder: ScratchFolder,
                       environment: [String: String]) throws -> CommandResult {
        try PreviewCLI.run(["render", repo(campaign), "-o", output, "--format", "png,json", "--lang", language,
                            "--values", repo("examples/values.json"), "--assets", repo("examples/assets")],
                           in: folder.url, environment: environment)
    }

    /// Latin, Arabic and Hebrew previews need only fonts/: without the
    /// package they succeed and are byte-identical to a render with it.
    @Test(arguments: [("examples/welcome-modal.json", "en"), ("examples/summer-sale-fullscreen.json", "en"),
                      ("examples/level-up-slideup.json", "ar"), ("examples/welcome-modal.json", "he")])
    func previewsWithoutCJKTextNeedNoCJKFonts(_ campaign: String, _ language: String) throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path("no-cjk-fonts"), withIntermediateDirectories: true)
        let with = try Self.render(campaign, language: language, output: scratch.path("with"), in: scratch,
                                   environment: ["MESSAGEPREVIEW_FONTS": Self.repo("fonts")])
        let without = try Self.render(campaign, language: language, output: scratch.path("without"), in: scratch,
                                      environment: Self.withoutCJKFonts(scratch))
        #expect(with.exitCode == 0, "\(with)")
        #expect(without.exitCode == 0, "\(without)")
        #expect(!without.stderr.contains("CJK"), "\(without)")
        for ext in ["png", "tree.json"] {
            let a = try Data(contentsOf: URL(fileURLWithPath: scratch.path("with.\(ext)")))
            let b = try Data(contentsOf: URL(fileURLWithPath: scratch.path("without.\(ext)")))
            #expect(a == b, "\(ext) differs without the CJK fonts")
        }
    }

    /// Korean or Japanese text without the package: the preview is written
    /// (exit 0) and the lint error `missing-glyphs` says what to install.
    @Test(arguments: [("ko", "Korean"), ("ja", "Japanese")])
    func cjkTextWithoutTheFontsSaysWhatToInstall(_ language: String, _ name: String) throws {
        let scratch = try ScratchFolder()
        let result = try Self.render("examples/welcome-modal.json", language: language, output: scratch.path("out"), in: scratch,
                                     environment: Self.withoutCJKFonts(scratch))
        #expect(result.exitCode == 0, "\(result)")
        let line = "preview-cli: warning: text in \(name) needs the Noto Sans CJK fonts: apt-get install fonts-noto-cjk (not found: "
            + scratch.path("no-cjk-fonts/NotoSansCJK-Regular.ttc") + ", " + scratch.path("no-cjk-fonts/NotoSansCJK-Bold.ttc")
            + ") [missing-glyphs, a lint error]"
        #expect(result.stderr.split(separator: "\n").map(String.init).contains(line), "\(result)")
        // Said once: the boxes the fallback draws for Hangul are that error's, not a list of their own.
        #expect(!result.stderr.contains("drawn as boxes"), "\(result)")
        let tree = try String(contentsOfFile: scratch.path("out.tree.json"), encoding: .utf8)
        #expect(tree.contains("\"code\" : \"missing-glyphs\"") || tree.contains("\"code\":\"missing-glyphs\""), "the box tree carries it")

        let lint = try PreviewCLI.run(["lint", Self.repo("examples/welcome-modal.json"), "--langs", "en,\(language)"],
                                      in: scratch.url, environment: Self.withoutCJKFonts(scratch))
        #expect(lint.exitCode == 1, "\(lint)")
        #expect(lint.stdout.contains("  missing-glyphs error\n    text in \(name) needs the Noto Sans CJK fonts: apt-get install fonts-noto-cjk"),
                "\(lint)")
        #expect(!lint.stdout.contains("-en-"), "English variants have no finding: \(lint)")
    }

    /// With the package, the same Korean render has no such finding.
    @Test func withTheFontsKoreanHasNoFinding() throws {
        let scratch = try ScratchFolder()
        let result = try Self.render("examples/welcome-modal.json", language: "ko", output: scratch.path("out"), in: scratch,
                                     environment: ["MESSAGEPREVIEW_FONTS": Self.repo("fonts")])
        #expect(result.exitCode == 0, "\(result)")
        #expect(!result.stderr.contains("missing-glyphs"), "\(result)")
    }

    /// Goldens of English previews: recorded on a machine with the package,
    /// checked on one without; and the commands that draw nothing (record
    /// --from, report, diff) never look for the fonts.
    @Test func goldenCommandsWithoutCJKTextNeedNoCJKFonts() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("campaigns"), withIntermediateDirectories: true)
        for name in ["welcome-modal", "values"] {
            try FileManager.default.copyItem(atPath: Self.repo("examples/\(name).json"), toPath: scratch.path("campaigns/\(name).json"))
        }
        try FileManager.default.copyItem(atPath: Self.repo("examples/assets"), toPath: scratch.path("campaigns/assets"))
        try scratch.file("preview.json", """
            {"campaigns": ["campaigns/welcome-modal.json"], "values": "campaigns/values.json", "goldens": "goldens", "output": "out",
             "matrix": {"languages": ["en", "ar"], "formats": ["png"]}}
            """)
        let with = ["MESSAGEPREVIEW_FONTS": Self.repo("fonts"), "CI": ""]
        let without = Self.withoutCJKFonts(scratch).merging(["CI": ""]) { $1 }
        func run(_ arguments: [String], _ environment: [String: String]) throws -> CommandResult {
            try PreviewCLI.run(arguments, in: scratch.url, environment: environment, timeout: 300)
        }

        let recorded = try run(["golden", "record"], with)
        #expect(recorded.exitCode == 0, "\(recorded)")
        let check = try run(["golden", "check", "--no-cache"], without)
        #expect(check.exitCode == 0, "\(check)")
        #expect(check.stdout.hasPrefix("golden check: all 2 outputs match their goldens"), "\(check)")
        let report = try run(["golden", "report", "out/result.json", "-o", "report"], without)
        #expect(report.exitCode == 0, "\(report)")
        let accepted = try run(["golden", "record", "--from", "out", "--update", "failed"], without)
        #expect(accepted.exitCode == 0, "\(accepted)")
        let golden = scratch.path("goldens/welcome-modal/iphone-15-portrait-en-l.png")
        let diff = try run(["diff", golden, golden], without)
        #expect(diff.exitCode == 0, "\(diff)")
    }
}
