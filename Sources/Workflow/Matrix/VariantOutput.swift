import Foundation

/// One format's bytes for one variant, and where they go below an output
/// or goldens folder.
public struct VariantOutput: Sendable {
    public let format: String
    /// `<campaign>/<device>-<orientation>-<lang>-<size>.<ext>`.
    public let path: String
    public let data: Data

    public init(format: String, path: String, data: Data) {
        self.format = format
        self.path = path
        self.data = data
    }

    /// Outputs with this extension are images and compared perceptually;
    /// every other output is compared byte for byte.
    public var isImage: Bool { path.hasSuffix(".png") }
}
