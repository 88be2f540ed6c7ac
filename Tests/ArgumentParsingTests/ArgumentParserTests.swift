import Testing
@testable import ArgumentParsing

/// A command shaped like `render`, exercising every kind of declaration.
private enum Sample {
    static let verbose = Option.flag("verbose", short: "v", help: "Talk more.")
    static let output = Option.value("output", short: "o", valueName: "OUT", help: "Where.", required: true)
    static let device = Option.value("device", valueName: "NAME", help: "Which.", default: "iphone-15")
    static let orientation = Option.value("orientation", valueName: "O", help: "Way up.", choices: ["portrait", "landscape"])
    static let value = Option.repeating("value", valueName: "KEY=VALUE", help: "A value.")
    static let input = Positional("INPUT", help: "The input.")
    static let extra = Positional("EXTRA", arity: .optional, help: "More.")
    static let spec = CommandSpec(name: "render", summary: "Render.", positionals: [input, extra],
                                  options: [verbose, output, device, orientation, value])

    static func parse(_ words: [String]) throws(ArgumentError) -> ParsedArguments {
        try ArgumentParser(spec).parse(words)
    }

    static func error(_ words: [String]) -> ArgumentError? {
        do { _ = try parse(words); return nil } catch { return error }
    }
}

@Suite struct ArgumentParserTests {
    @Test func flagsAreOffUnlessGiven() throws {
        #expect(try !Sample.parse(["in", "-o", "x"]).isSet(Sample.verbose))
        #expect(try Sample.parse(["in", "-o", "x", "--verbose"]).isSet(Sample.verbose))
        #expect(try Sample.parse(["-v", "in", "-o", "x"]).isSet(Sample.verbose))
    }

    @Test func valuesTakeTheNextWordOrAnEqualsSign() throws {
        #expect(try Sample.parse(["in", "-o", "x", "--device", "ipad"]).value(Sample.device) == "ipad")
        #expect(try Sample.parse(["in", "-o", "x", "--device=ipad"]).value(Sample.device) == "ipad")
        #expect(try Sample.parse(["in", "--output=a=b"]).value(Sample.output) == "a=b")
    }

    @Test func shortAliasesWork() throws {
        #expect(try Sample.parse(["in", "-o", "out.png"]).value(Sample.output) == "out.png")
    }

    @Test func defaultsApplyWhenAbsent() throws {
        let parsed = try Sample.parse(["in", "-o", "x"])
        #expect(parsed.value(Sample.device) == "iphone-15")
        #expect(!parsed.wasGiven(Sample.device))
        #expect(parsed.value(Sample.orientation) == nil)
    }

    @Test func theLastOfARepeatedSingleValueWins() throws {
        #expect(try Sample.parse(["in", "-o", "x", "--device", "a", "--device", "b"]).value(Sample.device) == "b")
    }

    @Test func repeatableOptionsKeepEveryValueInOrder() throws {
        let parsed = try Sample.parse(["in", "--value", "a=1", "-o", "x", "--value=b=2", "--value", "c="])
        #expect(parsed.values(Sample.value) == ["a=1", "b=2", "c="])
        #expect(try Sample.parse(["in", "-o", "x"]).values(Sample.value).isEmpty)
    }

    @Test func positionalsMayBeMixedWithOptions() throws {
        let parsed = try Sample.parse(["-o", "x", "first", "--verbose", "second"])
        #expect(parsed.value(Sample.input) == "first")
        #expect(parsed.value(Sample.extra) == "second")
    }

    @Test func optionalPositionalsMayBeAbsent() throws {
        #expect(try Sample.parse(["in", "-o", "x"]).value(Sample.extra) == nil)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try Sample.parse(["-o", "x", "--", "--verbose", "-o"])
        #expect(parsed.value(Sample.input) == "--verbose")
        #expect(parsed.value(Sample.extra) == "-o")
        #expect(!parsed.isSet(Sample.verbose))
    }

    @Test func aLoneDashAndNegativeNumbersArePositional() throws {
        #expect(try Sample.parse(["-", "-o", "x"]).value(Sample.input) == "-")
        #expect(try Sample.parse(["-3", "-o", "x"]).value(Sample.input) == "-3")
        #expect(try Sample.parse(["in", "-o", "-1.5"]).value(Sample.output) == "-1.5")
    }

