/// How much of a peer's request the server reads, and for how long. Requests
/// are untrusted, even on the loopback interface (any local program, or a
/// web page through the browser, can send one), so every size and wait is bounded.
public struct HTTPLimits: Sendable {
    /// The request line and headers together.
    public var maxHeadBytes = 16 * 1024
    public var maxHeaderCount = 64
    public var maxTargetBytes = 4096
    public var maxBodyBytes = 1 << 20
    /// The whole request must arrive within this many seconds of the connection.
    public var requestTimeout = 10.0
    /// The response must be taken within this many seconds.
    public var responseTimeout = 30.0
    /// Connections served at once; more wait in the listen queue.
    public var maxConnections = 8
    /// The methods served; others are answered 405.
    public var methods: Set<String> = ["GET", "POST"]

    public init() {}
}
