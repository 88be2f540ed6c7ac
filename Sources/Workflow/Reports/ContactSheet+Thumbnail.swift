import Foundation
import Imaging

extension ContactSheet {
    /// A cell's thumbnail as a sheet holds it until its band is drawn: as
    /// its pixels while thumbnails hold fewer than `rawBytesLimit` bytes
    /// of such pixels (compressing a thumbnail and inflating it again costs
    /// about as much as taking it), and past that, an opaque one (every
    /// preview's) compressed as a PNG, a few times smaller than its pixels (a
    /// landscape phone's is 1.5 MB of pixels, and a page waits for 48 of
    /// them while the page before is drawn), and decoded, the same pixels,
    /// when its band is drawn; one with any transparency (a placeholder) as
    /// its pixels, which a PNG of straight colours could not give back
    /// exactly. Either way the sheet's bytes are the same.
    public struct Thumbnail: Sendable {
        public let width: Int, height: Int
        private let stored: Stored

        private enum Stored: Sendable {
            case png(Data)
            case pixels(RasterImage)
            /// Pixels counted against `rawBytesLimit` until the last copy of this thumbnail is let go.
            case counted(RasterImage, RawBytes)
        }

        /// Pixels held uncompressed by every thumbnail of the process, at most.
        static let rawBytesLimit = 32 << 20
        static let rawBytes = RawBytesCounter(limit: rawBytesLimit)

        public init(_ image: consuming RasterImage) {
            self.init(image, counter: Self.rawBytes)
        }

        /// Held uncompressed while `counter` has room.
        init(_ image: consuming RasterImage, counter: RawBytesCounter) {
            width = image.width
            height = image.height
            if let counted = counter.reserve(image.pixels.count) {
                stored = .counted(image, counted)
                return
            }
            guard Self.isOpaque(image) else {
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

        /// Whether the pixels are held as they are (not compressed).
        var isUncompressed: Bool {
            if case .png = stored { return false }
            return true
        }

        /// The thumbnail's pixels.
        public func image() throws -> RasterImage {
            switch stored {
            case .png(let png): try ImageDecoder.decode(png)
            case .pixels(let image), .counted(let image, _): image
            }
        }

        /// The bytes held.
        var byteCount: Int {
            switch stored {
            case .png(let png): png.count
            case .pixels(let image), .counted(let image, _): image.pixels.count
            }
        }

        /// Every alpha byte 255: the pixels ANDed together (a loop the compiler vectorises).
        private static func isOpaque(_ image: RasterImage) -> Bool {
            guard image.stride == image.width * 4 else { return false }  // thumbnails are packed; anything else is kept as it is
            return image.pixels.withUnsafeBytes { raw in
                raw.bindMemory(to: UInt32.self).prefix(image.width * image.height).reduce(UInt32.max, &) >> 24 == 0xFF
            }
        }
    }

    /// The bytes of pixels thumbnails hold uncompressed, process-wide.
    final class RawBytesCounter: @unchecked Sendable {
        let limit: Int
        private let lock = NSLock()
        private var held = 0

        init(limit: Int) { self.limit = limit }

        /// Counts `bytes` if they fit under the limit, until the returned token is let go.
        func reserve(_ bytes: Int) -> RawBytes? {
            lock.withLock {
                guard held + bytes <= limit else { return nil }
                held += bytes
                return RawBytes(bytes, counter: self)
            }
        }

        fileprivate func release(_ bytes: Int) {
            lock.withLock { held -= bytes }
        }

        var bytesHeld: Int { lock.withLock { held } }
    }

    /// Bytes counted by a `RawBytesCounter`, given back when the last thumbnail holding them is let go.
    final class RawBytes: Sendable {
        let bytes: Int
        private let counter: RawBytesCounter

        fileprivate init(_ bytes: Int, counter: RawBytesCounter) {
            self.bytes = bytes
            self.counter = counter
        }

        deinit { counter.release(bytes) }
    }
}
