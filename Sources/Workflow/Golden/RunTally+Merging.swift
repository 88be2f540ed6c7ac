extension RunTally {
    /// The tally of several shards of one run: counts added, groups merged by
    /// key, each group's example the first variant by name.
    public static func merging(_ tallies: [RunTally]) -> RunTally {
        var merged = RunTally([])
        merged.variants = tallies.reduce(0) { $0 + $1.variants }
        merged.rendered = tallies.reduce(0) { $0 + $1.rendered }
        merged.notDisplayed = merge(tallies.map(\.notDisplayed))
        merged.failed = merge(tallies.map(\.failed))
        merged.diagnostics = merge(tallies.map(\.diagnostics))
        return merged
    }

    private static func merge(_ lists: [[Group]]) -> [Group] {
        var groups: [String: Group] = [:]
        for group in lists.joined() {
            guard var existing = groups[group.key] else {
                groups[group.key] = group
                continue
            }
            existing.count += group.count
            if group.example < existing.example {
                existing.example = group.example
                existing.message = group.message
            }
            groups[group.key] = existing
        }
        return groups.values.sorted { ($0.count, $1.key) > ($1.count, $0.key) }
    }
}
