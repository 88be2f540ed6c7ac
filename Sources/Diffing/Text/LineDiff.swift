/// A line diff of two texts for the report: the longest common subsequence
/// of lines, so an inserted line shows as one addition rather than every
/// later line changing.
public enum LineDiff {
    public enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Above this many line pairs the table would be too large; lines are
    /// then compared position by position.
    public static let maximumCells = 4_000_000

    public static func diff(_ expected: String, _ actual: String) -> [Line] {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a.count * b.count <= maximumCells else { return positional(a, b) }
        // lengths[i][j]: the LCS length of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as diff(1) prints a changed line.
                lines.append(.removed(a[i]))
                i += 1
            } else {
                lines.append(.added(b[j]))
                j += 1
            }
        }
        return lines
    }

    private static func positional(_ a: [String], _ b: [String]) -> [Line] {
        (0..<max(a.count, b.count)).flatMap { index -> [Line] in
            let left = index < a.count ? a[index] : nil, right = index < b.count ? b[index] : nil
            if left == right, let left { return [.same(left)] }
            return (left.map { [.removed($0)] } ?? []) + (right.map { [.added($0)] } ?? [])
        }
    }

    /// Only the changed lines and `context` lines around each change; a gap is `nil`.
    public static func hunks(_ lines: [Line], context: Int = 3) -> [Line?] {
        let changed = lines.indices.filter { lines[$0] != .same(lines[$0].text) }
        guard !changed.isEmpty else { return [] }
        var keep = Set<Int>()
        for index in changed { for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) } }
        var result: [Line?] = []
        var last = -1
        for index in keep.sorted() {
            if last >= 0, index != last + 1 { result.append(nil) }
            result.append(lines[index])
            last = index
        }
        return result
    }
}

extension LineDiff.Line {
    public var text: String {
        switch self {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }
}

extension LineDiff {
    /// The hunks of `expected` against `actual` as unified-diff text: `-`
    /// removed, `+` added, two spaces for context, `@@` between hunks.
    public static func unified(_ expected: String, _ actual: String, context: Int = 3) -> String {
        hunks(diff(expected, actual), context: context).map { line in
            switch line {
            case nil: "@@"
            case .same(let text)?: "  " + text
            case .removed(let text)?: "- " + text
            case .added(let text)?: "+ " + text
            }
        }.joined(separator: "\n")
    }
}
