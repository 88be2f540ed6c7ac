import Foundation
import JSONReading
import Testing

/// A parse asked for less than the standard limits stops at the first value past them.
@Suite struct JSONLimitsTests {
    @Test func valuesAndNestingStopTheParse() throws {
        let tight = JSONLimits(maximumDepth: 2, maximumValues: 4)
        #expect(throws: Never.self) { try LocatedJSON.parse(Data(#"{"a": [1, 2]}"#.utf8), file: "f.json", limits: tight) }
        let many = try #require(throws: InputProblems.self) {
            try LocatedJSON.parse(Data("[1, 2, 3, 4]".utf8), file: "f.json", limits: tight)
        }
        #expect(many.description == "f.json: $: expected valid JSON, found more than 4 values (arrays, objects, strings, numbers) at line 1, column 11")
        let deep = try #require(throws: InputProblems.self) {
            try LocatedJSON.parse(Data("[[[1]]]".utf8), file: "f.json", limits: tight)
        }
        #expect(deep.description.contains("nested more than 2 deep"))
        #expect(JSONLimits.standard == JSONLimits(maximumDepth: 256, maximumValues: .max))
    }
}
