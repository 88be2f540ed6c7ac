import CImageCodecs
import Foundation

/// Large scratch buffers (frames, PNG scanlines) kept for reuse between
/// renders, encodes and decodes, instead of mapping fresh memory each time:
/// a fresh 12 MB buffer costs thousands of page faults, and the kernel
/// clearing every page, before a pixel is drawn.
///
/// Thread-safe. A buffer belongs to one caller between `withBuffer`'s start
/// and end; its contents on entry are whatever the last user left (callers
/// overwrite what they read). At most `maxRetained` buffers, and
/// `maxRetainedBytes` in all, wait in the pool, none larger than
/// `maxRetainedBuffer`, so memory stays flat however many frames a run
/// draws.
public final class PixelBufferPool: @unchecked Sendable {
    /// The pool the renderers, the encoder and the decoder share: two
    /// waiting buffers for each processor. A worker's frame, its band
    /// buffers and its scanlines are lent while it renders, so the buffers
    /// waiting are the ones the next variant takes. One a processor was
    /// too few once buffers under 8 MB moved to small pages: a `-j 1`
    /// matrix then mapped and unmapped a 2 MB buffer some 70 times, about
    /// 4% of its time; three a processor held some 30 MB more at the peak
    /// of a 1,152-variant matrix for no measurable speed
    /// (docs/performance.md, "The pool's second buffer"). Buffers up to
    /// 32 MB are kept: the largest device frame (iPad Pro 13", 2064 x
    /// 2752, 22.7 MB), its scanlines, a decoded golden. Anything larger is
    /// given back to the system: kept, each size of it would add one to the
    /// pool (contact-sheet pages, up to 90 MB, did so before they were
    /// drawn in bands of one row of cells).
    public static let shared = PixelBufferPool(maxRetained: 2 * ProcessInfo.processInfo.activeProcessorCount,
                                               maxRetainedBytes: 512 << 20, maxRetainedBuffer: 32 << 20)

    fileprivate struct Buffer {
        let pointer: UnsafeMutableRawPointer
        let count: Int
    }

    private let lock = NSLock()  // guards `free`
    private var free: [Buffer] = []
    private let maxRetained: Int
    private let maxRetainedBytes: Int
    private let maxRetainedBuffer: Int

    public init(maxRetained: Int, maxRetainedBytes: Int, maxRetainedBuffer: Int = .max) {
        self.maxRetained = maxRetained
        self.maxRetainedBytes = maxRetainedBytes
        self.maxRetainedBuffer = maxRetainedBuffer
    }

    /// The bytes of the buffers waiting in the pool.
    var retainedByteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.reduce(0) { $0 + $1.count }
    }

    deinit {
        for buffer in free { mp_unmap_pixels(buffer.pointer, buffer.count) }
    }

    /// Lends `body` a buffer of at least `byteCount` bytes (exactly
    /// `byteCount` are in the pointer's range), then takes it back.
    /// Throws `ImageCodecError.outOfMemory` when no memory can be had.
    public func withBuffer<T, E: Error>(byteCount: Int, _ body: (UnsafeMutableRawBufferPointer) throws(E) -> T) throws -> T {
        let buffer = try take(byteCount)
        defer { give(buffer) }
        return try body(UnsafeMutableRawBufferPointer(start: buffer.pointer, count: byteCount))
    }

    /// A buffer lent beyond one call (memory a Cairo surface draws into,
    /// given back when the surface is destroyed): `bytes` is what was asked
    /// for, the buffer may be larger. Give it back once, with `giveBack`.
    public struct Loan: @unchecked Sendable {
        public let bytes: UnsafeMutableRawBufferPointer
        fileprivate let buffer: Buffer
    }

    /// Lends a buffer of at least `byteCount` bytes until `giveBack`; its
    /// contents are whatever the last user left.
    /// Throws `ImageCodecError.outOfMemory` when no memory can be had.
    public func lend(byteCount: Int) throws(ImageCodecError) -> Loan {
        let buffer = try take(byteCount)
        return Loan(bytes: UnsafeMutableRawBufferPointer(start: buffer.pointer, count: byteCount), buffer: buffer)
    }

    /// Takes back a buffer `lend` gave.
    public func giveBack(_ loan: Loan) {
        give(loan.buffer)
    }

    /// The smallest free buffer that is large enough and at most twice the
    /// size wanted, or a new one. Without the upper bound a frame would take
    /// a contact-sheet page's buffer (60 to 90 MB) when the frame-sized ones
    /// were all lent, the next page would map another, and the pool would
    /// keep several page-sized buffers, their pages all touched: 430 MiB at
    /// 512 variants, where one page-sized buffer does.
    private func take(_ byteCount: Int) throws(ImageCodecError) -> Buffer {
        let wanted = max(1, byteCount)
        lock.lock()
        let best = free.indices.filter { Self.fits(free[$0].count, wanted) }.min { free[$0].count < free[$1].count }
        let kept = best.map { free.remove(at: $0) }
        lock.unlock()
        if let kept { return kept }
        guard let pointer = mp_map_pixels(wanted) else { throw .outOfMemory(bytes: wanted) }
        return Buffer(pointer: pointer, count: wanted)
    }

    private static func fits(_ count: Int, _ wanted: Int) -> Bool {
        count >= wanted && count / 2 <= wanted
    }

    /// Keeps the buffer for the next caller, dropping the smallest ones when
    /// the pool is over its limits (large frames are the costly ones to map).
    private func give(_ buffer: Buffer) {
        guard buffer.count <= maxRetainedBuffer else {
            mp_unmap_pixels(buffer.pointer, buffer.count)
            return
        }
        lock.lock()
        let dropped = keepLocked(buffer)
        lock.unlock()
        for buffer in dropped { mp_unmap_pixels(buffer.pointer, buffer.count) }
    }

    /// Adds `buffer` to the free ones (the lock held) and returns those
    /// dropped to stay within the limits, for the caller to unmap unlocked.
    private func keepLocked(_ buffer: Buffer) -> [Buffer] {
        free.append(buffer)
        free.sort { $0.count > $1.count }
        var dropped: [Buffer] = []
        while free.count > maxRetained || free.reduce(0, { $0 + $1.count }) > maxRetainedBytes {
            dropped.append(free.removeLast())
        }
        return dropped
    }
}
