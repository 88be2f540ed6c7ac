import CCairo

extension FontSystem {
    /// The characters of `text` that no font has a glyph for (the bundled
    /// ones and, when installed, Noto Sans CJK), each once, in order of first
    /// appearance. Pango draws these as hex boxes.
    ///
    /// A character counts as covered when every code point in it is in some
    /// face. Code points that draw nothing by design are ignored:
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

    /// Whether some face can draw every visible code point of `character`:
    /// a bundled one, or one of the Noto Sans CJK fonts when they are
    /// installed (looked up only for a code point no bundled face has, which
    /// is also when shaping would look them up, FontSystem+CJK.swift).
    public func isCovered(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            Self.drawsNothing(scalar) || bundled.covers(scalar) || withLock { cjkFontMap()?.covers(scalar) ?? false }
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
