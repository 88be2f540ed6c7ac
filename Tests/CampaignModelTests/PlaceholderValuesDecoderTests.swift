import Foundation
@testable import JSONReading
import Testing
@testable import CampaignModel

@Suite("PlaceholderValuesDecoder")
struct PlaceholderValuesDecoderTests {
    func decode(_ json: String) throws(InputProblems) -> [String: String] {
        try PlaceholderValuesDecoder.decode(Data(json.utf8), file: "values.json")
    }

    func rejection(_ json: String) -> [String] {
        do {
            let values = try decode(json)
            Issue.record("expected a rejection, got \(values)")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func stringsNumbersAndBoolsBecomeText() throws {
        let values = try decode(#"""
        {"player_name": "Mona", "points": 1200, "ratio": 0.25, "whole": 3.0, "negative": -7, "big": 1e3,
         "vip": true, "new": false, "empty": "", "emoji": "🎉"}
        """#)
        #expect(values == [
            "player_name": "Mona", "points": "1200", "ratio": "0.25", "whole": "3", "negative": "-7", "big": "1000",
            "vip": "true", "new": "false", "empty": "", "emoji": "🎉",
        ])
    }

    @Test func anEmptyObjectIsNoValues() throws {
        #expect(try decode("{}").isEmpty)
    }

    @Test func numbersBeyondIntegerPrecisionStayReadable() throws {
        #expect(try decode(#"{"a": -0.0, "b": 1e21, "c": 12.5}"#) == ["a": "0", "b": "1e+21", "c": "12.5"])
    }

    @Test func nestedValuesAndNullsAreProblemsWithTheirPaths() {
        #expect(rejection(#"{"name": "Mona", "tier": null, "stats": {"points": 1}, "badges": ["a"], "first name": 1e400}"#) == [
            "values.json: tier: expected a string, number or bool, found null",
            "values.json: stats: expected a string, number or bool, found an object",
            "values.json: badges: expected a string, number or bool, found an array",
            #"values.json: ["first name"]: expected a number within the range of a double, found number 1e400"#,
        ])
    }

    @Test func theTopLevelMustBeAnObject() {
        #expect(rejection(#"["Mona"]"#) == ["values.json: $: expected an object of placeholder values, found an array"])
        #expect(rejection("") == ["values.json: $: expected a JSON object, found an empty file"])
        #expect(rejection(#"{"a": }"#) == [#"values.json: $: expected valid JSON, found unexpected "}" where a value was expected at line 1, column 7"#])
    }

    @Test func aRepeatedKeyKeepsItsLastValue() throws {
        #expect(try decode(#"{"a": "1", "a": "2"}"#) == ["a": "2"])
    }
}
