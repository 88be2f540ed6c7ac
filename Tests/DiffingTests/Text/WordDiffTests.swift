import Testing
import Diffing

/// The changed words of a changed line, as the report marks them.
@Suite struct WordDiffTests {
    @Test func onlyTheChangedWordIsMarked() {
        let (old, new) = WordDiff.compare("button \"Level 5 unlocked\" frame=(12,71)", "button \"Level 6 unlocked\" frame=(12,71)")
        #expect(old == [.same("button \"Level "), .changed("5"), .same(" unlocked\" frame=(12,71)")])
        #expect(new == [.same("button \"Level "), .changed("6"), .same(" unlocked\" frame=(12,71)")])
    }

    @Test func wordsAreWholeAndPunctuationIsOneCharacter() {
        #expect(WordDiff.tokens("frame=(28,107.2)") == ["frame", "=", "(", "28", ",", "107", ".", "2", ")"])
        #expect(WordDiff.tokens("a  b") == ["a", "  ", "b"])
        #expect(WordDiff.tokens("") == [])
        // A renamed word is marked whole, not letter by letter.
        let (old, new) = WordDiff.compare("streak alive", "streak lost")
        #expect(old == [.same("streak "), .changed("alive")])
        #expect(new == [.same("streak "), .changed("lost")])
    }

    @Test func insertionsAndRemovalsAreMarkedOnTheirSide() {
        let (old, new) = WordDiff.compare("diagnostics: none", "diagnostics:")
        #expect(old == [.same("diagnostics:"), .changed(" none")])
        #expect(new == [.same("diagnostics:")])
    }

    @Test func veryLongLinesAreMarkedWhole() {
        let long = String(repeating: "word ", count: 400)
        let (old, new) = WordDiff.compare(long + "a", long + "b")
        #expect(old == [.changed(long + "a")] && new == [.changed(long + "b")])
    }
}
