/// One parsed HTTP/1.1 request. Every part comes from an untrusted peer and
/// has passed `HTTPRequestParser`'s checks: a known method, an origin-form
/// target of printable ASCII, header names that are tokens and values
/// without control characters, and a body no longer than the server allows.
public struct HTTPRequest: Sendable {
    public var method: String
    /// The target as sent (`/token/images/a%20b.png?x=1`).
    public var target: String
    /// The target's path, percent-decoded, split at `/`: `["token", "images", "a b.png"]`.
    /// A trailing `/` gives a last empty segment.
    public var segments: [String]
    /// Header names lower-cased; a repeated header keeps its first value.
    public var headers: [String: String]
    public var body: [UInt8]

    public init(method: String, target: String, segments: [String], headers: [String: String], body: [UInt8]) {
        self.method = method
        self.target = target
        self.segments = segments
        self.headers = headers
        self.body = body
    }

    /// The value of header `name` (any case).
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
