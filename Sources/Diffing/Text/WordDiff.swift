/// Which words of a changed line changed, for the report's text diffs: the
/// two lines are cut into tokens (runs of letters and digits, runs of
/// spaces, single other characters) and the tokens outside their longest
/// common subsequence are the changed ones.
public enum WordDiff {
    public enum Piece: Equatable {
        case same(String)
        case changed(String)
    }

    /// Above this many token pairs (two very long lines) the whole lines count as changed.
    public static let maximumCells = 250_000

    public static func compare(_ old: String, _ new: String) -> (old: [Piece], new: [Piece]) {
        let a = tokens(old), b = tokens(new)
        guard a.count * b.count <= maximumCells else { return ([.changed(old)], [.changed(new)]) }
        // lengths[i][j]: the LCS length of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var left: [Piece] = [], right: [Piece] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                append(.same(String(a[i])), to: &left)
                append(.same(String(b[j])), to: &right)
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                append(.changed(String(a[i])), to: &left)
                i += 1
            } else {
                append(.changed(String(b[j])), to: &right)
                j += 1
            }
        }
        return (left, right)
    }

    /// Letters and digits stay together (`unlocked`, `42`), as do spaces; anything else is a token of its own.
    public static func tokens(_ line: String) -> [Substring] {
        enum Kind { case word, space, other }
        func kind(_ c: Character) -> Kind { c.isLetter || c.isNumber ? .word : c.isWhitespace ? .space : .other }
        var tokens: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if next == line.endIndex || kind(line[next]) != kind(line[index]) || kind(line[index]) == .other {
                tokens.append(line[start..<next])
                start = next
            }
            index = next
        }
        return tokens
    }

    /// Adjacent pieces of one kind become one, so a run of changed words is one mark.
    private static func append(_ piece: Piece, to pieces: inout [Piece]) {
        switch (pieces.last, piece) {
        case (.same(let last)?, .same(let text)): pieces[pieces.count - 1] = .same(last + text)
        case (.changed(let last)?, .changed(let text)): pieces[pieces.count - 1] = .changed(last + text)
        default: pieces.append(piece)
        }
    }
}
