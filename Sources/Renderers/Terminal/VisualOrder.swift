import BoxTreeModel

/// Puts one line of text into the left-to-right order a terminal prints it
/// in: a small approximation of the Unicode Bidirectional Algorithm (UAX #9).
///
/// Terminals print cells left to right and do not reorder, so right-to-left
/// runs must be reversed here. Supported: strong left-to-right and
/// right-to-left letters, European and Arabic-Indic numbers (kept in
/// left-to-right order, with separators and currency/percent signs between
/// or next to digits), neutrals taking the direction of the text around them
/// (or the paragraph's), and mirrored brackets. Not supported: explicit
/// embeddings and isolates, which campaign text does not use. Works on
/// grapheme clusters, so Arabic and Hebrew marks stay on their letters.
/// Arabic is not shaped: terminals show isolated letter forms.
enum VisualOrder {
    enum BidiClass: Equatable {
        case left, right, number, numberSeparator, numberTerminator, neutral
    }

    /// The characters of `line` (logical order) in visual order, for a
    /// paragraph of the given direction.
    static func reorder(_ line: String, direction: LayoutDirection) -> String {
        let characters = Array(line)
        guard !characters.isEmpty else { return line }
        let base = direction == .rightToLeft ? 1 : 0
        guard base == 1 || characters.contains(where: { bidiClass(of: $0) == .right }) else { return line }
        let levels = resolveLevels(characters.map(bidiClass(of:)), baseLevel: base)
        var order = Array(characters.indices)
        // Rule L2: from the highest level down to 1, reverse every run at that level or above.
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var start: Int?
            for position in 0...order.count {
                let inRun = position < order.count && levels[order[position]] >= level
                if inRun, start == nil { start = position }
                if !inRun, let from = start {
                    order[from..<position].reverse()
                    start = nil
                }
            }
        }
        // Rule L4: a bracket in right-to-left text shows its mirror image.
        return String(order.map { levels[$0] % 2 == 1 ? mirrored(characters[$0]) : characters[$0] })
    }

    /// Embedding levels per character (rules W4-W7, N1-N2, I1-I2, simplified).
    static func resolveLevels(_ classes: [BidiClass], baseLevel: Int) -> [Int] {
        var types = classes
        let count = types.count
        // W4: a single separator between two numbers joins them ("1,250", "12:30").
        for index in types.indices where types[index] == .numberSeparator {
            if index > 0, index + 1 < count, types[index - 1] == .number, types[index + 1] == .number {
                types[index] = .number
            }
        }
        // W5: currency and percent signs next to a number belong to it ("$20", "٢٠٪").
        for index in types.indices where types[index] == .number {
            var before = index - 1
            while before >= 0, types[before] == .numberTerminator { types[before] = .number; before -= 1 }
            var after = index + 1
            while after < count, types[after] == .numberTerminator { types[after] = .number; after += 1 }
        }
        // W6: what is left of separators and terminators is neutral.
        for index in types.indices where types[index] == .numberSeparator || types[index] == .numberTerminator {
            types[index] = .neutral
        }
        // W7 and the number rules of N1: a number after left-to-right text (or
        // at the start of a left-to-right paragraph) acts as left-to-right;
        // otherwise it acts as right-to-left for the neutrals around it.
        let baseStrong: BidiClass = baseLevel == 1 ? .right : .left
        var numberActsAsLeft = [Bool](repeating: false, count: count)
        var lastStrong = baseStrong
        for index in types.indices {
            switch types[index] {
            case .left, .right: lastStrong = types[index]
            case .number: numberActsAsLeft[index] = lastStrong == .left
            default: break
            }
        }
        func strongDirection(_ index: Int) -> BidiClass? {
            switch types[index] {
            case .left: .left
            case .right: .right
            case .number: numberActsAsLeft[index] ? .left : .right
            default: nil
            }
        }
        // N1/N2: a run of neutrals between text of one direction takes it; else the paragraph's.
        var resolved = [BidiClass](repeating: baseStrong, count: count)
        var index = 0
        while index < count {
            if let strong = strongDirection(index) {
                resolved[index] = strong
                index += 1
                continue
            }
            var end = index
            while end < count, strongDirection(end) == nil { end += 1 }
            let before = index > 0 ? strongDirection(index - 1)! : baseStrong
            let after = end < count ? strongDirection(end)! : baseStrong
            for position in index..<end { resolved[position] = before == after ? before : baseStrong }
            index = end
        }
        // I1/I2: left-to-right text in a right-to-left paragraph, and numbers
        // in right-to-left context, go one level up to stay left-to-right.
        return types.indices.map { position in
            let isNumber = types[position] == .number
            switch (baseLevel, resolved[position]) {
            case (0, .left): return 0
            case (0, _): return isNumber ? 2 : 1
            case (_, .left): return 2
            default: return isNumber ? 2 : 1
            }
        }
    }

    static func bidiClass(of character: Character) -> BidiClass {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        let value = scalar.value
        switch value {
        case 0x30...0x39, 0x0660...0x0669, 0x06F0...0x06F9, 0xFF10...0xFF19:
            return .number
        case 0x2C, 0x2E, 0x2F, 0x3A, 0x060C, 0x066B, 0x066C, 0x00A0:
            return .numberSeparator
        case 0x23, 0x24, 0x25, 0x2B, 0x2D, 0x00A2...0x00A5, 0x00B0, 0x066A, 0x2030, 0x20A0...0x20CF:
            return .numberTerminator
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms;
            // marks are inside clusters, so the first scalar is a letter here.
            return .right
        default:
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil ? .left : .neutral
        }
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
