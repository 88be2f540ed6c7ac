import BoxTreeModel
import Layout
import Pipeline

extension VariantMatrix {
    /// How many variants `variants(of:allFormats:baseLanguage:)` makes for
    /// `campaigns`, worked out from the axes without making any, so a plan
    /// over its limit is refused before memory is spent on it. Saturates at
    /// `Int.max` rather than overflowing.
    public func count(of campaigns: [CampaignFile], baseLanguage: String = defaultBaseLanguage,
                      devices catalog: DeviceCatalog = .builtIn) -> Int {
        let perLanguage = [
            devices.resolve(all: catalog.ids).count,
            orientations.resolve(all: Orientation.allCases).count,
            textSizes.resolve(all: ContentSizeCategory.allCases).count,
            appearances.resolve(all: Appearance.allCases).count,
            max(themes?.count ?? 1, 1),
        ].reduce(1, Self.saturatingProduct)
        var total = 0
        for campaign in campaigns {
            let languages = languages.resolve(for: campaign, baseLanguage: baseLanguage).count
            let (sum, overflow) = total.addingReportingOverflow(Self.saturatingProduct(languages, perLanguage))
            total = overflow ? .max : sum
        }
        return total
    }

    private static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }
}
