/// A campaign file and the asset folder its `https` artwork is looked up in.
public struct CampaignSource: Hashable, Sendable {
    /// The path as the user named it; shown in reports.
    public var file: String
    /// The folder standing in for the CDN (`--assets`), if any.
    public var assetsDirectory: String?

    public init(file: String, assetsDirectory: String? = nil) {
        self.file = file
        self.assetsDirectory = assetsDirectory
    }
}
