import Testing
@testable import ArgumentParsing

@Suite struct HelpFormatterTests {
    static let spec = CommandSpec(
        name: "render", summary: "Render a thing.", discussion: "More words about it.",
        positionals: [Positional("INPUT", help: "The input file.")],
        options: [Option.value("output", short: "o", valueName: "OUT", help: "Where it goes.", required: true),
                  Option.value("size", valueName: "SIZE", help: "How big.", default: "m", choices: ["s", "m"]),
                  Option.repeating("value", valueName: "K=V", help: "A value."),
                  Option.flag("quiet", short: "q", help: "Say less.")],
        sections: [HelpSection(title: "Exit status", rows: [.init("0", "fine"), .init("2", "bad usage")]),
                   HelpSection(title: "Example", lines: ["tool render in.json -o out.png"])])

    @Test func commandHelpShowsEveryDeclaration() {
        let text = HelpFormatter().help(for: Self.spec, commandPath: "tool render")
        #expect(text.hasPrefix("Usage: tool render INPUT -o OUT [options]\n\nRender a thing.\n\nMore words about it.\n"))
        #expect(text.contains("\n  INPUT "))
        #expect(text.contains("  -o, --output OUT "))
        #expect(text.contains("Where it goes. (required)"))
        #expect(text.contains("      --size SIZE "))
        #expect(text.contains("One of: s, m. (default: m)"))
        #expect(text.contains("A value. May be repeated."))
        #expect(text.contains("  -q, --quiet "))
        #expect(text.contains("  -h, --help "))
        #expect(text.contains("Exit status:\n  0 "))
        #expect(text.contains("Example:\n  tool render in.json -o out.png\n"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func everyLineFitsTheWidth() {
        let long = String(repeating: "word ", count: 60)
        let spec = CommandSpec(name: "x", summary: long, options: [Option.flag("flag", help: long)])
        let text = HelpFormatter(width: 60).help(for: spec, commandPath: "t x")
        for line in text.split(separator: "\n") { #expect(line.count <= 60, "\(line)") }
    }

    @Test func labelsStayWithTheirValues() {
        #expect(HelpFormatter.unbreakableWords("a (default: l) One of: x, y.") == ["a", "(default: l)", "One", "of: x,", "y."])
        let option = Option.value("device", valueName: "NAME", help: String(repeating: "words ", count: 7), default: "iphone-15")
        let text = HelpFormatter(width: 60).help(for: CommandSpec(name: "x", summary: "X.", options: [option]), commandPath: "t x")
        #expect(text.contains("(default: iphone-15)"))
    }

    @Test func colourIsOptIn() {
        #expect(HelpFormatter(colored: true).help(for: Self.spec, commandPath: "t").contains("\u{1B}[1m"))
    }

    @Test func toolHelpListsCommands() {
        let tool = CommandLineTool(name: "tool", version: "1", summary: "Tools.", commands: [Self.spec])
        let text = HelpFormatter().help(for: tool)
        #expect(text.hasPrefix("Usage: tool <command> [options]\n"))
        #expect(text.contains("  render "))
        #expect(text.contains("Render a thing."))
        #expect(text.contains("--version"))
    }
}
