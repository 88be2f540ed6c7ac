import LogText

/// Formatting of user-supplied text inside one-line problem messages.
///
/// Campaign files come from outside, so a value quoted back in a message is
/// shortened and has line breaks, control and bidi-format characters escaped:
/// each problem must stay on one line and cannot reorder a terminal's text.
package enum ProblemText {
    /// Longest run of characters quoted from the input before it is cut with `…`.
    package static let maximumQuotedLength = 40

    /// `"text"`, escaped and shortened: quotes and backslashes JSON-style, so
    /// the value reads unambiguously, and then whatever a terminal or a log
    /// must not receive raw by `logSafe`, the one escaping of printed text.
    package static func quoted(_ text: String) -> String {
        let value = shortened(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return ("\"" + value + "\"").logSafe
    }

    /// The first `maximumQuotedLength` characters, with `…` when cut.
    package static func shortened(_ text: String) -> String {
        guard text.count > maximumQuotedLength else { return text }
        return String(text.prefix(maximumQuotedLength)) + "…"
    }

    /// What a problem says was found where a required key is absent.
    package static let missing = "nothing (key missing)"

    /// `"a", "b" or "c"`, the way expectations list choices.
    package static func oneOf(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard let last = quoted.last else { return "nothing" }
        return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
