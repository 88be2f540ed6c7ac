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
                let laidOut = Self.inMatrixOrder(variants).map { variant in
                    let environment = variant.environment(values: subject.values, drawsPlaceholderArtwork: true)
                    let file = variant.campaign
                    return LintVariant(campaign: file.campaign, source: subject.source, warnings: file.warnings, environment: environment,
                                       tree: services.layout(file.campaign, source: subject.source, environment: environment))
                }
                findings += evaluate(laidOut, context: context)
                campaigns.append(.init(file: subject.source.file, campaignID: subject.declaredID, variantCount: laidOut.count))
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

    /// One campaign's variants through every active rule, rule by rule, so
    /// findings come out grouped by rule; identical findings merge.
    private func evaluate(_ variants: [LintVariant], context: LintContext) -> [Finding] {
        guard let first = variants.first else { return [] }
        variants.forEach(context.register)
        var findings: [Finding] = []
        for (rule, severity) in activeRules where !(rule is any DecodingFailureRule) {
            var merged: [LintViolation: Int] = [:]
            let evaluated = rule.scope == .campaign ? [first] : variants
            for variant in evaluated {
                for violation in rule.evaluate(variant, in: context) {
                    if let at = merged[violation] {
                        if rule.scope == .variant, !findings[at].variants.contains(variant.name) {
                            findings[at].variants.append(variant.name)
                        }
                        continue
                    }
                    merged[violation] = findings.count
                    findings.append(Finding(rule: rule.id, severity: severity, campaignID: first.campaign.id, file: first.source.file,
                                            variants: rule.scope == .variant ? [variant.name] : [],
                                            element: violation.element, message: violation.message))
                }
            }
        }
        return findings
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
