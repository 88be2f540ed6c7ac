import BoxTreeModel
import Layout
import Testing

/// The SDK's promise: the customer never sees raw braces, and a removal
/// leaves no doubled space.
@Suite struct PlaceholderResolverTests {
    let resolver = PlaceholderResolver(values: ["player_name": "Sara", "points": "120"])

    @Test(arguments: [
        ("Hi {player_name}!", "Hi Sara!"),
        ("Hi {{player_name}}!", "Hi Sara!"),
        ("Hi { player_name }!", "Hi Sara!"),
        ("Hi {{ player_name }}!", "Hi Sara!"),
        ("before {} to", "before to"),
        ("before { spaced words } to", "before to"),
        ("before {missing} to", "before to"),
        ("{missing} starts", "starts"),
        ("ends with {missing}", "ends with"),
        ("line {missing}\nnext", "line\nnext"),
        ("Welcome back, {missing}!", "Welcome back, !"),
        ("unclosed {player_name and more", "unclosed and more"),
        ("unclosed at the end {", "unclosed at the end"),
        ("a lone } brace", "a lone brace"),
        ("{points} points", "120 points"),
        ("{{points}", "120"),
    ])
    func noRawBracesAndNoDoubledSpaces(_ written: String, _ shown: String) {
        let text = resolver.resolve(written).text
        #expect(text == shown)
        #expect(!text.contains("{") && !text.contains("}") && !text.contains("  "))
    }

    @Test func wellFormedPlaceholdersAreNotMalformed() {
        #expect(resolver.resolve("Hi {player_name}, {missing} left").malformed.isEmpty)
        #expect(resolver.resolve("Hi {player_name}, {missing} left").missing == ["missing"])
    }

    @Test func everyOtherBraceIsReportedWithWhatWasWritten() {
        let malformed = resolver.resolve("{{player_name}} { points } {} {two words} {open").malformed
        #expect(malformed.map(\.written) == ["{{player_name}}", "{ points }", "{}", "{two words}", "{open"])
        #expect(malformed[0].problem == "double braces; the SDK's placeholders are {player_name}")
    }
}
