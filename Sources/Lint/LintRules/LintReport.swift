/// Everything one lint run found, ready for a formatter.
public struct LintReport: Sendable, Codable {
    /// A campaign file that was linted.
    public struct CampaignEntry: Hashable, Sendable, Codable {
        public var file: String
        /// `nil` when the file could not be decoded and declares no `id`.
        public var campaignID: String?
        /// How many variants were laid out (0 when the file did not decode).
        /// How many variants were laid out in all.
    public var variantCount: Int

        public init(file: String, campaignID: String?, variantCount: Int) {
            self.file = file
            self.campaignID = campaignID
            self.variantCount = variantCount
        }

        enum CodingKeys: String, CodingKey { case file, campaignID = "campaign", variantCount = "variants" }
    }

    /// Grouped by campaign (in input order), then rule (in catalog order),
    /// then first variant.
    public var findings: [Finding]
    public var campaigns: [CampaignEntry]
    /// The ids of the rules that ran (not `off`), in catalog order.
    public var rules: [String]
    /// Suppressions in the configuration that silenced nothing: stale, or mistyped.
    public var unusedSuppressions: [LintSuppression]

    public init(findings: [Finding], campaigns: [CampaignEntry], rules: [String], unusedSuppressions: [LintSuppression] = []) {
        self.findings = findings
        self.campaigns = campaigns
        self.rules = rules
        self.unusedSuppressions = unusedSuppressions
    }

    public var variantCount: Int { campaigns.reduce(0) { $0 + $1.variantCount } }

    /// Findings not suppressed, at `severity`.
    public func count(_ severity: LintSeverity) -> Int {
        findings.count(where: { !$0.isSuppressed && $0.severity == severity })
    }

    /// How many findings a suppression silenced.
    public var suppressedCount: Int { findings.count(where: \.isSuppressed) }

    /// Whether the run fails: an error-level finding nobody suppressed.
    public var hasBlockingFindings: Bool { findings.contains(where: \.isBlocking) }

    /// `3 campaigns, 8 variants: 2 errors, 1 warning, 3 info, 1 suppressed`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 || word == "info" ? "" : "s")" }
        var parts: [String] = []
        for (severity, word) in [(LintSeverity.error, "error"), (.warning, "warning"), (.info, "info")] where count(severity) > 0 {
            parts.append(plural(count(severity), word))
        }
        if suppressedCount > 0 { parts.append("\(suppressedCount) suppressed") }
        let scope = "\(plural(campaigns.count, "campaign")), \(plural(variantCount, "variant"))"
        return scope + ": " + (parts.isEmpty ? "no findings" : parts.joined(separator: ", "))
    }
}
