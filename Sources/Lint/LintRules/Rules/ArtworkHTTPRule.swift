import BoxTreeModel

/// Artwork on `http://`: the SDK refuses it before any request, so the
/// campaign is skipped ("artwork not ready") on every device.
struct ArtworkHTTPRule: LintRule {
    let id = "artwork-http"
    let restates: Set = [Diagnostic.Code.artworkNotReady, Diagnostic.Code.artworkPlaceholder]
    let defaultSeverity = LintSeverity.error
    let summary = "Artwork on http:// is refused by the SDK, so the campaign is never shown."
    let scope = LintRuleScope.campaign

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let campaign = variant.campaign
        var references: [(key: String, url: String?)] = [("imageURL", campaign.imageURL)]
        if campaign.type == .slideup { references.append(("iconURL", campaign.iconURL)) }
        for code in campaign.localizations.keys.sorted() {
            references.append(("localizations.\(code).imageURL", campaign.localizations[code]?.imageURL))
        }
        return references.compactMap { key, url in
            guard let url, url.lowercased().hasPrefix("http://") else { return nil }
            return diagnostic(element: key, "\(url) is refused before any request (http://), so the campaign is skipped: "
                + "artwork not ready; use https://")
        }
    }
}
