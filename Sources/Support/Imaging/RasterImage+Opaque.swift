import CImageCodecs

extension RasterImage {
    /// An opaque image from the pixels of a Cairo RGB24 surface (`stride`
    /// bytes a row, at least `width` x 4), whose top byte of each pixel is
    /// undefined: copied with every alpha byte 255.
    public init(opaqueRGB24 pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) {
        let count = stride * height
        precondition(width >= 0 && height >= 0 && stride >= width * 4 && stride % 4 == 0 && pixels.count >= count,
                     "RGB24 pixels smaller than their rows")
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 {
                mp_copy_opaque(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), buffer.baseAddress!, count / 4)
            }
            initialized = count
        }
        self.init(width: width, height: height, stride: stride, pixels: bytes)
    }

    /// Whether every pixel's alpha is 255 (the padding past each row is not read).
    public var isOpaque: Bool {
        guard width > 0, height > 0 else { return true }
        return pixels.withUnsafeBytes { raw in
            mp_all_opaque(raw.bindMemory(to: UInt8.self).baseAddress!, width, height, stride) == 1
        }
    }
}
