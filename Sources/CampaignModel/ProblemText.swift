/// Formatting of user-supplied text inside one-line problem messages.
///
/// Campaign files come from outside, so a value quoted back in a message is
/// shortened and has line breaks, control and bidi-format characters escaped:
/// each problem must stay on one line and cannot reorder a terminal's text.
enum ProblemText {
    /// Longest run of characters quoted from the input before it is cut with `…`.
    static let maximumQuotedLength = 40

    /// `"text"`, escaped and shortened.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(shortened(text)) + "\""
    }

    /// The first `maximumQuotedLength` characters, with `…` when cut.
    static func shortened(_ text: String) -> String {
        guard text.count > maximumQuotedLength else { return text }
        return String(text.prefix(maximumQuotedLength)) + "…"
    }

    /// JSON-style escapes for quotes, backslashes and invisible characters.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Control characters, line separators and the bidi controls that can
    /// reorder the rest of a terminal line. Other format characters such as the
    /// zero-width joiner inside emoji are left alone.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: break
        }
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }
}
