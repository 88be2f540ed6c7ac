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
/// `maxRetainedBytes` in all, wait in the pool, so memory stays flat however
/// many frames a run draws.
public final class PixelBufferPool: @unchecked Sendable {
    /// The pool the renderers, the encoder and the decoder share: a few
    /// buffers for each processor (a frame, its scanlines, a decoded golden).
    public static let shared = PixelBufferPool(maxRetained: 3 * ProcessInfo.processInfo.activeProcessorCount + 1,
                                               maxRetainedBytes: 512 << 20)

    private struct Buffer {
        let pointer: UnsafeMutableRawPointer
        let count: Int
        /// Prepared for a request of about its size (`prepare(byteCount:)`)
        /// and not yet used: a much smaller request must not take it.
        var isReserved = false
    }

    // Guards `free` and `preparing`; signalled when a prepared buffer arrives.
    private let lock = NSCondition()
    private var free: [Buffer] = []
    /// Sizes of buffers being faulted in by `prepare(byteCount:)`.
    private var preparing: [Int] = []
    private let maxRetained: Int
    private let maxRetainedBytes: Int

    public init(maxRetained: Int, maxRetainedBytes: Int) {
        self.maxRetained = maxRetained
        self.maxRetainedBytes = maxRetainedBytes
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

    /// Maps a buffer of `byteCount` bytes and faults in its pages on another
    /// thread, then keeps it for the next `withBuffer` that fits (which waits
    /// for it rather than mapping a second one). A one-shot render calls this
    /// as soon as it knows the frame's size: the kernel clears the frame's
    /// pages on the second core while the first decodes, lays out and lints,
    /// instead of on the first stroke drawn. Does nothing when a free or
    /// coming buffer already suits the size (at most twice as large). Until
    /// first used, the buffer serves only a request of about its size.
    public func prepare(byteCount: Int) {
        guard byteCount > 0 else { return }
        lock.lock()
        let covered = free.contains { Self.suits($0.count, byteCount) } || preparing.contains { Self.suits($0, byteCount) }
        if !covered { preparing.append(byteCount) }
        lock.unlock()
        guard !covered else { return }
        Thread.detachNewThread { [self] in
            let pointer = mp_map_pixels(byteCount)
            if let pointer { mp_fault_in_pixels(pointer, byteCount) }
            lock.lock()
            if let index = preparing.firstIndex(of: byteCount) { preparing.remove(at: index) }
            if let pointer { free.append(Buffer(pointer: pointer, count: byteCount, isReserved: true)) }
            lock.broadcast()
            lock.unlock()
        }
    }

    /// Whether a prepared buffer of `count` bytes is meant for a request of
    /// `wanted` (large enough, at most twice as large).
    private static func suits(_ count: Int, _ wanted: Int) -> Bool {
        count >= wanted && count / 2 <= wanted
    }

    /// The smallest free buffer that is large enough (a prepared one only
    /// for a request of about its size), else one being prepared for such a
    /// request, else a new one.
    private func take(_ byteCount: Int) throws(ImageCodecError) -> Buffer {
        let wanted = max(1, byteCount)
        lock.lock()
        while true {
            let best = free.indices.filter { free[$0].isReserved ? Self.suits(free[$0].count, wanted) : free[$0].count >= wanted }
                .min { free[$0].count < free[$1].count }
            if let best {
                var buffer = free.remove(at: best)
                lock.unlock()
                buffer.isReserved = false
                return buffer
            }
            guard preparing.contains(where: { Self.suits($0, wanted) }) else { break }
            lock.wait()
        }
        lock.unlock()
        guard let pointer = mp_map_pixels(wanted) else { throw .outOfMemory(bytes: wanted) }
        return Buffer(pointer: pointer, count: wanted)
    }

    /// Keeps the buffer for the next caller, dropping the smallest ones when
    /// the pool is over its limits (large frames are the costly ones to map).
    private func give(_ buffer: Buffer) {
        lock.lock()
        free.append(buffer)
        free.sort { $0.count > $1.count }
        var dropped: [Buffer] = []
        while free.count > maxRetained || free.reduce(0, { $0 + $1.count }) > maxRetainedBytes {
            dropped.append(free.removeLast())
        }
        lock.unlock()
        for buffer in dropped { mp_unmap_pixels(buffer.pointer, buffer.count) }
    }
}
