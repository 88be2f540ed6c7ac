import Pipeline
/// The languages axis of a variant matrix. Unlike the other axes, "all"
/// depends on the campaign: every campaign has its own localizations.
public enum LanguageSelection: Hashable, Sendable {
    /// These language codes for every campaign (`en`, `ar`, `pt-BR`). A code
    /// the campaign does not localize shows its own text, laid out in the
    /// code's direction (`ar` still mirrors).
    case list([String])
    /// Each campaign's own languages: the base language (the language of its
    /// untranslated text) and every key of its `localizations`.
    case campaign

    /// The codes to render `campaign` in, base language first, no duplicates.
    public func resolve(for campaign: CampaignFile, baseLanguage: String) -> [String] {
        let codes: [String]
        switch self {
        case .list(let list): codes = list
        case .campaign: codes = [baseLanguage] + campaign.localizedLanguages
        }
        var seen = Set<String>()
        return codes.filter { seen.insert($0).inserted }
    }
}
