import Foundation
import TestSupport
import Testing

/// The matrix's progress bar: redrawn in place on a terminal, absent in CI
/// and when stderr is not a terminal (MatrixCommandTests covers the latter).
/// util-linux's `script` gives the command a pseudo-terminal.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs /usr/bin/script (util-linux) for a pseudo-terminal"))
struct ProgressBarTests {
    /// Runs `preview-cli matrix` on a pseudo-terminal and returns what the terminal showed.
    func onATerminal(ci: String) throws -> String {
        let scratch = try ScratchFolder()
        let cli = try PreviewCLI.binary.get().path
        let command = [cli, "matrix", "examples/*.json", "--langs", "en,ar", "--text-sizes", "all", "-j", "2", "-o", scratch.path("out")]
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = MatrixCommandTests.root
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": ci, "TERM": "xterm"]) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aTerminalSeesTheBarRedrawnAndThenTheSummary() throws {
        let screen = try onATerminal(ci: "")
        #expect(screen.contains("\r["), "the bar is redrawn with a carriage return")
        #expect(screen.contains("72/72 variants"), "the last redraw shows every variant done")
        #expect(screen.contains("\r\u{1B}[K"), "the line is cleared before the summary")
        #expect(screen.contains("matrix: 72 variants"))
    }

    @Test func ciLogsGetTheSummaryOnly() throws {
        let screen = try onATerminal(ci: "true")
        #expect(!screen.contains("\r["))
        #expect(screen.contains("matrix: 72 variants"))
    }
}
