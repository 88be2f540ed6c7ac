import BoxTreeModel
import CampaignModel
import Layout

/// Runs lint rules over variants of campaigns and gathers their findings.
///
/// Variants are laid out, never drawn, which is what makes linting a whole
/// matrix cheap. Artwork that cannot load is laid out as a placeholder, so a
/// missing image (itself a finding) does not hide the problems of the text
/// around it. Identical findings from several variants become one finding
/// that lists them; the configuration then sets severities, drops rules that
/// are `off` and marks suppressed findings.
public struct Linter {
    public var rules: [any LintRule]
    public var configuration: LintConfiguration
    public let services: any LintServices

    public init(rules: [any LintRule] = LintRuleCatalog.all, configuration: LintConfiguration = LintConfiguration(),
                services: any LintServices) {
        self.rules = rules
        self.configuration = configuration
        self.services = services
    }

    /// The rules that run, with the severity each reports at.
    package var activeRules: [(rule: any LintRule, severity: LintSeverity)] {
        rules.compactMap { rule in configuration.severity(of: rule).map { (rule, $0) } }
    }

    /// Runs the rules over variants already laid out, grouped by campaign in
    /// order of first appearance. Suppressions are applied; findings of
    /// rules that are `off` never appear.
    public func lint(_ variants: [LintVariant]) -> [Finding] {
        lint(variants, in: LintContext(services: services, configuration: configuration))
    }

    /// `lint(_:)` in a context the caller keeps from one call to the next,
    /// so the layouts at other text sizes that rules ask for are shared
    /// between the calls (the caller forgets them when they no longer apply).
    package func lint(_ variants: [LintVariant], in context: LintContext) -> [Finding] {
        var groups: [[LintVariant]] = []
        var index: [String: Int] = [:]
        for variant in variants {
            let key = variant.source.file + "\n" + variant.campaign.id
            if let at = index[key] { groups[at].append(variant) } else {
                index[key] = groups.count
                groups.append([variant])
            }
        }
        return applySuppressions(groups.flatMap { evaluate($0, context: context) }).findings
    }

    // MARK: - Evaluation

    /// One campaign's variants through every active rule; identical findings merge.
    package func evaluate(_ variants: [LintVariant], context: LintContext) -> [Finding] {
        variants.forEach(context.register)
        var evaluation = Evaluation(rules: activeRules)
        for variant in variants { evaluation.add(variant, context: context) }
        return evaluation.findings
    }

    /// One campaign's findings, gathered a variant at a time: each rule's
    /// findings in the order they first appear, rule by rule as the rules are
    /// listed (campaign-wide rules look at the first variant only), with each
    /// finding's variants merged in constant time per variant.
    package struct Evaluation {
        let rules: [(rule: any LintRule, severity: LintSeverity)]
        private var byRule: [[Finding]]
        private var merged: [[Diagnostic: Int]]
        private var variantsSeen: [[Set<String>]]
        private var first: LintVariant?

        package init(rules: [(rule: any LintRule, severity: LintSeverity)]) {
            self.rules = rules.filter { $0.rule.asDecodingFailureRule == nil }
            byRule = Array(repeating: [], count: self.rules.count)
            merged = Array(repeating: [:], count: self.rules.count)
            variantsSeen = Array(repeating: [], count: self.rules.count)
        }

        package var findings: [Finding] { Array(byRule.joined()) }

        package mutating func add(_ variant: LintVariant, context: LintContext) {
            let isFirst = first == nil
            if isFirst { first = variant }
            guard let first else { return }
            for (ruleIndex, (rule, severity)) in rules.enumerated() where rule.scope == .variant || isFirst {
                for diagnostic in rule.evaluate(variant, in: context) {
                    if let at = merged[ruleIndex][diagnostic] {
                        if rule.scope == .variant, variantsSeen[ruleIndex][at].insert(variant.name).inserted {
                            byRule[ruleIndex][at].variants.append(variant.name)
                        }
                        continue
                    }
                    merged[ruleIndex][diagnostic] = byRule[ruleIndex].count
                    variantsSeen[ruleIndex].append([variant.name])
                    byRule[ruleIndex].append(Finding(rule: rule.id, severity: severity, campaignID: first.campaign.id,
                                                     file: first.source.file, variants: rule.scope == .variant ? [variant.name] : [],
                                                     element: diagnostic.element, message: diagnostic.message))
                }
            }
        }
    }

    // MARK: - Configuration

    private func applySuppressions(_ findings: [Finding]) -> (findings: [Finding], unused: [LintSuppression]) {
        var used: Set<LintSuppression> = []
        let marked = findings.map { finding in
            guard let suppression = configuration.suppression(for: finding) else { return finding }
            used.insert(suppression)
            var copy = finding
            copy.suppressedBecause = suppression.reason
            return copy
        }
        return (marked, configuration.suppressions.filter { !used.contains($0) })
    }

    package func report(_ findings: [Finding], campaigns: [LintReport.CampaignEntry]) -> LintReport {
        let (marked, unused) = applySuppressions(findings)
        return LintReport(findings: marked, campaigns: campaigns, rules: activeRules.map(\.rule.id), unusedSuppressions: unused)
    }
}