    @Test func variadicPositionalsTakeTheRest() throws {
        let files = Positional("FILES", arity: .variadic, help: "Files.")
        let spec = CommandSpec(name: "cat", summary: "Cat.", positionals: [Positional("FIRST", help: "First."), files])
        #expect(try ArgumentParser(spec).parse(["a", "b", "c"]).values(files) == ["b", "c"])
        #expect(try ArgumentParser(spec).parse(["a"]).values(files) == [])
    }

    @Test func unknownOptionsSuggestTheClosestName() {
        #expect(Sample.error(["in", "-o", "x", "--devcie", "a"]) == .unknownOption("--devcie", suggestion: "--device"))
        #expect(Sample.error(["in", "-o", "x", "--orientaton=portrait"]) == .unknownOption("--orientaton", suggestion: "--orientation"))
        #expect(Sample.error(["in", "-o", "x", "--dev", "a"]) == .unknownOption("--dev", suggestion: "--device"))
        #expect(Sample.error(["in", "-o", "x", "-device", "a"]) == .unknownOption("-device", suggestion: "--device"))
        #expect(Sample.error(["in", "-o", "x", "--zzzzzz"]) == .unknownOption("--zzzzzz", suggestion: nil))
        #expect(Sample.error(["in", "-o", "x", "-z"]) == .unknownOption("-z", suggestion: nil))
    }

    @Test func aValueOptionWithoutAValueIsAnError() {
        #expect(Sample.error(["in", "-o"]) == .missingValue(option: "-o", valueName: "OUT"))
        #expect(Sample.error(["in", "-o", "x", "--device", "--verbose"]) == .missingValue(option: "--device", valueName: "NAME"))
        #expect(Sample.error(["in", "-o", "x", "--device="]) == .missingValue(option: "--device", valueName: "NAME"))
    }

    @Test func aFlagWithAValueIsAnError() {
        #expect(Sample.error(["in", "-o", "x", "--verbose=yes"]) == .unexpectedValue(option: "--verbose", value: "yes"))
    }

    @Test func requiredOptionsAndPositionalsMustBeGiven() {
        #expect(Sample.error(["in"]) == .missingRequiredOption(option: "--output", valueName: "OUT"))
        #expect(Sample.error(["-o", "x"]) == .missingArgument("INPUT"))
    }

    @Test func extraPositionalsAreAnError() {
        #expect(Sample.error(["a", "b", "c", "-o", "x"]) == .unexpectedArgument("c"))
    }

    @Test func choicesAreCheckedWithASuggestion() throws {
        #expect(try Sample.parse(["in", "-o", "x", "--orientation", "landscape"]).value(Sample.orientation) == "landscape")
        let error = Sample.error(["in", "-o", "x", "--orientation", "landscap"])
        guard case .invalidValue(let option, let value, let reason) = error else {
            Issue.record("expected invalidValue, got \(String(describing: error))")
            return
        }
        #expect(option == "--orientation" && value == "landscap")
        #expect(reason == "expected one of portrait, landscape; did you mean 'landscape'?")
    }

    @Test func helpIsRecognisedAnywhereBeforeDoubleDash() {
        #expect(ArgumentParser.requestsHelp(["in", "--bogus", "--help"]))
        #expect(ArgumentParser.requestsHelp(["-h"]))
        #expect(!ArgumentParser.requestsHelp(["--", "--help"]))
        #expect(!ArgumentParser.requestsHelp(["in", "-o", "x"]))
    }

    @Test func errorsDescribeThemselvesInOneLine() {
        let errors: [ArgumentError] = [
            .unknownOption("--devcie", suggestion: "--device"), .missingValue(option: "-o", valueName: "OUT"),
            .unexpectedValue(option: "--quiet", value: "1"), .missingRequiredOption(option: "--output", valueName: "OUT"),
            .invalidValue(option: "--x", value: "y", reason: "z"), .missingArgument("A"), .unexpectedArgument("b"),
            .missingCommand(available: ["a", "b"]), .unknownCommand("x", suggestion: nil, available: ["a"]),
        ]
        for error in errors {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
        #expect(ArgumentError.unknownOption("--devcie", suggestion: "--device").description
                == "unknown option '--devcie'; did you mean '--device'?")
        #expect(ArgumentError.missingValue(option: "-o", valueName: "OUT.png").description
                == "option '-o' needs a value: -o OUT.png")
    }
}
