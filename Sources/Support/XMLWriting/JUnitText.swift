import LogText

/// Text placed in a JUnit document (a name, a message, a failure's body,
/// `system-out`): the one escaping for that medium.
///
/// - Markers. CI front ends read more than XML in it: GitLab and Jenkins take
///   `[[ATTACHMENT|path]]` in a test's output as a file to show beside it
///   (Jenkins also `[[PROPERTY|…]]`), in the text as parsed, so a character
///   reference would not hide one. So that input cannot add such a marker, a
///   bracket right after the same bracket gets a backslash (`[\[`, `]\]`): no
///   `[[` or `]]` is left. `JUnitDocument` writes the real markers itself.
/// - XML. Then the text is XML-escaped (`XMLText`), which also replaces the
///   control characters XML 1.0 forbids.
/// - Logs. A document may be printed (`lint --format junit` without `-o`) or
///   shown raw in a CI log, so what a terminal or a CI runner would act on is
///   written as a character reference, which every XML reader turns back into
///   the same text: a carriage return, DEL, C1 controls, the line and
///   paragraph separators and the bidirectional controls (the ones `logSafe`
///   escapes); the `[` of `##[`; and a `:` that begins a line of the text
///   (after spaces), where a GitHub runner would find `::`. Line feeds stay,
///   so a diff in a failure's body still reads line by line.
public enum JUnitText {
    /// `text` for an attribute or element content of a JUnit document.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var lastBracket: Unicode.Scalar?
        // The last two scalars of the text as a reader sees it, for `##[`.
        var last: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        var lineStart = true
        func write(_ scalar: Unicode.Scalar) {
            if let value = referenced(scalar, lineStart: lineStart, after: last) {
                result += "&#x" + String(value, radix: 16, uppercase: true) + ";"
            } else {
                XMLText.append(scalar, to: &result)
            }
            if scalar == "\n" {
                lineStart = true
            } else if !scalar.properties.isWhitespace {
                lineStart = false
            }
            last = (last.1, scalar)
        }
        for scalar in text.unicodeScalars {
            if scalar == "[" || scalar == "]", lastBracket == scalar { write("\\") }
            write(scalar)
            lastBracket = scalar
        }
        return result
    }

    /// The scalar value to write as a reference, or `nil` to write it as text.
    private static func referenced(_ scalar: Unicode.Scalar, lineStart: Bool, after last: (Unicode.Scalar?, Unicode.Scalar?)) -> UInt32? {
        // Of the C0 controls, line feeds and tabs stay and XML forbids the
        // others (XMLText replaces them); only the carriage return is kept, as a reference.
        if scalar.isUnsafeInLogs, scalar == "\r" || scalar.value >= 0x7F { return scalar.value }
        if scalar == ":", lineStart { return scalar.value }
        if scalar == "[", last == ("#", "#") { return scalar.value }
        return nil
    }
}
