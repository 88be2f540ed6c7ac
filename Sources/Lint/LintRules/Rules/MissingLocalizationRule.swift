import BoxTreeModel
import CampaignModel

/// A language the run asked for that the campaign has no text for: the SDK
/// shows the campaign's own text (taken to be English) instead.
struct MissingLocalizationRule: LintRule {
    let id = Diagnostic.Code.missingLocalization
    let restates: Set = [Diagnostic.Code.missingLocalization]
    let defaultSeverity = LintSeverity.warning
    let summary = "A requested language has no localization, so the campaign's own (English) text is shown."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        guard let language = variant.environment.language, Campaign.baseLanguage(language) != "en",
              variant.campaign.localization(for: language) == nil else { return [] }
        let available = (["en"] + variant.campaign.localizations.keys.sorted()).joined(separator: ", ")
        return [diagnostic("no localization for \"\(language)\": the campaign's own text is shown (it has: \(available))")]
    }
}
