extension String {
    /// Input-derived text made safe to print on a terminal or into a CI log:
    /// the one escaping for that medium, used for every campaign id, button
    /// id, URL, file path, JSON value, plugin message or result-file field
    /// that is printed.
    ///
    /// - Control characters (C0, DEL, C1), the line and paragraph separators
    ///   U+2028 and U+2029, and the bidirectional marks and overrides (U+061C,
    ///   U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) and U+FEFF are
    ///   shown escaped: `\n`, `\r`, `\t`, else `\u{1B}`. So the text stays on
    ///   its line, cannot move the cursor, recolour, retitle or clear a
    ///   terminal, and cannot reorder the rest of the line.
    /// - A GitHub Actions runner takes a line as a workflow command when it
    ///   starts with `::` after leading white space, or when it holds `##[`
    ///   anywhere (the older form). So a first non-space `:` becomes `\u{3A}`
    ///   (even a lone one: a value printed after another that ends in `:` must
    ///   not complete a `::`), and the `[` of `##[` becomes `\u{5B}`.
    ///
    /// Backslashes are left as they are, so escaping escaped text changes
    /// nothing: a message escaped where it is made can be escaped again where
    /// it is printed.
    public var logSafe: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        // Still in the leading white space, where a runner would look for `::`.
        var leading = true
        // The two scalars last written, for `##[`.
        var last: (Unicode.Scalar?, Unicode.Scalar?) = (nil, nil)
        for scalar in unicodeScalars {
            let shown: String
            if let escape = Self.logEscape(scalar) {
                shown = escape
            } else if leading, scalar == ":" {
                shown = "\\u{3A}"
            } else if scalar == "[", last == ("#", "#") {
                shown = "\\u{5B}"
            } else {
                shown = String(scalar)
            }
            if leading, !scalar.properties.isWhitespace || shown.count > 1 { leading = false }
            result += shown
            last = (last.1, shown.unicodeScalars.last)
        }
        return result
    }

    /// How `scalar` is shown, or `nil` when it is shown as itself.
    private static func logEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.isUnsafeInLogs: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: nil
        }
    }
}

extension Unicode.Scalar {
    /// A character a terminal or a CI runner acts on instead of showing it:
    /// C0 and C1 controls and DEL, the line and paragraph separators, and the
    /// bidirectional marks and overrides that reorder a line (U+FEFF with
    /// them). `logSafe` shows these escaped; other media write them in their
    /// own notation (`JUnitText`, as character references).
    public var isUnsafeInLogs: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
