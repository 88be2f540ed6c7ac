import Foundation
import TestSupport
import Testing

/// `preview-cli themes` and `render --theme`: built-in names, theme files,
/// and invalid theme files reported one line per problem with exit status 2.
@Suite struct ThemeCommandTests {
    static let root = RenderEndToEndTests.root
    static func repo(_ path: String) -> String { RenderEndToEndTests.repo(path) }
    /// Runs outside the repository still find the built-in themes through this.
    static let themesEnvironment = ["MESSAGEPREVIEW_THEMES": repo("themes"), "MESSAGEPREVIEW_FONTS": repo("fonts")]

    @Test func listsTheBuiltInThemesOneLineEach() throws {
        let result = try PreviewCLI.run(["themes"])
        #expect(result.exitCode == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != " " }) } == ["gameball", "braze", "firebase", "radar"])
        #expect(lines[0].hasSuffix("(default)"))
        // Descriptions start in one column.
        let column = lines.map { line in line.dropFirst(line.prefix { $0 != " " }.count).prefix { $0 == " " }.count + line.prefix { $0 != " " }.count }
        #expect(Set(column).count == 1, "\(lines)")
    }

    @Test func showPrintsACompleteThemeFileThatRendersTheSame() throws {
        let scratch = try ScratchFolder()
        let shown = try PreviewCLI.run(["themes", "--show", "braze"])
        #expect(shown.exitCode == 0, "\(shown)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
        #expect(Set(object.keys).isSuperset(of: ["description", "colors", "slideUp", "modal", "fullscreen", "buttons", "close"]))
        let copy = try scratch.file("copy.json", shown.stdout)

        let campaign = Self.repo("examples/welcome-modal.json")
        let builtIn = try PreviewCLI.run(["render", campaign, "-o", scratch.path("a.png"), "-q", "--theme", "braze"])
        let fromFile = try PreviewCLI.run(["render", campaign, "-o", scratch.path("b.png"), "-q", "--theme", copy],
                                          environment: Self.themesEnvironment)
        let gameball = try PreviewCLI.run(["render", campaign, "-o", scratch.path("c.png"), "-q"])
        #expect(builtIn.exitCode == 0 && fromFile.exitCode == 0 && gameball.exitCode == 0, "\(builtIn) \(fromFile) \(gameball)")
        let a = try Data(contentsOf: scratch.url.appendingPathComponent("a.png"))
        #expect(a == (try Data(contentsOf: scratch.url.appendingPathComponent("b.png"))))
        #expect(a != (try Data(contentsOf: scratch.url.appendingPathComponent("c.png"))))
    }

    @Test func aThemeFileExtendsABuiltInAndWarnsAboutUnknownKeys() throws {
        let scratch = try ScratchFolder()
        let theme = try scratch.file("ours.json", #"{ "extends": "radar", "modal": { "cornerRadius": 2, "cornerRaduis": 3 } }"#)
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("out.png"), "-q",
                                         "--values", Self.repo("examples/values.json"), "--theme", theme],
                                        in: scratch.url, environment: Self.themesEnvironment)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr == "preview-cli: warning: \(theme): modal.cornerRaduis: unknown key, ignored (did you mean \"cornerRadius\"?)\n", "\(result)")
    }

    @Test func anInvalidThemeFileGivesOneLinePerProblemAndExit2() throws {
        let scratch = try ScratchFolder()
        try scratch.file("bad.json", """
        {
          "extends": "bootstrap",
          "modal": { "cornerRadius": "round", "headerFont": { "style": "huge" } },
          "buttons": { "arrangement": "row" }
        }
        """)
        let output = scratch.path("out.png")
        let result = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", output, "--theme", "./bad.json"],
                                        in: scratch.url, environment: Self.themesEnvironment)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.split(separator: "\n").map(String.init) == [
            "preview-cli: error: ./bad.json: extends: expected the name of a built-in theme: \"braze\", \"firebase\", \"gameball\" or \"radar\", found string \"bootstrap\"",
            "preview-cli: error: ./bad.json: modal.cornerRadius: expected a number of points from 0 to 2000, found string \"round\"",
            "preview-cli: error: ./bad.json: modal.headerFont.style: expected \"largeTitle\", \"title1\", \"title2\", \"title3\", \"headline\", \"body\", \"callout\", \"subheadline\", \"footnote\", \"caption1\" or \"caption2\", found string \"huge\"",
            "preview-cli: error: ./bad.json: buttons.arrangement: expected \"adaptive\", \"sideBySide\" or \"stacked\", found string \"row\"",
        ], "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func unknownNamesAndMissingFilesExit2() throws {
        let scratch = try ScratchFolder()
        let unknown = try PreviewCLI.run(["render", Self.repo("examples/welcome-modal.json"), "-o", scratch.path("out.png"), "--theme", "brazee"])
        #expect(unknown.exitCode == 2, "\(unknown)")
        #expect(unknown.stderr == "preview-cli: error: no built-in theme named \"brazee\" (built-in: gameball, braze, firebase, radar); "
                + "a theme file's path contains '/' or ends in .json\n", "\(unknown)")
        let missing = try PreviewCLI.run(["themes", "--show", "./nowhere.json"], in: scratch.url, environment: Self.themesEnvironment)
        #expect(missing.exitCode == 2, "\(missing)")
        #expect(missing.stderr == "preview-cli: error: ./nowhere.json: $: expected a readable theme file, found no such file\n", "\(missing)")
    }
}

/// A vendor's payload is drawn in that vendor's theme unless `--theme` says otherwise (issue 23).
@Suite struct VendorThemeDefaultTests {
    @Test(arguments: [("examples/vendors/braze-modal.json", "braze"), ("examples/vendors/firebase-modal.json", "firebase"),
                      ("examples/vendors/radar-modal.json", "radar")])
    func aVendorPayloadGetsItsVendorsThemeByDefault(_ file: String, _ theme: String) throws {
        let scratch = try ScratchFolder()
        let payload = ThemeCommandTests.repo(file)
        let byDefault = try PreviewCLI.run(["render", payload, "-o", scratch.path("default.png"), "-q"])
        let named = try PreviewCLI.run(["render", payload, "-o", scratch.path("named.png"), "-q", "--theme", theme])
        let gameball = try PreviewCLI.run(["render", payload, "-o", scratch.path("gameball.png"), "-q", "--theme", "gameball"])
        #expect(byDefault.exitCode == 0 && named.exitCode == 0 && gameball.exitCode == 0, "\(byDefault) \(named) \(gameball)")
        let drawn = try Data(contentsOf: scratch.url.appendingPathComponent("default.png"))
        #expect(drawn == (try Data(contentsOf: scratch.url.appendingPathComponent("named.png"))))
        // --theme still wins: the Gameball look is one flag away.
        #expect(drawn != (try Data(contentsOf: scratch.url.appendingPathComponent("gameball.png"))))
    }

    @Test func ourOwnCampaignKeepsTheGameballThemeByDefault() throws {
        let scratch = try ScratchFolder()
        let campaign = ThemeCommandTests.repo("examples/welcome-modal.json")
        let byDefault = try PreviewCLI.run(["render", campaign, "-o", scratch.path("default.png"), "-q"])
        let named = try PreviewCLI.run(["render", campaign, "-o", scratch.path("named.png"), "-q", "--theme", "gameball"])
        #expect(byDefault.exitCode == 0 && named.exitCode == 0, "\(byDefault) \(named)")
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent("default.png"))
                == Data(contentsOf: scratch.url.appendingPathComponent("named.png")))
    }
}
