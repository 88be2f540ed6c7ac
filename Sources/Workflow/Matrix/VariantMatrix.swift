import BoxTreeModel
import CampaignModel
import Layout
import Pipeline

/// Which variants to render: campaign files times devices, orientations,
/// languages, text sizes, appearances and formats, each a list or all.
///
/// The same type serves `preview-cli matrix`, the `matrix` section of
/// `preview.json` and any command that walks the same variants (`lint`).
public struct VariantMatrix: Hashable, Sendable {
    /// Campaign files, folders or glob patterns (`campaigns/**/*.json`);
    /// `nil` means the config's top-level `campaigns`.
    public var campaigns: [String]?
    public var devices: AxisSelection<String>
    public var orientations: AxisSelection<Orientation>
    public var languages: LanguageSelection
    public var textSizes: AxisSelection<ContentSizeCategory>
    /// Light, dark or both; light alone by default.
    public var appearances: AxisSelection<Appearance> = .list([.default])
    /// `all` is every built-in format of the session that renders.
    public var formats: AxisSelection<String>
    /// The themes its variants are drawn in, each in turn; `nil` (the
    /// default): the run's theme. With more than one, file names end in the
    /// theme's name (`VariantTheme.fileNamePart`); with one, they are
    /// those of the run's theme.
    public var themes: [VariantTheme]?

    /// The defaults are one variant per campaign: the default device, in
    /// portrait, in the base language, at the default text size, as PNG.
    public init(campaigns: [String]? = nil,
                devices: AxisSelection<String> = .list([DeviceCatalog.defaultDevice.id]),
                orientations: AxisSelection<Orientation> = .list([.portrait]),
                languages: LanguageSelection? = nil,
                textSizes: AxisSelection<ContentSizeCategory> = .list([.default]),
                formats: AxisSelection<String> = .list(["png"])) {
        self.campaigns = campaigns
        self.devices = devices
        self.orientations = orientations
        self.languages = languages ?? .list([VariantMatrix.defaultBaseLanguage])
        self.textSizes = textSizes
        self.formats = formats
    }

    /// The language a campaign's untranslated text is taken to be in, unless
    /// the config says otherwise (`baseLanguage`).
    public static let defaultBaseLanguage = "en"

    /// The matrix's variants for `campaigns`, sorted by name.
    /// - Parameters:
    ///   - allFormats: what `formats: all` means (the session's built-in renderers).
    ///   - baseLanguage: the language of a campaign's own text, for `languages: campaign`.
    ///   - catalog: the run's devices (`RenderSettings.devices`); `devices: all` is every one of them.
    /// - Throws: a device id the catalog does not know.
    public func variants(of campaigns: [CampaignFile], allFormats: [String], baseLanguage: String = defaultBaseLanguage,
                         devices catalog: DeviceCatalog = .builtIn) throws(MatrixError) -> [Variant] {
        let devices = try devices.resolve(all: catalog.ids).map { id throws(MatrixError) -> Device in
            guard let device = catalog.device(named: id) else { throw .unknownDevice(id, known: catalog.ids) }
            return device
        }
        let orientations = orientations.resolve(all: Orientation.allCases)
        let sizes = textSizes.resolve(all: ContentSizeCategory.allCases)
        let appearances = appearances.resolve(all: Appearance.allCases)
        let formats = formats.resolve(all: allFormats)
        let chosen = self.themes ?? []
        let themes: [VariantTheme?] = chosen.isEmpty ? [nil] : chosen.map { Optional($0) }
        let namesTheme = themes.count > 1
        var variants: [Variant] = []
        for campaign in campaigns {
            let codes = languages.resolve(for: campaign, baseLanguage: baseLanguage)
            if let bad = codes.first(where: { !LanguageCode.isValid($0) }) {
                throw .invalidLanguage(code: bad, campaign: campaign.displayPath)
            }
            for language in codes {
                for device in devices {
                    for orientation in orientations {
                        for size in sizes {
                            for appearance in appearances {
                                for theme in themes {
                                    variants.append(Variant(campaign: campaign, device: device, orientation: orientation,
                                                            language: language, textSize: size, appearance: appearance, formats: formats,
                                                            theme: theme, namesTheme: namesTheme))
                                }
                            }
                        }
                    }
                }
            }
        }
        return variants.sorted { $0.name < $1.name }
    }

    /// The union of several matrices' variants, sorted by name: a variant
    /// two matrices both name is rendered once, in every format either asks for.
    public static func union(_ lists: [[Variant]]) -> [Variant] {
        var byName: [String: Variant] = [:]
        var order: [String] = []
        for variant in lists.joined() {
            if let existing = byName[variant.name] {
                let formats = existing.formats + variant.formats.filter { !existing.formats.contains($0) }
                byName[variant.name] = existing.with(formats: formats)
            } else {
                byName[variant.name] = variant
                order.append(variant.name)
            }
        }
        return order.sorted().map { byName[$0]! }
    }
}
