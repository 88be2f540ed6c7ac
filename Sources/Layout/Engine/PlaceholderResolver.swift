/// Substitutes `{name}` tokens the way the SDK does right before display:
/// known names take their value, unknown ones are removed so no raw braces show.
public struct PlaceholderResolver: Sendable {
    public var values: [String: String]

    public init(values: [String: String]) { self.values = values }

    /// The personalized text and the names that had no value.
    public func resolve(_ text: String) -> (text: String, missing: [String]) {
        var output = ""
        var missing: [String] = []
        var index = text.startIndex
        // The first "}" at or after `index`, found again only once passed, so
        // a text of many "{" costs one scan, not one per brace.
        var nextClose = text.firstIndex(of: "}")
        while index < text.endIndex {
            let character = text[index]
            if character == "{", let found = nextClose, found < index { nextClose = text[index...].firstIndex(of: "}") }
            if character == "{", let close = nextClose {
                let name = text[text.index(after: index)..<close]
                if Self.isPlaceholderName(name) {
                    if let value = values[String(name)] {
                        output += value
                    } else {
                        missing.append(String(name))
                    }
                    index = text.index(after: close)
                    continue
                }
            }
            output.append(character)
            index = text.index(after: index)
        }
        return (output, missing)
    }

    /// Letters, digits, `_`, `.` and `-`: anything else between braces is literal text.
    static func isPlaceholderName(_ name: Substring) -> Bool {
        !name.isEmpty && name.count <= 64 && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
    }
}
