import Foundation
import TestSupport
import Testing

/// `diff.ignore` rules that name an element of the box tree, through
/// `preview-cli golden check` in a user's repository.
@Suite struct ElementMaskEndToEndTests {
    func run(_ arguments: [String], in folder: ScratchFolder) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: folder.url, environment: GoldenCommandTests.local, timeout: 300)
    }

    func config(ignoring element: String) -> String {
        """
        {
          "campaigns": ["campaigns/"],
          "values": "campaigns/values.json",
          "goldens": "goldens",
          "matrix": { "devices": ["iphone-15"], "languages": ["en", "ar"], "formats": ["png"] },
          "diff": { "ignore": [{ "element": "\(element)", "campaigns": ["welcome-*"] }] }
        }
        """
    }

    func edit(_ repo: ScratchFolder, _ from: String, _ to: String) throws {
        let file = repo.url.appendingPathComponent("campaigns/welcome-modal.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(from))
        try text.replacingOccurrences(of: from, with: to).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func aChangedCloseButtonIsIgnoredByNameAndAChangeElsewhereStillFails() throws {
        let repo = try GoldenCommandTests.repository()
        try repo.file("preview.json", config(ignoring: "gameball.message.close"))
        let recorded = try run(["golden", "record", "-q"], in: repo)
        #expect(recorded.exitCode == 0, "\(recorded)")

        // The close glyph recoloured, in English (top right) and Arabic (top left): masked in both.
        try edit(repo, "\"backgroundColor\": \"#FFFFFF\",", "\"backgroundColor\": \"#FFFFFF\", \"closeButtonColor\": \"#FF2D55\",")
        let masked = try run(["golden", "check"], in: repo)
        #expect(masked.exitCode == 0, "\(masked)")
        // The same change fails without the mask: it is the mask that passes it.
        try repo.file("preview.json", config(ignoring: "header"))
        let unmasked = try run(["golden", "check", "-q"], in: repo)
        #expect(unmasked.exitCode == 1, "\(unmasked)")
        #expect(unmasked.stdout.contains("welcome-modal/iphone-15-portrait-ar-l.png: "), "\(unmasked)")

        try repo.file("preview.json", config(ignoring: "gameball.message.close"))
        try edit(repo, "\"headerColor\": \"#1B1340\"", "\"headerColor\": \"#B42318\"")
        let failing = try run(["golden", "check", "-q"], in: repo)
        #expect(failing.exitCode == 1, "\(failing)")
        #expect(failing.stdout.split(separator: "\n").filter { $0.hasPrefix("FAIL ") }.count == 2, "\(failing)")
    }

    @Test func anElementNoVariantHasIsAnErrorNamingThoseItHas() throws {
        let repo = try GoldenCommandTests.repository()
        try repo.file("preview.json", config(ignoring: "gameball.message.clos"))
        #expect(try run(["golden", "record", "-q"], in: repo).exitCode == 0)
        let checked = try run(["golden", "check", "-q"], in: repo)
        #expect(checked.exitCode == 2, "\(checked)")
        #expect(checked.stderr.contains("preview-cli: error: preview.json: diff.ignore: element \"gameball.message.clos\" is in no variant's "
            + "layout it applies to (did you mean \"gameball.message.close\"?); identifiers laid out: "), "\(checked)")
        #expect(checked.stderr.contains("gameball.message.button.claim"), "\(checked)")
        // A shard may lack the element's variants: a warning, and the verdict stands.
        let shard = try run(["golden", "check", "-q", "--shard", "1/2"], in: repo)
        #expect(shard.exitCode == 0, "\(shard)")

        try repo.file("preview.json", config(ignoring: "bdy"))
        let typo = try run(["golden", "check", "-q"], in: repo)
        #expect(typo.exitCode == 2, "\(typo)")
        #expect(typo.stderr.contains("diff.ignore[0].element: expected an accessibility identifier such as \"gameball.message.close\", "
            + "or a role: screen, "), "\(typo)")
        #expect(typo.stderr.contains("found string \"bdy\" (did you mean \"body\"?)"), "\(typo)")
    }

    @Test func diffResolvesElementsInTheTreeItIsGiven() throws {
        let scratch = try ScratchFolder()
        let example = Repository.root.appendingPathComponent("examples/welcome-modal.json").path
        let fonts = GoldenCommandTests.local
        for (name, extra) in [("a", [String]()), ("b", ["--value", "player_name=Sam"])] {
            let result = try PreviewCLI.run(["render", example, "-o", scratch.path("\(name).png"), "-q"] + extra, environment: fonts)
            #expect(result.exitCode == 0, "\(result)")
        }
        let tree = try PreviewCLI.run(["render", example, "--format", "json", "-o", scratch.path("a.json"), "-q"], environment: fonts)
        #expect(tree.exitCode == 0, "\(tree)")
        let differ = try PreviewCLI.run(["diff", scratch.path("a.png"), scratch.path("b.png")])
        #expect(differ.exitCode == 1, "\(differ)")
        let masked = try PreviewCLI.run(["diff", scratch.path("a.png"), scratch.path("b.png"), "--tree", scratch.path("a.json"), "--ignore", "header"])
        #expect(masked.exitCode == 0, "\(masked)")
        let noTree = try PreviewCLI.run(["diff", scratch.path("a.png"), scratch.path("b.png"), "--ignore", "header"])
        #expect(noTree.exitCode == 2 && noTree.stderr.contains("an element name needs the box tree: add --tree TREE.json"), "\(noTree)")
        let unknown = try PreviewCLI.run(["diff", scratch.path("a.png"), scratch.path("b.png"), "--tree", scratch.path("a.json"),
                                          "--ignore", "gameball.message.clos"])
        #expect(unknown.exitCode == 2 && unknown.stderr.contains("did you mean \"gameball.message.close\"?"), "\(unknown)")
    }
}
