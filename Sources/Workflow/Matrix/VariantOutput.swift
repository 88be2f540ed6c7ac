import Foundation
import Imaging
import RenderCore

/// One format's output for one variant, and where it goes below an output
/// or goldens folder.
public struct VariantOutput: Sendable {
    /// What a renderer produced.
    public enum Content: Sendable {
        /// The file's bytes.
        case bytes(Data)
        /// A PNG output's drawn pixels, not yet encoded: a golden check
        /// compares them with the decoded golden and encodes only what it
        /// must write (a failure's actual image, a new golden).
        case frame(RasterImage)
        /// A PNG output not drawn: the golden-check cache holds proof that its
        /// frame is identical to its golden (``GoldenCheckCache``).
        case unchangedFrame
    }

    public let format: String
    /// `<campaign>/<device>-<orientation>-<lang>-<size>.<ext>`.
    public let path: String
    public let content: Content
    /// How it is compared with its golden: its renderer says (``Renderer/comparison``).
    public let comparison: OutputComparison
    /// For a drawn frame: the golden-check cache's key, remembered when the
    /// frame proves identical to its golden.
    public var cacheKey: String?

    public init(format: String, path: String, data: Data, comparison: OutputComparison) {
        self.init(format: format, path: path, content: .bytes(data), comparison: comparison)
    }

    public init(format: String, path: String, content: Content, comparison: OutputComparison) {
        self.format = format
        self.path = path
        self.content = content
        self.comparison = comparison
    }

    /// The file's bytes: as rendered, or the frame encoded as PNG now
    /// (`.fast`: the bytes `matrix` writes for it, in the renderer's bands;
    /// `.compact` for a golden).
    public func data(compression: PNGCompression = .fast) throws -> Data {
        switch content {
        case .bytes(let data): data
        case .frame(let image):
            compression == .fast ? try PNGBandEncoder.encode(opaque: image) : try PNGEncoder.encode(opaque: image, compression: compression)
        case .unchangedFrame: throw UndrawnFrame(path: path)
        }
    }

    /// The bytes of a frame the cache let a check skip were asked for; a
    /// check only skips frames when it writes none (never when recording).
    struct UndrawnFrame: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) was not drawn (unchanged since the last check)" }
    }

    /// Compared as pictures, with the perceptual diff.
    public var isImage: Bool { comparison == .pixels }
}
