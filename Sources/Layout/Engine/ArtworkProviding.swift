import BoxTreeModel
/// Finds and checks a campaign's artwork. The layout engine only needs to know
/// whether an image would load on a device and its pixel size; `Assets`
/// implements this against the file system. Tests may inject a fake.
public protocol ArtworkProviding {
    /// Looks up `reference` as written in the campaign (`https://…`,
    /// `file://…` or a path relative to the campaign file).
    func artwork(for reference: String) -> ArtworkLookup

    /// The average colour of `image`'s pixels that land under `region` when
    /// it is drawn into `frame`, or nil when its pixels are not at hand.
    /// Layout reads it only for what the system draws over a message (the
    /// home indicator's colour), never for the message's own geometry.
    func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor?
}

extension ArtworkProviding {
    /// Pixels unknown: a provider that only checks files and sizes.
    public func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? { nil }
}

public enum ArtworkLookup: Equatable, Sendable {
    case loaded(ArtworkInfo)
    /// The reason, for "skipped: artwork not ready (reason)".
    case failed(String)
}

/// Artwork that loaded.
public struct ArtworkInfo: Equatable, Sendable {
    /// The local file the decoder read.
    public var file: String
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(file: String, pixelWidth: Int, pixelHeight: Int) {
        self.file = file
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// Width over height.
    public var aspectRatio: Double { pixelHeight == 0 ? 1 : Double(pixelWidth) / Double(pixelHeight) }
}
