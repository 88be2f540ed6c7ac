/// "Did you mean …?" for names: the closest candidate within a small edit
/// distance, ignoring case (so `imageUrl` finds `imageURL`). Used for unknown
/// keys of every JSON input, rule ids and placeholder names.
public enum Suggestion {
    /// The closest candidate at most `maxDistance` edits away that keeps more
    /// than half of the longer name (so `""` suggests nothing, not `"id"`).
    public static func closest(to name: String, in candidates: some Sequence<String>, maxDistance: Int = 2) -> String? {
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            guard distance <= maxDistance, distance * 2 < max(name.count, candidate.count) else { continue }
            if distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
