/// The counts a run's summary prints: variants rendered, not displayed (by
/// reason), failed, and the layout's diagnostics (by code).
public struct RunTally: Codable, Hashable, Sendable {
    /// A group of variants that share a reason or a diagnostic code.
    public struct Group: Codable, Hashable, Sendable {
        /// A diagnostic code (`orientation-mismatch`, `content-scrolls`) or a failing format.
        public var key: String
        /// `warning` or `info` for diagnostics.
        public var severity: String?
        public var count: Int
        /// One message of the group, in the SDK's or the layout's words.
        public var message: String
        /// The first variant (by name) of the group.
        public var example: String
    }

    public var variants: Int
    /// Rendered, and a device would display the message.
    public var rendered: Int
    /// Rendered, but a device would not display the message.
    public var notDisplayed: [Group]
    /// Not rendered: a renderer failed.
    public var failed: [Group]
    public var diagnostics: [Group]

    public init(_ summaries: [VariantSummary]) {
        variants = summaries.count
        rendered = summaries.filter { $0.failure == nil && $0.display.displayed }.count
        notDisplayed = Self.group(summaries.compactMap { summary in
            summary.failure == nil ? summary.notDisplayedCode.map { ($0, nil, summary.display.reason ?? $0, summary.name) } : nil
        })
        failed = Self.group(summaries.compactMap { summary in
            summary.failure.map { ($0.format ?? "render", nil, $0.message, summary.name) }
        })
        diagnostics = Self.group(summaries.flatMap { summary in
            summary.diagnostics.map { ($0.code, $0.severity.rawValue, $0.message, summary.name) }
        })
    }

    /// Variants in all groups of `notDisplayed`, `failed` and `diagnostics`.
    public var notDisplayedCount: Int { notDisplayed.reduce(0) { $0 + $1.count } }
    public var failedCount: Int { failed.reduce(0) { $0 + $1.count } }
    public var diagnosticCount: Int { diagnostics.reduce(0) { $0 + $1.count } }

    /// Groups by key, largest first, then by key; the example is the first variant by name.
    private static func group(_ items: [(key: String, severity: String?, message: String, variant: String)]) -> [Group] {
        var groups: [String: Group] = [:]
        for item in items.sorted(by: { $0.variant < $1.variant }) {
            if groups[item.key] == nil {
                groups[item.key] = Group(key: item.key, severity: item.severity, count: 0, message: item.message, example: item.variant)
            }
            groups[item.key]!.count += 1
        }
        return groups.values.sorted { ($0.count, $1.key) > ($1.count, $0.key) }
    }
}
