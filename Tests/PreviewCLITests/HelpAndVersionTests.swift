import Testing

@Suite struct HelpAndVersionTests {
    @Test func toolHelpListsCommandsAndExitStatus() throws {
        let result = try PreviewCLI.run(["--help"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Usage: preview-cli <command> [options]\n"))
        for word in ["render", "formats", "devices", "--version", "Exit status:"] { #expect(result.stdout.contains(word), "\(word)") }
        #expect(result.stderr.isEmpty)
        #expect(!result.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
    }

    @Test(arguments: [["-h"], ["help"]])
    func toolHelpAliases(_ arguments: [String]) throws {
        let result = try PreviewCLI.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.stdout == (try PreviewCLI.run(["--help"])).stdout)
    }

    @Test func renderHelpDocumentsEveryOptionExitStatusAndAnExample() throws {
        let result = try PreviewCLI.run(["render", "--help"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Usage: preview-cli render CAMPAIGN [options]\n"))
        let options = ["-o, --output PATH", "-f, --format LIST", "--a11y-format FORMAT", "--plugin-dir DIR",
                       "--plugin-timeout SECONDS", "--device NAME", "--orientation", "--lang CODE", "--direction DIR",
                       "--text-size SIZE", "--value KEY=VALUE", "--values FILE.json", "--assets DIR",
                       "--background FILE.png|#RRGGBB", "--placeholder-artwork", "-q, --quiet", "-h, --help"]
        for option in options { #expect(result.stdout.contains(option), "missing \(option)") }
        for device in ["iphone-se", "iphone-16e", "iphone-15", "iphone-16", "iphone-16-pro", "iphone-15-pro-max", "iphone-16-pro-max", "ipad-mini", "ipad-air-11", "ipad-pro-13"] { #expect(result.stdout.contains(device)) }
        #expect(result.stdout.contains("(default: iphone-15)"))
        #expect(result.stdout.contains("(default: l)"))
        #expect(result.stdout.contains("Exit status:"))
        for code in ["  0  ", "  1  ", "  2  ", "  3  ", "  4  "] { #expect(result.stdout.contains(code), "exit status \(code)") }
        #expect(result.stdout.contains("Examples:\n  preview-cli render "))
    }

    @Test(arguments: [["help", "render"], ["render", "-h"], ["render", "x.json", "--bogus", "--help"]])
    func renderHelpAliases(_ arguments: [String]) throws {
        let result = try PreviewCLI.run(arguments)
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == (try PreviewCLI.run(["render", "--help"])).stdout)
    }

    @Test func version() throws {
        let result = try PreviewCLI.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout.hasPrefix("preview-cli "))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }
}
