import BoxTreeModel

/// A text block's characters with the bidi embedding level the layout
/// resolved for each (`TextLine.runs`), so that the wireframe's own lines,
/// broken at other places than the layout's, print in visual order without
/// resolving the bidirectional algorithm a second time.
///
/// Terminals print cells left to right and never reorder, so a right-to-left
/// stretch is reversed here, a grapheme cluster at a time (Arabic and Hebrew
/// marks stay on their letters). Arabic is not shaped: terminals show
/// isolated letter forms.
struct LeveledText {
    /// The block's text, in logical order.
    let characters: [Character]
    /// The level of each character; the spaces and line breaks the layout's
    /// lines leave out take the lower level of their neighbours.
    let levels: [Int]

    init(_ block: TextBlock, direction: LayoutDirection) {
        let base = direction == .rightToLeft ? 1 : 0
        // The lines' characters in logical order, a Unicode scalar at a time with its run's level.
        var stream: [(scalar: Unicode.Scalar, level: Int)] = []
        for line in block.lines {
            for run in Self.logicalOrder(line.visualRuns) {
                stream.append(contentsOf: run.text.unicodeScalars.map { ($0, run.level) })
            }
        }
        characters = Array(block.text)
        var found = [Int?](repeating: nil, count: characters.count)
        var next = 0
        for (index, character) in characters.enumerated() {
            let scalars = Array(character.unicodeScalars)
            guard next + scalars.count <= stream.count,
                  stream[next..<next + scalars.count].map(\.scalar) == scalars else { continue }
            found[index] = stream[next].level
            next += scalars.count
        }
        levels = Self.filledGaps(found, base: base)
    }

    /// The levels of `line`, a line the wireframe made from the block's text
    /// (wrapped, its spaces at breaks dropped, tabs and a label's line breaks
    /// as spaces, maybe cut with "…"), matched in order from `cursor`, which
    /// moves past it.
    func levels(of line: String, from cursor: inout Int) -> [Int] {
        var result: [Int] = []
        for character in line {
            var probe = cursor
            while probe < characters.count, !Self.matches(characters[probe], character) { probe += 1 }
            if probe < characters.count {
                result.append(levels[probe])
                cursor = probe + 1
            } else {
                // Not in the text ("…"): it goes with what it follows.
                result.append(result.last ?? (cursor > 0 && cursor <= levels.count ? levels[cursor - 1] : levels.first ?? 0))
            }
        }
        return result
    }

    /// `line` in the order a terminal prints it: from the highest level down
    /// to 1, every stretch at that level or above is reversed (rule L2 of the
    /// Unicode Bidirectional Algorithm), and a bracket in a right-to-left
    /// stretch shows its mirror image (rule L4).
    static func visual(_ line: String, levels: [Int]) -> String {
        let characters = Array(line)
        guard characters.count == levels.count, let highest = levels.max(), highest > 0 else { return line }
        var order = Array(characters.indices)
        for level in stride(from: highest, through: 1, by: -1) { reverseStretches(&order, levels: levels, atOrAbove: level) }
        return String(order.map { levels[$0] % 2 == 1 ? mirrored(characters[$0]) : characters[$0] })
    }

    /// Visual runs back in logical order: the reversals of rule L2 undone,
    /// lowest level first.
    static func logicalOrder(_ runs: [TextRun]) -> [TextRun] {
        let levels = runs.map(\.level)
        guard let highest = levels.max(), highest > 0 else { return runs }
        var order = Array(runs.indices)
        for level in 1...highest { reverseStretches(&order, levels: levels, atOrAbove: level) }
        return order.map { runs[$0] }
    }

    /// Reverses each maximal stretch of `order` whose items' levels are `level` or above.
    private static func reverseStretches(_ order: inout [Int], levels: [Int], atOrAbove level: Int) {
        var start: Int?
        for position in 0...order.count {
            let inStretch = position < order.count && levels[order[position]] >= level
            if inStretch, start == nil { start = position }
            if !inStretch, let from = start {
                order[from..<position].reverse()
                start = nil
            }
        }
    }

    /// A character the layout's lines left out (a space at a line break, a
    /// line break) sits between two stretches: it takes the lower level of
    /// the two, so it stays inside a stretch it splits and goes between two
    /// stretches of different directions.
    private static func filledGaps(_ found: [Int?], base: Int) -> [Int] {
        var result = found.map { $0 ?? base }
        var index = 0
        while index < found.count {
            guard found[index] == nil else { index += 1; continue }
            var end = index
            while end < found.count, found[end] == nil { end += 1 }
            let before = index > 0 ? found[index - 1] : nil
            let after = end < found.count ? found[end] : nil
            let level = [before, after].compactMap { $0 }.min() ?? base
            for position in index..<end { result[position] = level }
            index = end
        }
        return result
    }

    /// Tabs print as spaces; a button label joins its lines with spaces.
    private static func matches(_ original: Character, _ printed: Character) -> Bool {
        original == printed || (printed == " " && (original == "\t" || original.isNewline))
    }

    private static func mirrored(_ character: Character) -> Character {
        switch character {
        case "(": ")"
        case ")": "("
        case "[": "]"
        case "]": "["
        case "{": "}"
        case "}": "{"
        case "<": ">"
        case ">": "<"
        case "«": "»"
        case "»": "«"
        case "‹": "›"
        case "›": "‹"
        default: character
        }
    }
}
