import Imaging

/// Why a campaign's artwork could not be used.
public struct ArtworkError: Error, Equatable, CustomStringConvertible {
    /// One line that reads well after "skipped: artwork not ready (".
    public var reason: String
    /// The codec's verdict when a file was found but would not decode.
    public var codecError: ImageCodecError?

    public init(_ reason: String, codecError: ImageCodecError? = nil) {
        self.reason = reason
        self.codecError = codecError
    }

    public var description: String { reason }
}
