import Foundation
import TestSupport
import Testing

/// `preview-cli completion bash|zsh|fish`: scripts written from the command
/// specifications, checked by the shells themselves and, for bash, driven
/// the way the shell drives them on a Tab.
@Suite struct ShellCompletionTests {
    static func script(_ shell: String) throws -> String {
        let result = try PreviewCLI.run(["completion", shell])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        return result.stdout
    }

    /// What bash offers for the words typed so far (the last one being completed).
    static func bashCompletions(_ words: [String]) throws -> [String] {
        let folder = try ScratchFolder()
        _ = try folder.write("preview-cli.bash", try script("bash"))
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source preview-cli.bash; COMP_WORDS=(preview-cli \(quoted)); COMP_CWORD=\(words.count); _preview_cli; "
            + "printf '%s\\n' \"${COMPREPLY[@]}\""
        let output = try ExternalTool.run("bash", ["-c", "cd '\(folder.path)' && \(program)"])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Issue 27: values that are lists or names, not parser-enforced choices, complete too.
    @Test func bashCompletesTextSizesFormatsThemesAndDevices() throws {
        #expect(try Self.bashCompletions(["matrix", "--text-sizes", "ax"]) == ["ax1", "ax2", "ax3", "ax4", "ax5"])
        #expect(try Self.bashCompletions(["render", "x.json", "--text-size", "x"]) == ["xs", "xl", "xxl", "xxxl"])
        #expect(try Self.bashCompletions(["golden", "check", "--formats", "a"]) == ["a11y", "ansi", "all"])
        #expect(try Self.bashCompletions(["render", "x.json", "--format", "s"]) == ["svg"])
        #expect(try Self.bashCompletions(["render", "x.json", "--theme", ""]).contains("gameball"))
        #expect(try Self.bashCompletions(["lint", "--devices", "iphone-15"]) == ["iphone-15", "iphone-15-pro-max"])
        #expect(try Self.bashCompletions(["matrix", "--orientations", ""]) == ["portrait", "landscape", "all"])
    }

    @Test func bashCompletesCommandsGroupMembersOptionsAndChoices() throws {
        #expect(try Self.bashCompletions(["go"]) == ["golden"])
        #expect(try Self.bashCompletions([""]).contains("completion"))
        #expect(try Self.bashCompletions(["golden", "re"]) == ["record", "report", "review"])
        #expect(try Self.bashCompletions(["golden", "record", "--fr"]) == ["--from"])
        #expect(try Self.bashCompletions(["golden", "record", "--update", ""]) == ["missing", "failed", "all"])
        #expect(try Self.bashCompletions(["render", "x.json", "--device", "iphone-15-"]) == ["iphone-15-pro-max"])
        #expect(try Self.bashCompletions(["completion", ""]) == ["bash", "zsh", "fish"])
        #expect(try Self.bashCompletions(["render", "-o", ""]).isEmpty, "a path: bash completes file names itself")
    }

    /// Every option of every command is in every script: they come from the same specifications as --help.
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyOptionOfEveryCommandIsOffered(_ shell: String) throws {
        let text = try Self.script(shell)
        for (command, options) in [("golden check", ["--quiet", "--shard", "--max-diff-ratio"]), ("render", ["--a11y-format", "--plugin-timeout"]),
                                   ("lint", ["--format"]), ("diff", ["--include-aa"])] {
            #expect(text.contains(command.split(separator: " ").last!), "\(shell): \(command)")
            for option in options {
                let word = shell == "fish" ? "-l \(option.dropFirst(2))" : option
                #expect(text.contains(word), "\(shell): \(command) \(option)")
            }
        }
    }

    /// Parses without running; a syntax error exits non-zero, which throws.
    static func parse(_ shell: String) throws {
        let folder = try ScratchFolder()
        let file = try folder.write("completion.\(shell)", try script(shell))
        _ = try ExternalTool.run(shell, ["-n", file.path])
    }

    @Test func bashAcceptsTheScript() throws { try Self.parse("bash") }

    @Test(.enabled(if: ExternalTool.exists("zsh"), "zsh is not installed (WITH_TEST_TOOLS=1 scripts/install-deps.sh); skipped"))
    func zshAcceptsTheScript() throws { try Self.parse("zsh") }

    @Test(.enabled(if: ExternalTool.exists("fish"), "fish is not installed (WITH_TEST_TOOLS=1 scripts/install-deps.sh); skipped"))
    func fishAcceptsTheScript() throws { try Self.parse("fish") }

    @Test func anUnknownShellIsAUsageError() throws {
        let result = try PreviewCLI.run(["completion", "powershell"])
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("preview-cli: error: invalid value 'powershell' for completion: expected one of: bash, zsh, fish\n"), "\(result)")
    }

    @Test(arguments: [["version"], ["-V"], ["--version"]])
    func versionHasThreeSpellings(_ arguments: [String]) throws {
        let result = try PreviewCLI.run(arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "preview-cli 0.3.0\n")
    }
}

/// The golden commands' exit statuses and `-q`, and colour under `NO_COLOR=`.
@Suite struct GoldenCommandConventionTests {
    /// 1 means only "outputs differ"; a run that could not finish says so with 5.
    @Test func checkExitsFiveWhenItCannotFinish() throws {
        let repo = try AppRepository()
        var broken = AppRepository.local
        broken["MESSAGEPREVIEW_FONTS"] = repo.url.appendingPathComponent("no-fonts-here").path
        let check = try repo.run(["golden", "check"], environment: broken)
        #expect(check.exitCode == 5, "\(check)")
        #expect(check.stderr.contains("preview-cli: error: "), "\(check)")
        let help = try repo.run(["golden", "check", "--help"])
        #expect(help.stdout.contains("  5  Internal failure"), "\(help)")
    }

    @Test func quietPrintsOnlyWhatNeedsReview() throws {
        let repo = try AppRepository()
        let recorded = try repo.run(["golden", "record", "-q"])
        #expect(recorded.exitCode == 0, "\(recorded)")
        #expect(recorded.stdout.isEmpty, "\(recorded)")
        let clean = try repo.run(["golden", "check", "-q"])
        #expect(clean.exitCode == 0)
        #expect(clean.stdout.isEmpty, "\(clean)")
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        let failing = try repo.run(["golden", "check", "--quiet"])
        #expect(failing.exitCode == 1)
        #expect(failing.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("FAIL  engagement/streak-reminder/") }, "\(failing)")
        #expect(failing.stdout.split(separator: "\n").count == 4, "\(failing)")
        let report = try repo.run(["golden", "report", ".preview/result.json", "-o", "report", "-q"])
        #expect(report.exitCode == 1)
        #expect(report.stdout.split(separator: "\n").count == 4, "\(report)")
    }

    /// no-color.org: NO_COLOR set to the empty string does not turn colour off.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func anEmptyNoColorKeepsColour() throws {
        let binary = try PreviewCLI.binary.get().path
        let coloured = try EndToEndLintTests.onATerminal("env NO_COLOR= TERM=xterm '\(binary)' lint \(EndToEndLintTests.flawed)")
        #expect(coloured.contains("\u{1B}[1;31merror\u{1B}[0m"), "\(coloured)")
        let errors = try EndToEndLintTests.onATerminal("env NO_COLOR= TERM=xterm '\(binary)' render nothing.json")
        #expect(errors.contains("\u{1B}[1;31merror:\u{1B}[0m"), "the console's own labels too: \(errors)")
        let plain = try EndToEndLintTests.onATerminal("env NO_COLOR=1 TERM=xterm '\(binary)' render nothing.json")
        #expect(!plain.contains("\u{1B}"), "\(plain)")
    }
}
