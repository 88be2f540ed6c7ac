import LogText

/// Text from campaigns and result files placed in Markdown (the summary a
/// pull request or a CI job's page shows): the one escaping for that medium.
enum MarkdownText {
    /// `text` as a code span, shown exactly as written and never read as
    /// Markdown or HTML: no link, image, emphasis, heading, autolinked URL,
    /// mention or issue reference can come of it, whatever it holds.
    ///
    /// The fence is one backtick longer than the longest run of backticks
    /// inside, so nothing inside can close the span early. `|` is escaped
    /// (`\|`) because a table splits its cells before it finds code spans: an
    /// unescaped one would cut the span in two and let the rest be read as
    /// Markdown (outside a table the backslash shows). Line breaks and other
    /// control and bidirectional characters are shown escaped, as `logSafe`
    /// shows them, so the span stays on its line and its table row.
    static func code(_ text: String) -> String {
        let content = text.logSafe.replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        // A span strips one space from each end when both are there, and a
        // backtick at either end would join the fence: pad with a space each side.
        let padded = content.isEmpty || content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ")
        return padded ? fence + " " + content + " " + fence : fence + content + fence
    }
}
