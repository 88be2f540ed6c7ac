/// A path pattern as shells and CI configs write them: `*` and `?` match
/// within one path segment, `**` matches any number of whole segments
/// (including none). Everything else matches itself.
struct GlobPattern: Hashable, Sendable {
    let segments: [Substring]

    init(_ pattern: String) {
        segments = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    static func hasWildcards(_ text: some StringProtocol) -> Bool {
        text.contains { $0 == "*" || $0 == "?" }
    }

    /// The leading segments without wildcards: the folder a walk starts
    /// from; matches are named relative to it.
    var literalPrefix: [Substring] { Array(segments.prefix { !Self.hasWildcards($0) }) }

    /// The segments after `literalPrefix`, matched against relative paths.
    var remainder: GlobPattern { GlobPattern(segments: Array(segments.dropFirst(literalPrefix.count))) }

    private init(segments: [Substring]) { self.segments = segments }

    /// Whether a path relative to the walk's start, split at `/`, matches.
    func matches(_ path: [Substring]) -> Bool {
        Self.match(segments[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            // Zero segments, or one more and try again.
            return match(pattern.dropFirst(), path) || (!path.isEmpty && match(pattern, path.dropFirst()))
        }
        guard let segment = path.first, matchSegment(Array(head), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by backtracking over the last `*`.
    static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
