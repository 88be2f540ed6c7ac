/// Substitutes `{name}` tokens the way the SDK does right before display:
/// known names take their value, unknown ones are removed. The SDK promises
/// that the customer never sees raw braces, so the preview keeps that promise
/// for text that is not a well-formed placeholder too (docs/layout.md,
/// "Placeholders"):
///
/// - `{{name}}` and `{ name }` are read as `{name}`;
/// - `{}`, `{two words}` and any other brace pair around something that is no
///   name are removed;
/// - a `{` that is never closed is removed with the name characters right
///   after it, and a lone `}` is removed;
/// - a removal leaves no doubled space: the spaces on either side collapse
///   to one, and none is left at the start or end of a line.
///
/// Each of these is reported as malformed, so lint can name it.
public struct PlaceholderResolver: Sendable {
    public var values: [String: String]

    public init(values: [String: String]) { self.values = values }

    /// Text written where a placeholder was meant, and what the preview did with it.
    public struct Malformed: Equatable, Sendable {
        /// The characters as written, e.g. `{{player_name}}` or `{`.
        public var written: String
        /// What the SDK's syntax expects instead, in a few words.
        public var problem: String
    }

    /// The personalized text, the names that had no value (removed), and the
    /// malformed placeholders (read as a name, or removed).
    public struct Resolution: Equatable, Sendable {
        public var text: String
        public var missing: [String]
        public var malformed: [Malformed]
    }

    public func resolve(_ text: String) -> Resolution {
        var output = ""
        var missing: [String] = []
        var malformed: [Malformed] = []
        let characters = Array(text)
        var index = 0
        /// Drops what a removal at `index` would leave doubled: a space after it when a space
        /// (or the start of a line) is before it, and a space before it at the end of a line.
        func collapseSpaces(after next: Int) -> Int {
            var next = next
            let lineStart = output.isEmpty || output.last == "\n"
            if lineStart || output.last.map(Self.isSpace) == true {
                while next < characters.count, Self.isSpace(characters[next]) { next += 1 }
            }
            if next >= characters.count || characters[next] == "\n" {
                while output.last.map(Self.isSpace) == true { output.removeLast() }
            }
            return next
        }
        func substitute(_ name: String) -> Bool {
            if let value = values[name] { output += value; return true }
            missing.append(name)
            return false
        }

        while index < characters.count {
            let character = characters[index]
            if character == "{" {
                let doubled = index + 1 < characters.count && characters[index + 1] == "{"
                let open = doubled ? index + 2 : index + 1
                guard let close = characters[open...].firstIndex(where: { $0 == "}" || $0 == "{" || $0 == "\n" }), characters[close] == "}" else {
                    // Never closed: the brace goes, with the name it starts.
                    var end = open
                    while end < characters.count, Self.isNameCharacter(characters[end]) { end += 1 }
                    malformed.append(Malformed(written: String(characters[index..<end]), problem: "a \"{\" that is never closed"))
                    index = collapseSpaces(after: end)
                    continue
                }
                let closesDoubled = doubled && close + 1 < characters.count && characters[close + 1] == "}"
                let end = closesDoubled ? close + 2 : close + 1
                let written = String(characters[index..<end])
                let inner = String(characters[open..<close])
                var first = open, last = close
                while first < last, Self.isSpace(characters[first]) { first += 1 }
                while last > first, Self.isSpace(characters[last - 1]) { last -= 1 }
                let name = String(characters[first..<last])
                if Self.isPlaceholderName(Substring(name)) {
                    if doubled != closesDoubled {
                        malformed.append(Malformed(written: written, problem: "unbalanced braces; write {\(name)}"))
                    } else if doubled {
                        malformed.append(Malformed(written: written, problem: "double braces; the SDK's placeholders are {\(name)}"))
                    } else if name != inner {
                        malformed.append(Malformed(written: written, problem: "spaces inside the braces; write {\(name)}"))
                    }
                    if !substitute(name) { index = collapseSpaces(after: end); continue }
                } else {
                    let problem = name.isEmpty ? "an empty placeholder" : "\"\(name)\" is not a placeholder name (letters, digits, _ . -)"
                    malformed.append(Malformed(written: written, problem: problem))
                    index = collapseSpaces(after: end)
                    continue
                }
                index = end
                continue
            }
            if character == "}" {
                malformed.append(Malformed(written: "}", problem: "a \"}\" with no \"{\""))
                index = collapseSpaces(after: index + 1)
                continue
            }
            output.append(character)
            index += 1
        }
        return Resolution(text: output, missing: missing, malformed: malformed)
    }

    /// Letters, digits, `_`, `.` and `-`: anything else between braces is not a name.
    static func isPlaceholderName(_ name: Substring) -> Bool {
        !name.isEmpty && name.count <= 64 && name.allSatisfy(isNameCharacter)
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "." || character == "-"
    }

    static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }
}
