import LogText

/// The human-readable report: findings grouped by campaign, then rule, each
/// with its element, explanation and variants, then the summary line. What
/// came from the campaigns (files, ids, elements, messages, reasons) is
/// escaped by `logSafe`: the report is read on terminals and in CI logs.
public struct LintTextFormatter: Sendable {
    /// ANSI colours, for a terminal (the caller decides: never with `NO_COLOR`).
    public var colored: Bool
    /// How many variant names a finding lists before "and N more".
    public var maxVariantsShown = 4

    public init(colored: Bool = false) {
        self.colored = colored
    }

    /// The report as text, ending with the summary line and a newline.
    public func format(_ report: LintReport) -> String {
        var output = ""
        for campaign in report.campaigns {
            let findings = report.findings.filter { $0.file == campaign.file }
            guard !findings.isEmpty else { continue }
            output += style(campaign.file.logSafe, "1") + (campaign.campaignID.map { " (\($0.logSafe))" } ?? "") + "\n"
            var rules: [String] = []
            for finding in findings where !rules.contains(finding.rule) { rules.append(finding.rule) }
            for rule in rules {
                let group = findings.filter { $0.rule == rule }
                let severity = group.first { !$0.isSuppressed }?.severity ?? group[0].severity
                output += "  " + style(rule, "1") + " " + severityLabel(severity) + "\n"
                for finding in group { output += entry(finding) }
            }
            output += "\n"
        }
        output += report.summary + "\n"
        return output
    }

    private func entry(_ finding: Finding) -> String {
        let element = finding.element.map { style($0.logSafe, "36") + ": " } ?? ""
        var text = "    " + element + finding.message.logSafe + "\n"
        if let variants = variantLine(finding.variants) { text += "      " + style(variants, "2") + "\n" }
        if let reason = finding.suppressedBecause { text += "      " + style("suppressed: \(reason.logSafe)", "2") + "\n" }
        return text
    }

    /// `in iphone-15-portrait-en-l, iphone-15-portrait-ar-l`.
    private func variantLine(_ variants: [String]) -> String? {
        guard !variants.isEmpty else { return nil }
        if variants.count <= maxVariantsShown { return "in " + variants.joined(separator: ", ") }
        let shown = variants.prefix(maxVariantsShown).joined(separator: ", ")
        return "in \(variants.count) variants: \(shown) and \(variants.count - maxVariantsShown) more"
    }

    private func severityLabel(_ severity: LintSeverity) -> String {
        switch severity {
        case .error: style("error", "1;31")
        case .warning: style("warning", "1;33")
        case .info: style("info", "1;36")
        }
    }

    private func style(_ text: String, _ code: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
