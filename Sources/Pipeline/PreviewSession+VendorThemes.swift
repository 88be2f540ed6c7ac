import CampaignModel
import Layout

/// The built-in theme of each vendor whose SDK has a native look, by the
/// source a message was imported from. Adobe's messages are HTML pages and
/// our own campaigns use the session's theme, so neither has an entry.
struct VendorThemes {
    /// Vendors with a built-in theme of the same name (`themes/<name>.json`).
    static let sources: [MessageSource] = [.braze, .firebase, .radar]

    let themes: [MessageSource: Theme]

    /// Read from `catalog`; a vendor whose theme cannot be read has no entry,
    /// so its messages fall back to the session's theme.
    init(catalog: ThemeCatalog?) {
        var themes: [MessageSource: Theme] = [:]
        for source in Self.sources {
            if let theme = try? catalog?.builtIn(named: source.rawValue).theme { themes[source] = theme }
        }
        self.themes = themes
    }
}

extension PreviewSession {
    /// The theme `campaign` is drawn with: its vendor's built-in theme when
    /// the session follows vendor themes and the vendor has one, else
    /// ``theme``. Layout and lint both ask here, so they agree.
    public func theme(for campaign: Campaign) -> Theme {
        guard followsVendorThemes, VendorThemes.sources.contains(campaign.source) else { return theme }
        if vendorThemes == nil { vendorThemes = VendorThemes(catalog: try? ThemeCatalog.standard()) }
        return vendorThemes?.themes[campaign.source] ?? theme
    }
}
