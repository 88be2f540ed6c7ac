/// Where a drawing renderer gets decoded pixels, by the local file a box
/// tree's `ImageContent.file` names. The preview pipeline hands renderers the
/// artwork store that checked and decoded the artwork during layout, so each
/// image is decoded once per session; `ImageFiles` decodes from disk, for
/// trees that come without a store (read back from JSON, built by hand).
public protocol ImageProviding: Sendable {
    /// The decoded pixels of `file`.
    func image(file: String) throws -> RasterImage
}

/// Decodes each file from disk when asked (bounded like all artwork).
public struct ImageFiles: ImageProviding {
    public init() {}

    public func image(file: String) throws -> RasterImage {
        try ImageDecoder.decodeFile(at: file)
    }
}
