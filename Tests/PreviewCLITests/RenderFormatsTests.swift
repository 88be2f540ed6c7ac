import Foundation
import TestSupport
import Testing

/// `render --format`: several outputs from one layout, text on standard
/// output, and the naming of files.
@Suite struct RenderFormatsTests {
    static let root = Repository.root
    static let modal = "examples/welcome-modal.json"
    static let values = ["--values", "examples/values.json"]

    /// Runs in the repository root, where the examples' relative paths hold.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try PreviewCLI.run(arguments, in: Self.root, environment: environment)
    }

    @Test func oneLayoutFeedsSeveralFormats() throws {
        let scratch = try ScratchFolder()
        let base = scratch.path("welcome")
        let result = try run(["render", Self.modal, "--format", "png,a11y,json", "-o", base] + Self.values)
        #expect(result.exitCode == 0, "\(result)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path))
            == ["welcome.png", "welcome.a11y.txt", "welcome.tree.json"])
        #expect(result.stdout == """
            wrote \(base).png (1179x2556, iphone-15 portrait default ltr l)
            wrote \(base).a11y.txt (a11y, iphone-15 portrait default ltr l)
            wrote \(base).tree.json (json, iphone-15 portrait default ltr l)

            """)
        // The file holds exactly what the format prints on its own.
        let printed = try run(["render", Self.modal, "--format", "a11y"] + Self.values)
        #expect(try String(contentsOfFile: base + ".a11y.txt", encoding: .utf8) == printed.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: base + ".png")).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theAccessibilityTreePrintsWithoutAnOutputFile() throws {
        let result = try run(["render", Self.modal, "--format", "a11y", "--lang", "ar"] + Self.values)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("campaign: welcome-back/variant-a\nmessage: modal, displayed\n"))
        #expect(result.stdout.contains("  - other id=gameball.message.modal [modal] frame=(0,0,393,852)\n"))
        #expect(result.stdout.contains("button \"إغلاق\" id=gameball.message.close frame=(28,"))
        #expect(!result.stdout.contains("wrote "))
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test func theAccessibilityTreeAsJSON() throws {
        let scratch = try ScratchFolder()
        let printed = try run(["render", Self.modal, "-f", "a11y", "--a11y-format", "json"] + Self.values)
        #expect(printed.exitCode == 0, "\(printed)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any])
        #expect(object["isModal"] as? Bool == true)
        let written = try run(["render", Self.modal, "-f", "a11y", "--a11y-format", "json", "-o", scratch.path("tree")] + Self.values)
        #expect(written.exitCode == 0, "\(written)")
        #expect(try String(contentsOfFile: scratch.path("tree.a11y.json"), encoding: .utf8) == printed.stdout)
    }

    @Test func theBoxTreeWithPathsRelativeToTheCurrentFolder() throws {
        let result = try run(["render", Self.modal, "--format", "json"] + Self.values)
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(result.stdout.contains("\"file\" : \"examples/assets/welcome-hero.jpg\""))
        #expect(!result.stdout.contains(Self.root.path))
    }

    @Test(arguments: [
        (["-o", "$D/notes.txt", "--format", "a11y"], "notes.txt"),
        (["-o", "$D/preview", "--format", "a11y"], "preview.a11y.txt"),
        (["-o", "$D/preview", "--format", "a11y", "--a11y-format", "json"], "preview.a11y.json"),
        (["-o", "$D/preview.png"], "preview.png"),
        (["-o", "$D/preview"], "preview.png"),
        (["-o", "$D/tree.json", "--format", "json,json"], "tree.json"),
    ])
    func aSingleOutputIsNamedAfterTheFormat(_ arguments: [String], _ expected: String) throws {
        let scratch = try ScratchFolder()
        let result = try run(["render", Self.modal] + arguments.map { $0.replacingOccurrences(of: "$D", with: scratch.url.path) })
        #expect(result.exitCode == 0, "\(result)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [expected])
    }

    @Test func aMessageThatWouldNotDisplayIsStillDumpedWithTheReason() throws {
        let scratch = try ScratchFolder()
        let campaign = try scratch.file("c.json", #"{"id": "c", "type": "modal", "header": "Hi", "imageURL": "http://example.com/a.png"}"#)
        let result = try PreviewCLI.run(["render", campaign, "--format", "a11y"])
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.stdout.contains("message: modal, not displayed: skipped: artwork not ready (http://example.com/a.png: http:// URLs are refused"))
        #expect(result.stdout.contains("elements: none (a device would not display the message)\n"))
        #expect(result.stderr.contains("preview-cli: not displayed: skipped: artwork not ready"))
    }
}
