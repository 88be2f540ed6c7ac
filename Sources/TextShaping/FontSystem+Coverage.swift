import CCairo

extension FontSystem {
    /// The characters of `text` that no bundled font has a glyph for, each
    /// once, in order of first appearance. Pango draws these as hex boxes.
    ///
    /// A character counts as covered when every code point in it is in some
    /// bundled face. Code points that draw nothing by design are ignored:
    /// whitespace, controls and default-ignorables such as the zero-width
    /// joiner, bidi marks and variation selectors (emoji sequences carry them,
    /// and fonts rightly lack glyphs for them).
    public func uncoveredCharacters(in text: String) -> [Character] {
        var seen: Set<Character> = []
        var result: [Character] = []
        for character in text where !seen.contains(character) {
            seen.insert(character)
            if !isCovered(character) { result.append(character) }
        }
        return result
    }

    /// Whether some bundled face can draw every visible code point of `character`.
    public func isCovered(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            Self.drawsNothing(scalar) || FcCharSetHasChar(coverage, scalar.value) != 0
        }
    }

    static func drawsNothing(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
