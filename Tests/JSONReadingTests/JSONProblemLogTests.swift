import Foundation
import JSONReading
import Testing

/// The one reader of located JSON: what every input format's problems look
/// like, whatever the format (themes, preview.json, device files, values).
@Suite struct JSONProblemLogTests {
    private func parse(_ text: String) throws -> LocatedJSON {
        try LocatedJSON.parse(Data(text.utf8), file: "in.json")
    }

    @Test func unknownAndRepeatedKeysAreWarningsWithASuggestion() throws {
        let root = try parse(#"{"width": 1, "widht": 2, "width": 3}"#)
        var log = JSONProblemLog(file: "in.json")
        let members = log.members(of: root, known: ["width", "height"])
        #expect(members["width"]?.number == 3)
        #expect(!log.hasErrors)
        #expect(log.warnings.map(\.description) == [
            #"in.json: widht: unknown key, ignored (did you mean "width"?)"#,
            "in.json: width: key appears more than once, the last value is used",
        ])
    }

    @Test func strictFormatsMakeUnknownKeysErrors() throws {
        let root = try parse(#"{"colour": "red"}"#)
        var log = JSONProblemLog(file: "in.json")
        _ = log.members(of: root, known: ["color"], unknownKeys: .error)
        #expect(log.errors.map(\.description) == [
            #"in.json: colour: unknown key (did you mean "color"?)"#,
        ])
    }

    @Test func wrongAndMissingValuesAreLocatedErrorsInDocumentOrder() throws {
        let root = try parse(#"{"b": "x", "a": -1}"#)
        var log = JSONProblemLog(file: "in.json")
        let members = log.members(of: root, known: ["a", "b", "c"])
        // Recorded out of order; reported in the order of the file.
        _ = members["a"].flatMap { log.integer($0, atLeast: 0, expected: "a whole number, 0 or more") }
        _ = members["b"].flatMap { log.number($0, in: 0...1, expected: "a number from 0 to 1") }
        log.missing("c", in: root, expected: "a string")
        #expect(log.errors.map(\.description) == [
            "in.json: c: expected a string, found nothing (key missing)",
            #"in.json: b: expected a number from 0 to 1, found string "x""#,
            "in.json: a: expected a whole number, 0 or more, found number -1",
        ])
    }

    @Test func quotedInputIsShortenedAndEscapedOntoOneLine() throws {
        let root = try parse(#"{"\u001b[31mred\nline": 1}"#)
        var log = JSONProblemLog(file: "in.json")
        _ = log.members(of: root, known: ["a"])
        let line = try #require(log.warnings.first).description
        #expect(!line.contains("\n") && !line.contains("\u{1b}"))
    }

    @Test func aBrokenFileIsOneProblemWithLineAndColumn() throws {
        let error = try #require(throws: InputProblems.self) { try parse("{\n  \"a\": tru\n}") }
        #expect(error.problems.count == 1)
        #expect(error.description.hasPrefix("in.json: $: expected valid JSON, found"))
        #expect(error.description.contains("line 2"))
    }
}
