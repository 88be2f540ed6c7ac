/// Why a request was refused before it reached the handler, with the status
/// the server answers it with.
public enum HTTPRequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not HTTP/1.x as this server reads it (a bad request line or header).
    case malformed(String)
    /// The request line and headers exceed the limit.
    case headTooLarge(limit: Int)
    /// `Content-Length` over the limit.
    case bodyTooLarge(limit: Int)
    /// A body sent with `Transfer-Encoding` (chunked), which this server does not read.
    case transferEncodingNotSupported
    /// A method other than the ones the server serves.
    case methodNotAllowed(String)
    /// A version other than HTTP/1.0 and HTTP/1.1.
    case versionNotSupported(String)
    /// The peer did not send the whole request within the time allowed.
    case timedOut

    /// The status the server answers with.
    public var status: Int {
        switch self {
        case .malformed: 400
        case .headTooLarge: 431
        case .bodyTooLarge: 413
        case .transferEncodingNotSupported: 501
        case .methodNotAllowed: 405
        case .versionNotSupported: 505
        case .timedOut: 408
        }
    }

    public var description: String {
        switch self {
        case .malformed(let reason): "malformed request: \(reason)"
        case .headTooLarge(let limit): "the request line and headers are larger than \(limit) bytes"
        case .bodyTooLarge(let limit): "the body is larger than \(limit) bytes"
        case .transferEncodingNotSupported: "Transfer-Encoding is not supported; send Content-Length"
        case .methodNotAllowed(let method): "method \(method) is not allowed"
        case .versionNotSupported(let version): "\(version) is not supported; use HTTP/1.1"
        case .timedOut: "the request did not arrive in time"
        }
    }
}
