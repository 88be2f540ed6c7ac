import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// What the tool prints and writes for people and CI front ends, given
/// campaigns and result files from a pull request (docs/security.md, "What is
/// printed: escaped for each medium"): the real binary, on the worlds of
/// `HostileInputTests`.
@Suite struct HostileOutputTests {
    /// A new line that starts a GitHub workflow command, and an escape
    /// sequence that retitles a terminal.
    static let hostile = "\n::error::pwned \u{1B}]0;x\u{07} ##[warning]w"
    /// `hostile` as a JSON string's contents.
    static let hostileJSON = #"\n::error::pwned \u001b]0;x\u0007 ##[warning]w"#

    /// A campaign whose id, button id and URLs (artwork and button) carry `hostile`.
    static let campaign = """
        {"id": "c\(hostileJSON)", "type": "modal", "header": "Hi", "body": "There",
         "imageURL": "https://cdn.example.com/a\(hostileJSON).png",
         "buttons": [{"id": "b\(hostileJSON)", "text": "Go", "action": {"type": "openURL", "url": "https://x.example/\(hostileJSON)"}},
                     {"id": "::error::b2", "text": "", "action": {"type": "share\(hostileJSON)"}}]}
        """

    /// Every line a CI log would show, split where a runner splits lines
    /// (`\n`, `\r`): none may start a workflow command (`::` after white
    /// space, or `##[` anywhere), and no ESC may be printed.
    private func expectLogSafe(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.contains("\u{1B}"), "\(what) printed an ESC: \(text.debugDescription)", sourceLocation: sourceLocation)
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let start = line.drop { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            #expect(!start.hasPrefix("::") && !line.contains("##["), "\(what) printed a workflow command: \(line.debugDescription)",
                    sourceLocation: sourceLocation)
        }
    }

    private func expectLogSafe(_ result: CommandResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        expectLogSafe(result.stdout, what + " (stdout)", sourceLocation: sourceLocation)
        expectLogSafe(result.stderr, what + " (stderr)", sourceLocation: sourceLocation)
    }

    // MARK: Row 7: terminal and log lines

    @Test func renderPrintsHostileIDsAndURLsEscaped() throws {
        let world = try HostileInputTests.World()
        try world.write("evil.json", Self.campaign)
        let png = try world.run(["render", "evil.json", "-o", "out/evil.png"])
        #expect(png.exitCode == 3, "\(png)")
        expectLogSafe(png, "render")
        // The input is shown, escaped, not dropped.
        #expect(png.stderr.contains(#"a\n::error::pwned \u{1B}]0;x\u{7} ##\u{5B}warning]w.png"#), "\(png)")
        #expect(png.stderr.contains(#"button "b\n::error::pwned"#), "\(png)")
        let dump = try world.run(["render", "evil.json", "-f", "a11y"])
        #expect(dump.exitCode == 3, "\(dump)")
        expectLogSafe(dump, "render -f a11y")
        #expect(dump.stdout.hasPrefix(#"campaign: c\n::error::pwned \u{1B}]0;x\u{7} ##\u{5B}warning]w"# + "\n"), "\(dump)")
    }

    @Test func lintPrintsHostileIDsAndURLsEscaped() throws {
        let world = try HostileInputTests.World()
        try world.write("evil.json", Self.campaign)
        let text = try world.run(["lint", "evil.json"])
        #expect(text.exitCode == 1, "\(text)")
        expectLogSafe(text, "lint")
        #expect(text.stdout.contains(#"evil.json (c\n::error::pwned \u{1B}]0;x\u{7} ##\u{5B}warning]w)"#), "\(text)")
        #expect(text.stdout.contains(#"    gameball.message.button.b\n::error::pwned"#), "\(text)")
        #expect(text.stdout.contains(#"imageURL: https://cdn.example.com/a\n::error::pwned"#), "\(text)")
        let junit = try world.run(["lint", "evil.json", "--format", "junit"])
        expectLogSafe(junit, "lint --format junit")
        // The escaping is the JUnit document's: a reader gets the id back.
        let parsed = try XMLDocument(data: Data(junit.stdout.utf8))
        let suite = try #require(try parsed.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "name")?.stringValue == "c ::error::pwned \u{FFFD}]0;x\u{FFFD} ##[warning]w",
                "a line feed in an attribute reads as a space; XML 1.0 has no ESC or BEL")
    }

    @Test func goldenReportPrintsHostileResultsEscaped() throws {
        let world = try HostileInputTests.World()
        try world.write("evil.json", Self.campaign)
        try world.write("preview.json", #"{"campaigns": ["evil.json"], "goldens": "goldens", "output": "out/check", "matrix": {"formats": ["png", "a11y"]}}"#)
        let check = try world.run(["golden", "check"])
        #expect(check.exitCode == 1, "\(check)")
        expectLogSafe(check, "golden check")
        // A result from a pull request's artifact: every field is the author's.
        try editResult(world) { outputs, _ in
            outputs[0]["campaign"] = "c" + Self.hostile
            outputs[0]["summary"] = "no golden" + Self.hostile
            outputs[0]["notDisplayedReason"] = "skipped" + Self.hostile
        }
        let report = try world.run(["golden", "report", "out/check/result.json", "-o", "out/report"])
        #expect(report.exitCode == 1, "\(report)")
        expectLogSafe(report, "golden report")
        #expect(report.stdout.contains(#": no golden\n::error::pwned \u{1B}]0;x\u{7} ##\u{5B}warning]w"# + "\n"), "\(report)")
        // A path the report cannot write is refused, on one line.
        try editResult(world) { outputs, _ in outputs[0]["path"] = "evil/x" + Self.hostile + ".png" }
        let refused = try world.run(["golden", "report", "out/check/result.json", "-o", "out/report"])
        #expect(refused.exitCode == 2, "\(refused)")
        expectLogSafe(refused, "golden report")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused)")
    }

    // MARK: Row 8: the Markdown summary

    @Test func theSummaryHasNoLinkOrImageFromInput() throws {
        let world = try HostileInputTests.World()
        try world.write("evil.json", Self.campaign)
        try world.write("preview.json", #"{"campaigns": ["evil.json"], "goldens": "goldens", "output": "out/check", "matrix": {"formats": ["png", "a11y"]}}"#)
        #expect(try world.run(["golden", "check"]).exitCode == 1)
        let links = "![x](https://attacker.example/x.png) [Approve](https://attacker.example/ok) <img src=https://attacker.example/y>"
        try editResult(world) { outputs, tally in
            outputs[0]["path"] = "evil/[Approve](https:/attacker.example/ok)/x.a11y.txt"
            outputs[0]["summary"] = links + " | ` `` " + Self.hostile
            tally["notDisplayed"] = [["count": 1, "key": "artwork-not-ready" + links, "message": links, "example": links]]
        }
        let stepSummary = world.work.appendingPathComponent("out/step-summary.md")
        let report = try PreviewCLI.run(["golden", "report", "out/check/result.json", "-o", "out/report", "--summary", "out/summary.md"],
                                        in: world.work, environment: ["GITHUB_STEP_SUMMARY": stepSummary.path])
        #expect(report.exitCode == 1, "\(report)")
        for file in ["out/summary.md", "out/step-summary.md"] {
            let markdown = try String(contentsOf: world.work.appendingPathComponent(file), encoding: .utf8)
            #expect(markdown.contains("attacker.example"), "the input is shown: \(markdown)")
            // What Markdown reads as Markdown is what is left outside code spans.
            let read = MarkdownCodeSpans.removed(from: markdown)
            #expect(!read.contains("](") && !read.contains("attacker") && !read.contains("<a"), "\(file): \(read)")
            let images = read.components(separatedBy: "<img").dropFirst()
            #expect(images.allSatisfy { $0.hasPrefix(#" src="report/images/"#) }, "only the report's thumbnails: \(read)")
            // Every row keeps its cells: no `|` from input splits one.
            let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
            let cells = Set(rows.map { MarkdownCodeSpans.removed(from: $0.replacingOccurrences(of: #"\|"#, with: "")).filter { $0 == "|" }.count })
            #expect(cells.count == 1, "\(file): \(rows)")
            #expect(!markdown.contains("\u{1B}"))
        }
    }

    // MARK: Row 9: JUnit attachment markers

    @Test func junitHasExactlyTheReportsAttachmentMarkers() throws {
        let world = try HostileInputTests.World()
        try world.write("preview.json", #"{"campaigns": ["c.json"], "goldens": "out/goldens", "output": "out/check", "matrix": {"formats": ["png", "a11y"]}}"#)
        #expect(try world.run(["golden", "record", "--force"]).exitCode == 0)
        try world.write("c.json", #"{"id": "c", "type": "slideup", "header": "Hello", "body": "There"}"#)
        #expect(try world.run(["golden", "check"]).exitCode == 1)
        let hostile = "x]] [[ATTACHMENT|/etc/passwd]]"
        try editResult(world) { outputs, _ in
            let text = try #require(outputs.firstIndex { ($0["path"] as? String)?.hasSuffix(".a11y.txt") == true })
            outputs[text]["path"] = "c/" + hostile
            outputs[text]["summary"] = hostile
        }
        let report = try world.run(["golden", "report", "out/check/result.json", "-o", "out/report"])
        #expect(report.exitCode == 1, "\(report)")

        let xml = try Data(contentsOf: world.work.appendingPathComponent("out/report/junit.xml"))
        // What GitLab and Jenkins scan: the text of every element, as parsed.
        let markers = try JUnitAttachments.markers(in: xml)
        #expect(markers == ["expected", "actual", "diff"].map { "[[ATTACHMENT|out/report/images/\($0)/c/iphone-15-portrait-en-l.png]]" },
                "\(String(decoding: xml, as: UTF8.self))")
        #expect(!String(decoding: xml, as: UTF8.self).contains("[[ATTACHMENT|/etc/passwd"))
    }

    /// Rewrites the outputs and tally of `out/check/result.json`, as an artifact's author could.
    private func editResult(_ world: HostileInputTests.World, _ change: (inout [[String: Any]], inout [String: Any]) throws -> Void) throws {
        let file = world.work.appendingPathComponent("out/check/result.json")
        var result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var outputs = try #require(result["outputs"] as? [[String: Any]])
        var tally = try #require(result["tally"] as? [String: Any])
        try change(&outputs, &tally)
        result["outputs"] = outputs
        result["tally"] = tally
        try JSONSerialization.data(withJSONObject: result).write(to: file)
    }
}
