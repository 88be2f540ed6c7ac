import BoxTreeModel
import CampaignModel
import JSONReading
import Layout
import LintRules
import Pipeline

/// Linting whole campaign files: every variant laid out (never drawn)
/// through the services, one family of variants at a time, and the problems
/// of files that do not decode turned into findings.
extension Linter {
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
    /// built-in catalog lists them (a team's own devices after them, by id),
    /// then language with the campaign's own text first,
    /// then text size from the smallest. The first is then the plainest
    /// variant, the one campaign-wide rules look at.
    static func inMatrixOrder(_ variants: [Variant]) -> [Variant] {
        let devices = DeviceCatalog.builtIn.ids
        func key(_ variant: Variant) -> (Int, String, Int, Int, String, ContentSizeCategory) {
            let localized = variant.campaign.campaign.localization(for: variant.language) != nil
            return (devices.firstIndex(of: variant.device.id) ?? devices.count, variant.device.id,
                    Orientation.allCases.firstIndex(of: variant.orientation) ?? 0,
                    localized ? 1 : 0, variant.language ?? "", variant.textSize)
        }
        return variants.sorted { key($0) < key($1) }
    }

    /// Variants that differ only in text size: rules that look at other text
    /// sizes share their layouts while the family is in memory.
    static func sameFamily(_ a: Variant, _ b: Variant) -> Bool {
        a.device.id == b.device.id && a.orientation == b.orientation && a.language == b.language
    }

    private func decodingFindings(_ error: InputProblems, subject: LintSubject) -> [Finding] {
        activeRules.flatMap { rule, severity -> [Finding] in
            guard let rule = rule.asDecodingFailureRule else { return [] }
            return rule.evaluate(error).map {
                Finding(rule: rule.id, severity: severity, campaignID: subject.declaredID, file: subject.source.file,
                        element: $0.element, message: $0.message)
            }
        }
    }
}
