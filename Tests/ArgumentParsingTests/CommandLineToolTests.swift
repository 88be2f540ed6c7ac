import Testing
@testable import ArgumentParsing

@Suite struct CommandLineToolTests {
    static let json = Option.flag("json", help: "JSON.")
    static let file = Positional("FILE", help: "A file.")
    static let tool = CommandLineTool(
        name: "tool", version: "1.2.3", summary: "Does things.",
        commands: [CommandSpec(name: "render", summary: "Render.", positionals: [file]),
                   CommandSpec(name: "devices", summary: "List.", options: [json])])

    @Test func helpAndVersion() {
        for words in [["--help"], ["-h"], ["help"]] {
            guard case .toolHelp = Self.tool.route(words) else { Issue.record("\(words)"); continue }
        }
        guard case .version = Self.tool.route(["--version"]) else { Issue.record("version"); return }
    }

    @Test func helpForACommand() {
        for words in [["help", "render"], ["render", "--help"], ["render", "x", "--bogus", "-h"]] {
            guard case .commandHelp(let spec) = Self.tool.route(words) else { Issue.record("\(words)"); continue }
            #expect(spec.name == "render")
        }
    }

    @Test func dispatchesToTheCommandWithItsArguments() {
        guard case .run(let spec, let parsed) = Self.tool.route(["devices", "--json"]) else { Issue.record("no run"); return }
        #expect(spec.name == "devices")
        #expect(parsed.isSet(Self.json))
    }

    @Test func commandErrorsNameTheCommand() {
        guard case .usageError(let error, let command) = Self.tool.route(["render"]) else { Issue.record("no error"); return }
        #expect(error == .missingArgument("FILE"))
        #expect(command?.name == "render")
        #expect(Self.tool.path(of: command) == "tool render")
    }

    @Test func unknownCommandsSuggestTheClosest() {
        guard case .usageError(let error, nil) = Self.tool.route(["rendr", "x"]) else { Issue.record("no error"); return }
        #expect(error == .unknownCommand("rendr", suggestion: "render", available: ["render", "devices"]))
        guard case .usageError(let other, nil) = Self.tool.route(["help", "zzz"]) else { Issue.record("no error"); return }
        #expect(other == .unknownCommand("zzz", suggestion: nil, available: ["render", "devices"]))
        #expect(other.description == "unknown command 'zzz'; expected one of: render, devices")
    }

    @Test func noCommandIsAUsageError() {
        guard case .usageError(let error, nil) = Self.tool.route([]) else { Issue.record("no error"); return }
        #expect(error == .missingCommand(available: ["render", "devices"]))
    }

    @Test func unknownToolOptionsSuggest() {
        guard case .usageError(let error, nil) = Self.tool.route(["--versoin"]) else { Issue.record("no error"); return }
        #expect(error == .unknownOption("--versoin", suggestion: "--version"))
    }
}

@Suite struct TwoWordCommandTests {
    static let tool = CommandLineTool(
        name: "tool", version: "1", summary: "Does things.",
        commands: [CommandSpec(name: "render", summary: "Render."),
                   CommandSpec(name: "golden check", summary: "Check.", options: [Option.flag("fast", help: "Fast.")]),
                   CommandSpec(name: "golden record", summary: "Record.")])

    @Test func theGroupWordThenTheCommandWord() {
        guard case .run(let spec, let parsed) = Self.tool.route(["golden", "check", "--fast"]) else { Issue.record("no run"); return }
        #expect(spec.name == "golden check")
        #expect(parsed.isSet(Option.flag("fast", help: "")))
        #expect(Self.tool.path(of: spec) == "tool golden check")
    }

    @Test func helpForATwoWordCommand() {
        for words in [["help", "golden", "record"], ["golden", "record", "--help"]] {
            guard case .commandHelp(let spec) = Self.tool.route(words) else { Issue.record("\(words)"); continue }
            #expect(spec.name == "golden record")
        }
        guard case .toolHelp = Self.tool.route(["golden", "--help"]) else { Issue.record("group help"); return }
    }

    @Test func aGroupWithoutItsCommandListsThem() {
        guard case .usageError(let error, nil) = Self.tool.route(["golden"]) else { Issue.record("no error"); return }
        #expect(error == .missingCommand(available: ["golden check", "golden record"]))
        guard case .usageError(let typo, nil) = Self.tool.route(["golden", "chek"]) else { Issue.record("no error"); return }
        #expect(typo.description.contains("did you mean 'golden check'?"))
    }
}
