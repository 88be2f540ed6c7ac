import Testing
import TestSupport
@testable import Workflow

/// `MarkdownText.code`, the one escaping of the Markdown summary
/// (docs/security.md, "What is printed: escaped for each medium").
@Suite struct MarkdownTextTests {
    static let hostile = [
        "![x](https://attacker.example/x.png) [Approve](https://attacker.example/ok)", "`a` `` b ``` c", "<img src=x onerror=alert(1)>",
        "a | b", "line\nbreak", "@someone #12 www.attacker.example https://attacker.example", "`", " `x` ", "*em* _em_ \\[x\\]", "",
    ]

    @Test func inputBecomesOneCodeSpan() {
        #expect(MarkdownText.code("a/b.png") == "`a/b.png`")
        #expect(MarkdownText.code("a ` b `` c") == "```a ` b `` c```", "the fence is longer than any run inside")
        #expect(MarkdownText.code("`x") == "`` `x ``", "a backtick at an end is padded off the fence")
        #expect(MarkdownText.code(" x ") == "`  x  `", "a space at both ends survives the one CommonMark strips")
        #expect(MarkdownText.code("a | b\nc") == #"`a \| b\nc`"#, "a table cell cannot be split, a row cannot be broken")
        #expect(MarkdownText.code("\u{1B}[31m") == #"`\u{1B}[31m`"#)
    }

    /// Outside the spans, nothing is left that Markdown or HTML could read.
    @Test func nothingOfTheInputIsLeftOutsideTheSpan() {
        for text in Self.hostile {
            let row = "| \(MarkdownText.code(text)) | failed: \(MarkdownText.code(text)) |"
            let outside = MarkdownCodeSpans.removed(from: row)
            #expect(outside.filter { $0 != " " } == "||failed:|", "\(text.debugDescription) leaves \(outside.debugDescription)")
            #expect(!row.contains("\n"))
            // Every unescaped `|` is one of the row's own three.
            #expect(row.replacingOccurrences(of: #"\|"#, with: "").filter { $0 == "|" }.count == 3, "\(row)")
        }
    }
}
