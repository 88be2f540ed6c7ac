/// Finds what a user probably meant when they mistype a name.
enum Spelling {
    /// The Levenshtein distance: insertions, deletions and substitutions
    /// needed to turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `input`, or `nil` when none is close enough to
    /// be a plausible typo. A unique candidate that starts with `input` counts as
    /// close (`--dev` -> `--device`), because users abbreviate.
    static func suggestion(for input: String, among candidates: [String]) -> String? {
        let typed = input.lowercased()
        guard !typed.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(typed) }
        if prefixed.count == 1 { return prefixed[0] }
        // Allow about one mistake in three characters, at least two, so that
        // short names get transpositions and long ones a few slips.
        let limit = max(2, typed.count / 3)
        let scored = candidates.map { (candidate: $0, distance: distance(typed, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.candidate
    }
}
