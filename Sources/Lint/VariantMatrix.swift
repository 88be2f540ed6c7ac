import CampaignModel
import Layout

/// Which variants of each campaign to check: devices x orientations x
/// languages x text sizes, in that order (text sizes vary fastest).
public struct VariantMatrix: Equatable, Sendable {
    public var devices: [Device]
    public var orientations: [Orientation]
    /// Language codes; `nil` means each campaign's own languages: its own
    /// text (counted as English) and each of its localizations.
    public var languages: [String]?
    public var textSizes: [ContentSizeCategory]

    public init(devices: [Device] = [DeviceCatalog.defaultDevice], orientations: [Orientation] = [.portrait],
                languages: [String]? = nil, textSizes: [ContentSizeCategory] = [.default]) {
        self.devices = devices
        self.orientations = orientations
        self.languages = languages
        self.textSizes = textSizes
    }

    /// iPhone 15, portrait, the campaign's own languages, text size L.
    public static let `default` = VariantMatrix()

    /// The languages checked for `campaign`.
    public func languages(for campaign: Campaign) -> [String] {
        if let languages { return languages }
        var result = ["en"]
        for code in campaign.localizations.keys.sorted() where !result.contains(where: { $0.lowercased() == code.lowercased() }) {
            result.append(code)
        }
        return result
    }

    /// Every environment of the matrix for `campaign`, in matrix order.
    /// Direction follows each language.
    public func environments(for campaign: Campaign, values: [String: String] = [:]) -> [Environment] {
        let languages = languages(for: campaign)
        var result: [Environment] = []
        result.reserveCapacity(devices.count * orientations.count * languages.count * textSizes.count)
        for device in devices {
            for orientation in orientations {
                for language in languages {
                    for size in textSizes {
                        result.append(Environment(device: device, orientation: orientation, language: language,
                                                  textSize: size, values: values))
                    }
                }
            }
        }
        return result
    }
}
