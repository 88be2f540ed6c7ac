import Foundation
import Imaging

/// Compresses a frame's bands (`PNGBandEncoder`) on a thread of its own, in
/// the order they are drawn, while the drawing thread draws the next band
/// in another of `buffers` buffers.
final class BandCompressor: @unchecked Sendable {
    let buffers: Int
    private let encoder: PNGBandEncoder
    private let stride: Int
    private let queue = DispatchQueue(label: "MessagePreview.PNGRenderer.bandCompression")
    // Guards `busy`; `failure` is touched on `queue` only, and read once it is drained.
    private let condition = NSCondition()
    private var busy: [Bool]
    private var failure: ImageCodecError?

    init(encoder: PNGBandEncoder, stride: Int, buffers: Int) {
        precondition(buffers > 0)
        self.encoder = encoder
        self.stride = stride
        self.buffers = buffers
        busy = Array(repeating: false, count: buffers)
    }

    /// Returns once buffer `buffer` holds no band waiting to be compressed.
    func waitForBuffer(_ buffer: Int) {
        condition.lock()
        while busy[buffer] { condition.wait() }
        condition.unlock()
    }

    /// Compresses `rows`, drawn in `pixels` (in buffer `buffer`), after the
    /// bands given before; the buffer is free again once they are encoded.
    func compress(_ pixels: UnsafeMutableRawBufferPointer, rows: Range<Int>, buffer: Int) {
        condition.lock()
        busy[buffer] = true
        condition.unlock()
        let band = Band(pixels: pixels)
        queue.async { [self] in
            if failure == nil {
                do throws(ImageCodecError) {
                    try encoder.append(consuming: band.pixels, rows: rows, stride: stride)
                } catch {
                    failure = error
                }
            }
            condition.lock()
            busy[buffer] = false
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits until every band given is compressed.
    func drain() {
        queue.sync {}
    }

    /// `drain`, then throws what compressing a band threw.
    func finish() throws(ImageCodecError) {
        drain()
        if let failure { throw failure }
    }

    /// A band's memory, handed to the compressing thread, which alone touches it until it is encoded.
    private struct Band: @unchecked Sendable {
        let pixels: UnsafeMutableRawBufferPointer
    }
}
