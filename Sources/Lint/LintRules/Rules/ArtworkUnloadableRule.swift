import BoxTreeModel
import Layout

/// Artwork the preview cannot load from the asset folder or disk: a missing
/// file, a corrupt or oversized image. A device skips a campaign whose
/// artwork is not ready. (`http://` URLs are `artwork-http`'s.) Linting lays
/// such artwork out as a placeholder, so the other rules still see the text.
struct ArtworkUnloadableRule: LintRule {
    let id = "artwork-unloadable"
    let restates: Set = [Diagnostic.Code.artworkNotReady, Diagnostic.Code.artworkPlaceholder]
    let defaultSeverity = LintSeverity.error
    let summary = "Artwork cannot be loaded (missing, corrupt or too large), so a device skips the campaign."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let campaign = variant.campaign
        var references: [(key: String, url: String?)] = [("imageURL", CampaignText.imageURL(in: campaign, language: variant.environment.language))]
        if campaign.type == .slideup, campaign.layout == .textWithImage { references.append(("iconURL", campaign.iconURL)) }
        return references.compactMap { key, url in
            guard let url, !url.lowercased().hasPrefix("http://"),
                  case .failed(let reason) = context.services.artwork(for: url, source: variant.source) else { return nil }
            return diagnostic(element: key, "\(url) cannot load (\(reason)), so a device skips the campaign: artwork not ready")
        }
    }
}
