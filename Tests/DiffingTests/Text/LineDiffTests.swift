import Testing
import Diffing

@Suite struct LineDiffTests {
    @Test func anInsertedLineIsOneAddition() {
        #expect(LineDiff.diff("a\nb\nc", "a\nx\nb\nc") == [.same("a"), .added("x"), .same("b"), .same("c")])
    }

    @Test func aChangedLineIsARemovalAndAnAddition() {
        #expect(LineDiff.diff("a\nb\nc", "a\nB\nc") == [.same("a"), .removed("b"), .added("B"), .same("c")])
    }

    @Test func hunksKeepContextAroundChanges() {
        let lines = LineDiff.diff((1...20).map(String.init).joined(separator: "\n"),
                                  (1...20).map { $0 == 10 ? "ten" : String($0) }.joined(separator: "\n"))
        let hunks = LineDiff.hunks(lines, context: 2)
        #expect(hunks.compactMap { $0?.text } == ["8", "9", "10", "ten", "11", "12"])
        #expect(LineDiff.hunks(LineDiff.diff("same", "same")).isEmpty)
    }

    @Test func theTextSummaryNamesTheFirstDifferingLine() {
        #expect(TextComparison.summary(expected: .init("a\nb\nc\n".utf8), actual: .init("a\nb\nC\n".utf8)) == "text differs from line 3 (4 lines)")
        #expect(TextComparison.summary(expected: .init("a\n".utf8), actual: .init("a\nb\n".utf8)) == "text differs from line 2 (expected 2 lines, actual 3)")
    }
}
