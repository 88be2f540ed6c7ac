import Testing
@testable import TerminalRenderer

@Suite struct TextWrapperTests {
    @Test func wrapsAtSpacesWithinTheWidth() {
        let lines = TextWrapper.wrap("You have 1250 points waiting. Claim them before Sunday.", width: 20)
        #expect(lines == ["You have 1250 points", "waiting. Claim them", "before Sunday."])
        #expect(lines.allSatisfy { CellWidth.of($0) <= 20 })
    }

    @Test func cutsWordsLongerThanTheWidth() {
        #expect(TextWrapper.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
    }

    @Test func keepsExplicitLineBreaks() {
        #expect(TextWrapper.wrap("One\n\nTwo three", width: 5) == ["One", "", "Two", "three"])
    }

    @Test func breaksCJKBetweenCharactersButNotBeforeClosingPunctuation() {
        let lines = TextWrapper.wrap("おかえりなさい、サラさん！", width: 14)
        #expect(lines == ["おかえりなさい", "、サラさん！"] || lines == ["おかえりなさ", "い、サラさん！"])
        #expect(lines.allSatisfy { CellWidth.of($0) <= 14 && !$0.hasPrefix("、") && !$0.hasPrefix("！") })
    }

    @Test func wideCharactersCountTwoCells() {
        let lines = TextWrapper.wrap("ポイントを受け取る", width: 8)
        #expect(lines.allSatisfy { CellWidth.of($0) <= 8 })
        #expect(lines.joined() == "ポイントを受け取る")
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(TextWrapper.truncate("Claim points", width: 20) == "Claim points")
        #expect(TextWrapper.truncate("Claim points", width: 8) == "Claim p…")
        #expect(TextWrapper.truncate("Claim points", width: 7) == "Claim…")
        #expect(TextWrapper.truncate("受け取る", width: 4) == "受…")
    }
}
