/// A JSON file a folder or pattern reached that is not taken as a campaign.
public struct SkippedFile: Hashable, Sendable, Codable {
    /// Why a file is passed over; see `CampaignDiscovery` for the rules.
    public enum Reason: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        /// `values.json`, `*.values.json`: placeholder values.
        case valuesFile
        /// `manifest.json`: an asset folder's URL-to-file map.
        case assetManifest
        /// `preview.json`, `package.json` and the like.
        case configFile
        /// `theme.json`, `*.theme.json`.
        case themeFile
        /// `*.a11y.json`, `*.tree.json`: what a previous run wrote.
        case previewOutput
        /// JSON without any campaign key.
        case notACampaign

        public var description: String {
            switch self {
            case .valuesFile: "values file"
            case .assetManifest: "asset manifest"
            case .configFile: "config file"
            case .themeFile: "theme file"
            case .previewOutput: "preview output"
            case .notACampaign: "not a campaign"
            }
        }
    }

    /// As the folder or pattern reached it, for messages.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
