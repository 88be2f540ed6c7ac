import Foundation
import Imaging

extension ContactSheet {
    /// A cell's thumbnail as a sheet holds it until its band is drawn: as
    /// its pixels (`init(pixels:)`: a matrix's rows are drawn soon after
    /// their variants), or compressed (`init(_:)`) when it may wait long: an
    /// opaque one (every preview's) as a PNG, a few times smaller than its
    /// pixels (a landscape phone's is 1.5 MB of pixels), and decoded, the
    /// same pixels, when its band is drawn; one with any transparency as its
    /// pixels, which a PNG of straight colours could not give back exactly.
    public struct Thumbnail: Sendable {
        public let width: Int, height: Int
        /// Whether every pixel is opaque: its cell then paints nothing under it.
        public let isOpaque: Bool
        private let stored: Stored

        private enum Stored: Sendable {
            case png(Data)
            case pixels(RasterImage)
        }

        /// Holds the pixels as they are.
        /// - Parameter isOpaque: whether every alpha is 255, when the caller
        ///   knows (a frame's thumbnail, whose alpha the encoder sets); the
        ///   pixels are looked at otherwise.
        public init(pixels image: RasterImage, isOpaque: Bool? = nil) {
            assert(isOpaque != true || image.isOpaque, "a thumbnail said to be opaque is not")
            width = image.width
            height = image.height
            self.isOpaque = isOpaque ?? image.isOpaque
            stored = .pixels(image)
        }

        /// Holds the pixels compressed when they are opaque.
        public init(_ image: consuming RasterImage) {
            width = image.width
            height = image.height
            isOpaque = image.isOpaque
            guard image.stride == image.width * 4, isOpaque else {  // thumbnails are packed; anything else is kept as it is
                stored = .pixels(image)
                return
            }
            // Filtered over the pixels themselves (a copy when the caller still holds them).
            let (width, height, stride) = (image.width, image.height, image.stride)
            var pixels = (consume image).pixels
            let png = pixels.withUnsafeMutableBytes { raw in
                try? PNGEncoder.encodeConsuming(opaquePixels: raw, width: width, height: height, stride: stride, compression: .fast)
            }
            // Only running out of memory fails here, the pixels then half filtered: the file's grey placeholder.
            stored = png.map { .png($0) } ?? .pixels(RasterImage(width: width, height: height, stride: stride,
                                                                 pixels: [UInt8](repeating: 0xD1, count: stride * height)))
        }

        /// The thumbnail's pixels.
        public func image() throws -> RasterImage {
            switch stored {
            case .png(let png): try ImageDecoder.decode(png)
            case .pixels(let image): image
            }
        }

        /// The bytes held.
        var byteCount: Int {
            switch stored {
            case .png(let png): png.count
            case .pixels(let image): image.pixels.count
            }
        }
    }
}
