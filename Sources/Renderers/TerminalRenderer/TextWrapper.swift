/// Greedy word wrapping by terminal cell width, in logical order.
///
/// A wireframe re-wraps text to the cells it has rather than keeping the
/// pixel layout's breaks: a cell is narrower, relative to the font, than a
/// glyph, so the layout's lines would leave most of a box empty. Breaks go
/// after spaces, and between characters of two-cell (CJK) text, which has no
/// spaces; a word longer than the width is cut. Explicit line breaks are kept.
enum TextWrapper {
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(Array(paragraph.replacingOccurrences(of: "\r", with: "")), width: width))
        }
        return lines
    }

    private static func wrapParagraph(_ characters: [Character], width: Int) -> [String] {
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0
        for token in tokens(characters) {
            let isSpace = token.allSatisfy { $0 == " " || $0 == "\t" }
            let tokenWidth = CellWidth.of(String(token))
            if isSpace {
                // Spaces at a break disappear, as in any paragraph layout.
                if !line.isEmpty, lineWidth + tokenWidth <= width {
                    line.append(contentsOf: token.map { $0 == "\t" ? " " : $0 })
                    lineWidth += tokenWidth
                } else if !line.isEmpty {
                    lines.append(finish(line))
                    line = []
                    lineWidth = 0
                }
                continue
            }
            if lineWidth + tokenWidth > width, !line.isEmpty {
                lines.append(finish(line))
                line = []
                lineWidth = 0
            }
            for character in token {
                let characterWidth = CellWidth.of(character)
                if lineWidth + characterWidth > width, !line.isEmpty {
                    lines.append(finish(line))
                    line = []
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(finish(line)) }
        return lines
    }

    private static func finish(_ line: [Character]) -> String {
        var end = line.count
        while end > 0, line[end - 1] == " " { end -= 1 }
        return String(line[..<end])
    }

    /// Words, runs of spaces, and single wide characters.
    private static func tokens(_ characters: [Character]) -> [[Character]] {
        var tokens: [[Character]] = []
        var current: [Character] = []
        var currentIsSpace = false
        for character in characters {
            let isSpace = character == " " || character == "\t"
            let isWide = CellWidth.of(character) == 2
            if isWide {
                if !current.isEmpty { tokens.append(current); current = [] }
                // Closing punctuation never starts a line (kinsoku): it joins the character before it.
                if closingPunctuation.contains(character), !tokens.isEmpty, tokens[tokens.count - 1].last.map({ $0 != " " }) ?? false {
                    tokens[tokens.count - 1].append(character)
                } else {
                    tokens.append([character])
                }
                continue
            }
            if isSpace != currentIsSpace, !current.isEmpty {
                tokens.append(current)
                current = []
            }
            currentIsSpace = isSpace
            current.append(character)
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static let closingPunctuation: Set<Character> = ["、", "。", "，", "．", "！", "？", "）", "」", "』", "】", "〉", "》", "ー", "ッ", "ャ", "ュ", "ョ", "っ", "ゃ", "ゅ", "ょ"]

    /// Cuts `text` to `width` cells, ending with "…" when something was cut.
    static func truncate(_ text: String, width: Int) -> String {
        guard CellWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = CellWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }
}
