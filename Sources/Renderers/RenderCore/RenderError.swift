/// Why a renderer could not produce its output.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The tree's screen size or scale gives no drawable pixels, or too many.
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// A drawing library call failed (for example Cairo out of memory).
    case drawingFailed(String)
    /// Artwork named in the tree could not be loaded.
    case artworkUnavailable(source: String, reason: String)
    /// The drawn frame could not be encoded.
    case encodingFailed(String)
    /// A render option the renderer knows has a value it cannot use.
    case invalidOption(key: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .invalidCanvas(let width, let height, let scale):
            "cannot draw a \(width) x \(height) pt screen at scale \(scale)"
        case .drawingFailed(let reason):
            "drawing failed: \(reason)"
        case .artworkUnavailable(let source, let reason):
            "artwork \(source) could not be drawn: \(reason)"
        case .encodingFailed(let reason):
            "encoding failed: \(reason)"
        case .invalidOption(let key, let value, let expected):
            "invalid value '\(value)' for the render option \(key): expected \(expected)"
        }
    }
}
