import CampaignModel
import Foundation
import InputFiles
import JSONReading

/// A campaign file, decoded once and shared by all its variants (a single
/// `render` has one variant; a matrix many).
public struct CampaignFile: Hashable, Sendable {
    /// The file, absolute and standardized.
    public let url: URL
    /// The path as the user's pattern or folder named it, for messages.
    public let displayPath: String
    /// The file-safe name its outputs go under: `<key>/<device>-...`. Made of
    /// letters, digits, `.`, `_`, `-`, and `/` between folder levels (see
    /// `CampaignDiscovery` for how it is derived).
    public let key: String
    public let campaign: Campaign
    /// Decoder and importer warnings (unknown keys, fallbacks, vendor fields
    /// the model cannot express), to print once per file.
    public let warnings: [InputProblem]
    /// For an Adobe HTML message: where the SDK draws its web view, which the
    /// campaign alone cannot carry; `nil` for every other message.
    public let adobeFrame: AdobeFrame?
    /// The repository folder, when `preview.json` named the campaign: the
    /// asset folder found beside it must lie there too (`RenderSettings`).
    /// `nil` for a campaign the caller named.
    public var repository: RepositoryFolder?

    public init(url: URL, displayPath: String, key: String, campaign: Campaign, warnings: [InputProblem] = [],
                adobeFrame: AdobeFrame? = nil, repository: RepositoryFolder? = nil) {
        self.url = url
        self.displayPath = displayPath
        self.key = key
        self.campaign = campaign
        self.warnings = warnings
        self.adobeFrame = adobeFrame
        self.repository = repository
    }

    /// The keys of the campaign's `localizations`, sorted.
    public var localizedLanguages: [String] { campaign.localizations.keys.sorted() }

    public static func == (a: Self, b: Self) -> Bool { a.url == b.url && a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}
