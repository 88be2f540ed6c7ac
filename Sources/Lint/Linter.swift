import BoxTreeModel
import CampaignModel
import Layout
import Workflow

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
    var activeRules: [(rule: any LintRule, severity: LintSeverity)] {
        rules.compactMap { rule in configuration.severity(of: rule).map { (rule, $0) } }
    }

    /// What `preview-cli lint` checks without a config or matrix flags:
    /// iPhone 15, portrait, each campaign's own languages, text size L.
    /// Nothing is drawn, so the matrix names no formats.
    public static let defaultMatrix = VariantMatrix(languages: .campaign, formats: .list([]))

    /// Lints campaign files: lays out every variant of every subject that
    /// decodes, and turns the problems of those that do not into findings.
    public func lint(_ subjects: [LintSubject]) -> LintReport {
        let context = LintContext(services: services, configuration: configuration)
        var findings: [Finding] = []
        var campaigns: [LintReport.CampaignEntry] = []
        for subject in subjects {
            switch subject.variants {
            case .failure(let error):
                findings += decodingFindings(error, subject: subject)
                campaigns.append(.init(file: subject.source.file, campaignID: subject.declaredID, variantCount: 0))
            case .success(let variants):
                // Streamed: one family of variants (same device, orientation and
                // language, every text size) is laid out at a time and dropped
                // once its findings are merged, so memory stays flat however
                // many languages a campaign has.
                var evaluation = Evaluation(rules: activeRules)
                let ordered = Self.inMatrixOrder(variants)
                var start = 0
                while start < ordered.count {
                    var end = start + 1
                    while end < ordered.count && Self.sameFamily(ordered[start], ordered[end]) { end += 1 }
                    let family = ordered[start..<end].map { variant in
                        let environment = variant.environment(values: subject.values, drawsPlaceholderArtwork: true)
                        let file = variant.campaign
                        return LintVariant(campaign: file.campaign, source: subject.source, warnings: file.warnings, environment: environment,
                                           tree: services.layout(file.campaign, source: subject.source, environment: environment))
                    }
                    family.forEach(context.register)
                    for variant in family { evaluation.add(variant, context: context) }
                    context.forgetLayouts()
                    start = end
                }
                findings += evaluation.findings
                campaigns.append(.init(file: subject.source.file, campaignID: subject.declaredID, variantCount: ordered.count))
            }
        }
        return report(findings, campaigns: campaigns)
    }

    /// A campaign's variants as reports list them, whatever order they came
    /// in (a plan sorts them by name): by device and orientation as the
    /// catalog lists them, then language with the campaign's own text first,
    /// then text size from the smallest. The first is then the plainest
    /// variant, the one campaign-wide rules look at.
    static func inMatrixOrder(_ variants: [Variant]) -> [Variant] {
        let devices = DeviceCatalog.all.map(\.id)
        func key(_ variant: Variant) -> (Int, Int, Int, String, ContentSizeCategory) {
            let localized = variant.campaign.campaign.localization(for: variant.language) != nil
            return (devices.firstIndex(of: variant.device.id) ?? devices.count,
                    Orientation.allCases.firstIndex(of: variant.orientation) ?? 0,
                    localized ? 1 : 0, variant.language ?? "", variant.textSize)
        }
        return variants.sorted { key($0) < key($1) }
    }

    /// Runs the rules over variants already laid out, grouped by campaign in
    /// order of first appearance. Suppressions are applied; findings of
    /// rules that are `off` never appear.
    public func lint(_ variants: [LintVariant]) -> [Finding] {
        let context = LintContext(services: services, configuration: configuration)
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
    private func evaluate(_ variants: [LintVariant], context: LintContext) -> [Finding] {
        variants.forEach(context.register)
        var evaluation = Evaluation(rules: activeRules)
        for variant in variants { evaluation.add(variant, context: context) }
        return evaluation.findings
    }

    /// Variants that differ only in text size: rules that look at other text
    /// sizes share their layouts while the family is in memory.
    static func sameFamily(_ a: Variant, _ b: Variant) -> Bool {
        a.device.id == b.device.id && a.orientation == b.orientation && a.language == b.language
    }

    /// One campaign's findings, gathered a variant at a time: each rule's
    /// findings in the order they first appear, rule by rule as the rules are
    /// listed (campaign-wide rules look at the first variant only), with each
    /// finding's variants merged in constant time per variant.
    private struct Evaluation {
        let rules: [(rule: any LintRule, severity: LintSeverity)]
        private var byRule: [[Finding]]
        private var merged: [[LintViolation: Int]]
        private var variantsSeen: [[Set<String>]]
        private var first: LintVariant?

        init(rules: [(rule: any LintRule, severity: LintSeverity)]) {
            self.rules = rules.filter { !($0.rule is any DecodingFailureRule) }
            byRule = Array(repeating: [], count: self.rules.count)
            merged = Array(repeating: [:], count: self.rules.count)
            variantsSeen = Array(repeating: [], count: self.rules.count)
        }

        var findings: [Finding] { Array(byRule.joined()) }

        mutating func add(_ variant: LintVariant, context: LintContext) {
            let isFirst = first == nil
            if isFirst { first = variant }
            guard let first else { return }
            for (ruleIndex, (rule, severity)) in rules.enumerated() where rule.scope == .variant || isFirst {
                for violation in rule.evaluate(variant, in: context) {
                    if let at = merged[ruleIndex][violation] {
                        if rule.scope == .variant, variantsSeen[ruleIndex][at].insert(variant.name).inserted {
                            byRule[ruleIndex][at].variants.append(variant.name)
                        }
                        continue
                    }
                    merged[ruleIndex][violation] = byRule[ruleIndex].count
                    variantsSeen[ruleIndex].append([variant.name])
                    byRule[ruleIndex].append(Finding(rule: rule.id, severity: severity, campaignID: first.campaign.id,
                                                     file: first.source.file, variants: rule.scope == .variant ? [variant.name] : [],
                                                     element: violation.element, message: violation.message))
                }
            }
        }
    }

    private func decodingFindings(_ error: CampaignDecodingError, subject: LintSubject) -> [Finding] {
        activeRules.flatMap { rule, severity -> [Finding] in
            guard let rule = rule as? any DecodingFailureRule else { return [] }
            return rule.evaluate(error).map {
                Finding(rule: rule.id, severity: severity, campaignID: subject.declaredID, file: subject.source.file,
                        element: $0.element, message: $0.message)
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

    private func report(_ findings: [Finding], campaigns: [LintReport.CampaignEntry]) -> LintReport {
        let (marked, unused) = applySuppressions(findings)
        return LintReport(findings: marked, campaigns: campaigns, rules: activeRules.map(\.rule.id), unusedSuppressions: unused)
    }
}
