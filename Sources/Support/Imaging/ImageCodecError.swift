/// Why an image could not be read or written.
public enum ImageCodecError: Error, Equatable, CustomStringConvertible {
    /// Neither PNG nor JPEG, or a damaged header.
    case unreadable(String)
    /// The header announces more pixels than the budget allows; nothing was decoded.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// The header was fine but the pixel data is damaged.
    case corrupt(String)
    case encodingFailed(String)
    /// No memory could be mapped for a frame or scratch buffer of this size.
    case outOfMemory(bytes: Int)

    public var description: String {
        switch self {
        case .unreadable(let reason): "not a readable PNG or JPEG (\(reason))"
        case .tooLarge(let w, let h, let max) where w <= max / Swift.max(h, 1):
            "image is \(w) x \(h) pixels, over the limit of \(ImageDecoder.maxSide) pixels a side"
        case .tooLarge(let w, let h, let max): "image is \(w) x \(h) pixels, over the budget of \(max) pixels"
        case .corrupt(let reason): "damaged image data (\(reason))"
        case .encodingFailed(let reason): "PNG encoding failed (\(reason))"
        case .outOfMemory(let bytes): "out of memory (\(bytes) bytes for pixels)"
        }
    }
}

extension String {
    /// A C error buffer filled by CImageCodecs.
    init(errorBuffer: [CChar]) {
        self = errorBuffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }
}
