import Foundation

extension Array where Element == UInt8 {
    /// A copy of `bytes` made with one `memcpy`: `[UInt8](buffer)` copies
    /// element by element through the generic `Sequence` initialiser, which
    /// in the test suite's debug builds took seconds for a 4 MB frame.
    public init(copyingBytes bytes: UnsafeRawBufferPointer) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            if let source = bytes.baseAddress, bytes.count > 0 { memcpy(buffer.baseAddress!, source, bytes.count) }
            initialized = bytes.count
        }
    }
}
