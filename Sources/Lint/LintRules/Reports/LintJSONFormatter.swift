import Foundation

/// The machine-readable report: a summary, the campaigns, the rules that
/// ran, every finding (suppressed ones marked) and unused suppressions.
/// Keys sorted, so the same run gives the same bytes.
public enum LintJSONFormatter {
    /// Bumped when a field changes meaning.
    public static let formatVersion = 1

    struct Document: Encodable {
        struct Summary: Encodable {
            var campaigns: Int
            var variants: Int
            var errors: Int
            var warnings: Int
            var info: Int
            var suppressed: Int
            /// No unsuppressed error: the run exits 0.
            var passed: Bool
        }

        var version: Int
        var summary: Summary
        var rules: [String]
        var campaigns: [LintReport.CampaignEntry]
        var findings: [Finding]
        var unusedSuppressions: [LintSuppression]
    }

    /// The report as pretty-printed JSON with sorted keys, ending with a newline.
    public static func format(_ report: LintReport) -> Data {
        let document = Document(
            version: formatVersion,
            summary: .init(campaigns: report.campaigns.count, variants: report.variantCount, errors: report.count(.error),
                           warnings: report.count(.warning), info: report.count(.info), suppressed: report.suppressedCount,
                           passed: !report.hasBlockingFindings),
            rules: report.rules, campaigns: report.campaigns, findings: report.findings,
            unusedSuppressions: report.unusedSuppressions)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
