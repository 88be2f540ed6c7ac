@testable import Imaging
import Testing

/// Which buffer the pool lends: reuse only when the size fits, so a small
/// frame never holds (and a later large request never re-maps) a page-sized one.
@Suite struct PixelBufferPoolTests {
    func address(_ pool: PixelBufferPool, _ byteCount: Int) throws -> UInt {
        try pool.withBuffer(byteCount: byteCount) { (buffer: UnsafeMutableRawBufferPointer) -> UInt in
            // Touch both ends, as a frame would.
            buffer[0] = 1
            buffer[byteCount - 1] = 1
            return UInt(bitPattern: buffer.baseAddress!)
        }
    }

    @Test func aBufferIsLentAgainForTheSameOrASomewhatSmallerSize() throws {
        let pool = PixelBufferPool(maxRetained: 4, maxRetainedBytes: 64 << 20)
        let page = try address(pool, 8 << 20)
        #expect(try address(pool, 8 << 20) == page)
        #expect(try address(pool, 5 << 20) == page, "5 MB fits in 8 MB, less than twice over")
    }

    @Test func aBufferMoreThanTwiceTheSizeWantedIsNotLent() throws {
        let pool = PixelBufferPool(maxRetained: 4, maxRetainedBytes: 64 << 20)
        let page = try address(pool, 8 << 20)
        let frame = try address(pool, 1 << 20)
        #expect(frame != page, "a 1 MB frame must not take the 8 MB buffer")
        // Both are kept: each size is served by its own buffer from now on.
        #expect(try address(pool, 1 << 20) == frame)
        #expect(try address(pool, 8 << 20) == page)
    }

    /// A buffer lent beyond a call (a Cairo surface's memory) comes back
    /// to the pool and is lent again, with the size asked for.
    @Test func aLoanGivenBackIsLentAgain() throws {
        let pool = PixelBufferPool(maxRetained: 4, maxRetainedBytes: 64 << 20)
        let loan = try pool.lend(byteCount: 400_000)
        #expect(loan.bytes.count == 400_000)
        loan.bytes[399_999] = 7
        let address = UInt(bitPattern: loan.bytes.baseAddress!)
        #expect(pool.retainedByteCount == 0, "lent, not waiting")
        pool.giveBack(loan)
        #expect(pool.retainedByteCount >= 400_000)
        let again = try pool.lend(byteCount: 300_000)
        #expect(UInt(bitPattern: again.bytes.baseAddress!) == address && again.bytes.count == 300_000)
        pool.giveBack(again)
    }

    @Test func buffersOverTheLargestKeptSizeGoBackToTheSystem() throws {
        let pool = PixelBufferPool(maxRetained: 4, maxRetainedBytes: 64 << 20, maxRetainedBuffer: 4 << 20)
        _ = try address(pool, 4 << 20)
        #expect(pool.retainedByteCount == 4 << 20)
        _ = try address(pool, 6 << 20)
        #expect(pool.retainedByteCount == 4 << 20, "the 6 MB buffer is not kept")
    }
}
