import Testing
@testable import Workflow

@Suite struct GlobPatternTests {
    func matches(_ pattern: String, _ path: String) -> Bool {
        GlobPattern(pattern).matches(path.split(separator: "/"))
    }

    @Test func starAndQuestionMarkStayInOneSegment() {
        #expect(matches("*.json", "a.json"))
        #expect(!matches("*.json", "x/a.json"))
        #expect(matches("promo-?.json", "promo-1.json"))
        #expect(!matches("promo-?.json", "promo-12.json"))
        #expect(matches("*-*.json", "a-b-c.json"))
        #expect(!matches("*.json", "a.jsonx"))
    }

    @Test func doubleStarSpansFolders() {
        #expect(matches("**/*.json", "a.json"))
        #expect(matches("**/*.json", "x/y/a.json"))
        #expect(matches("x/**/a.json", "x/a.json"))
        #expect(matches("x/**/a.json", "x/1/2/a.json"))
        #expect(!matches("x/**/a.json", "y/a.json"))
    }

    @Test func theLiteralPrefixIsWhereAWalkStarts() {
        #expect(GlobPattern("campaigns/promos/**/*.json").literalPrefix == ["campaigns", "promos"])
        #expect(GlobPattern("./*.json").literalPrefix == [])
        #expect(GlobPattern("campaigns/promos/**/*.json").remainder.segments == ["**", "*.json"])
    }
}
