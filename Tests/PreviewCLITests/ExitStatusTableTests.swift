import Foundation
import TestSupport
import Testing

/// Issue 27, item 5: exit statuses agree across commands, in one table shown
/// by the top-level help and in README.md: 1 is always a verdict, 5 always
/// an internal failure.
@Suite struct ExitStatusTableTests {
    @Test func topLevelHelpAndReadmeHoldOneTableOfEveryStatus() throws {
        let help = try PreviewCLI.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("Exit status:\n  0  Success: render and matrix"), "\(help.stdout)")
        #expect(!help.stdout.contains("Exit status of lint"), "one table, not one per command")
        for status in 0...5 { #expect(help.stdout.contains("\n  \(status)  "), "status \(status)") }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let table = readme.components(separatedBy: "### Exit status\n").dropFirst().first?.components(separatedBy: "\n### ").first ?? ""
        for status in 0...5 { #expect(table.contains("\n| \(status) | "), "README's table lacks \(status)") }
        #expect(table.contains("`render` and `matrix` never exit 1"))
    }

    /// An internal failure is 5 for render as for golden: here, the bundled fonts missing.
    @Test(arguments: [["render", "examples/welcome-modal.json", "-o", "OUT/x.png"], ["lint", "examples/welcome-modal.json"]])
    func anInternalFailureIsFiveEverywhere(_ arguments: [String]) throws {
        let scratch = try ScratchFolder()
        let resolved = arguments.map { $0.replacingOccurrences(of: "OUT", with: scratch.path) }
        let result = try PreviewCLI.run(resolved, in: Repository.root, environment: ["MESSAGEPREVIEW_FONTS": scratch.path + "/none"])
        #expect(result.exitCode == 5, "\(result)")
        #expect(result.stderr.contains("no fonts found"), "\(result)")
    }
}
