import CCairo
import Foundation
import Imaging

/// Artwork scaled to device pixels, kept from one frame to the next of a
/// renderer. Scaling a photo down with Cairo's `GOOD` filter (pixman's
/// separable convolution, on its general path) was a third of a matrix's
/// drawing, and a matrix draws the same artwork at the same scale in every
/// language and text size of a device. A scaled image is a function of its
/// key alone (`BoxTreePainter.scaledArtwork`), so a frame is the same bytes
/// whether its artwork came from here or was scaled afresh, at any `-j` and
/// in any order.
final class ScaledArtworkCache: @unchecked Sendable {
    /// What a scaled image depends on: the decoded pixels (their address,
    /// which no other image can take while the entry keeps the pixels
    /// alive), the scale, the fraction of a pixel the image is offset from
    /// the region's corner, and the region's size.
    struct Key: Hashable {
        let pixels: UInt
        let width: Int, height: Int, stride: Int
        let scaleX: Double, scaleY: Double
        let offsetX: Double, offsetY: Double
        let regionWidth: Int, regionHeight: Int
    }

    private struct Entry {
        let surface: OpaquePointer
        /// Keeps the decoded pixels (and so the key's address) alive.
        let image: RasterImage
        let bytes: Int
        var lastUse: Int
    }

    /// Bytes of scaled images kept at most: a card's photo or two at a
    /// phone's scale. Larger regions (a full-screen photo, 12 MB on a 3x
    /// phone) are drawn directly, never through a scaled copy: a copy that
    /// size each frame, even let go at once, grew a long matrix's heap past
    /// its memory goal. Which way a region is drawn depends on its size
    /// alone, so a frame is still the same bytes every time.
    static let maxBytes = 3 << 20
    /// Copies kept at most: each keeps its decoded original alive too, which
    /// costs nothing where an artwork store holds the original for the run
    /// (every pipeline), and bounds what a caller that decodes afresh for
    /// each frame (`ImageFiles`) can leave behind.
    static let maxEntries = 8

    /// Whether a region of this many pixels is scaled through a copy (and kept).
    static func holds(width: Int, height: Int) -> Bool {
        width * height * 4 <= maxBytes
    }

    // `lock` guards the entries.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var clock = 0

    /// Scaled copies kept now, and their bytes.
    var kept: (count: Int, bytes: Int) { lock.withLock { (entries.count, bytes) } }

    /// A referenced surface for `key` (the caller destroys it), or `nil`.
    func surface(for key: Key) -> OpaquePointer? {
        lock.withLock {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            return cairo_surface_reference(entry.surface)
        }
    }

    /// Keeps `surface` (referenced here) for `key` when it fits, forgetting
    /// the least recently used.
    func keep(_ surface: OpaquePointer, for key: Key, image: RasterImage) {
        let size = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        lock.withLock {
            guard entries[key] == nil else { return }
            while bytes + size > Self.maxBytes || entries.count >= Self.maxEntries, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                cairo_surface_destroy(oldest.value.surface)
                bytes -= oldest.value.bytes
                entries[oldest.key] = nil
            }
            clock += 1
            entries[key] = Entry(surface: cairo_surface_reference(surface), image: image, bytes: size, lastUse: clock)
            bytes += size
        }
    }

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The memory of scaled copies, given back when their surface is
    /// destroyed. Each used to be mapped for its surface alone and unmapped
    /// with it (from the heap they left it larger after every long matrix:
    /// malloc keeps what it has served at that size); a matrix made and
    /// dropped some 150 a run, each unmap, at `-j 2`, interrupting the
    /// other core to flush its TLB, and each new mapping faulted in page by
    /// page. Up to eight copies' worth waits here: the cache's own bound.
    static let surfaceMemory = PixelBufferPool(maxRetained: maxEntries, maxRetainedBytes: maxBytes)

    /// An ARGB32 surface over memory lent by `surfaceMemory` and given back
    /// with it. Its pixels on entry are another copy's: the caller paints
    /// every one (`BoxTreePainter.scale` paints with `SOURCE`).
    static func makeSurface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, width > 0, height > 0, let loan = try? surfaceMemory.lend(byteCount: stride * height) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(loan.bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride)) else {
            surfaceMemory.giveBack(loan)
            return nil
        }
        let held = UnsafeMutablePointer<PixelBufferPool.Loan>.allocate(capacity: 1)
        held.initialize(to: loan)
        let tagged = cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
            && cairo_surface_set_user_data(surface, memoryKey.pointer, held, { pointer in
                guard let held = pointer?.assumingMemoryBound(to: PixelBufferPool.Loan.self) else { return }
                ScaledArtworkCache.surfaceMemory.giveBack(held.move())
                held.deallocate()
            }) == CAIRO_STATUS_SUCCESS
        guard tagged else {
            cairo_surface_destroy(surface)
            surfaceMemory.giveBack(held.move())
            held.deallocate()
            return nil
        }
        return surface
    }
}

/// The address `ScaledArtworkCache.makeSurface` tags its surfaces' memory
/// with: Cairo compares it, never reads or writes through it.
private final class UserDataKey: @unchecked Sendable {
    let pointer = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

private let memoryKey = UserDataKey()
