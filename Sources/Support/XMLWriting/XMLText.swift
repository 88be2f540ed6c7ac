/// Text made safe for XML and HTML, in element content and in quoted
/// attributes alike.
public enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as references (`&#39;`, which HTML and XML
    /// both read); control characters XML 1.0 forbids, and the non-characters
    /// U+FFFE and U+FFFF, become U+FFFD so the document still parses.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { append(scalar, to: &result) }
        return result
    }

    /// One scalar of `escaped`, for writers that add rules of their own (`JUnitText`).
    static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
        default:
            result.unicodeScalars.append(scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
        }
    }
}
