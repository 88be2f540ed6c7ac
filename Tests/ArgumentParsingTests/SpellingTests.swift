import Testing
@testable import ArgumentParsing

@Suite struct SpellingTests {
    @Test func distanceCountsEdits() {
        #expect(Spelling.distance("", "") == 0)
        #expect(Spelling.distance("abc", "") == 3)
        #expect(Spelling.distance("", "ab") == 2)
        #expect(Spelling.distance("device", "device") == 0)
        #expect(Spelling.distance("devcie", "device") == 2)
        #expect(Spelling.distance("kitten", "sitting") == 3)
    }

    @Test func suggestsOnlyPlausibleTypos() {
        let names = ["device", "direction", "output", "orientation"]
        #expect(Spelling.suggestion(for: "devise", among: names) == "device")
        #expect(Spelling.suggestion(for: "DEVICE", among: names) == "device")
        #expect(Spelling.suggestion(for: "ouptut", among: names) == "output")
        #expect(Spelling.suggestion(for: "dir", among: names) == "direction")
        #expect(Spelling.suggestion(for: "d", among: names) == nil)
        #expect(Spelling.suggestion(for: "banana", among: names) == nil)
        #expect(Spelling.suggestion(for: "", among: names) == nil)
    }
}
