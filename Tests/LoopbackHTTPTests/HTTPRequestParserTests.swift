import LoopbackHTTP
import Testing

/// The request head is read strictly: what the review server does not need
/// is refused with its status, never interpreted.
@Suite struct HTTPRequestParserTests {
    static let limits = HTTPLimits()

    static func parse(_ head: String) throws(HTTPRequestError) -> (request: HTTPRequest, bodyLength: Int) {
        try HTTPRequestParser.parseHead(Array(head.utf8), limits: limits)
    }

    @Test func readsMethodPathSegmentsHeadersAndLength() throws {
        let (request, length) = try Self.parse("POST /tok/images/a%20b.png?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8\r\nContent-Length: 12\r\nX-A:  v  ")
        #expect(request.method == "POST")
        #expect(request.target == "/tok/images/a%20b.png?x=1")
        #expect(request.segments == ["tok", "images", "a b.png"])
        #expect(request.header("HOST") == "127.0.0.1:8")
        #expect(request.header("x-a") == "v")
        #expect(length == 12)
        #expect(try Self.parse("GET /t/ HTTP/1.1\r\nHost: h").request.segments == ["t", ""])
        #expect(try Self.parse("GET / HTTP/1.0").request.segments == [""], "HTTP/1.0 needs no Host")
    }

    @Test(arguments: [
        ("GET /t HTTP/1.1", HTTPRequestError.malformed("no Host header")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nHost: b", .malformed("more than one Host header")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2", .malformed("Content-Length headers that disagree")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nContent-Length: -1", .malformed("Content-Length is not a whole number")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nContent-Length: 2000000", .bodyTooLarge(limit: 1 << 20)),
        ("POST /t HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked", .transferEncodingNotSupported),
        ("PUT /t HTTP/1.1\r\nHost: a", .methodNotAllowed("PUT")),
        ("get /t HTTP/1.1\r\nHost: a", .malformed("the method is not an upper-case word")),
        ("GET /t HTTP/2.0\r\nHost: a", .versionNotSupported("HTTP/2.0")),
        ("GET http://evil/t HTTP/1.1\r\nHost: a", .malformed("the target is not a path of printable ASCII")),
        ("GET /t/../x HTTP/1.1\r\nHost: a", .malformed("a path segment . or ..")),
        ("GET /t/%2e%2E/x HTTP/1.1\r\nHost: a", .malformed("a path segment . or ..")),
        ("GET /t/a%2fb HTTP/1.1\r\nHost: a", .malformed("a path segment that decodes to a NUL, a slash or invalid UTF-8")),
        ("GET /t/%00 HTTP/1.1\r\nHost: a", .malformed("a path segment that decodes to a NUL, a slash or invalid UTF-8")),
        ("GET /t/%ff HTTP/1.1\r\nHost: a", .malformed("a path segment that decodes to a NUL, a slash or invalid UTF-8")),
        ("GET /t/%g1 HTTP/1.1\r\nHost: a", .malformed("a bad percent escape in the path")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nX: a\u{1B}b", .malformed("a header value with a control character")),
        ("GET /t HTTP/1.1\r\nHost: a\r\n folded: x", .malformed("a header name that is not a token")),
        ("GET /t HTTP/1.1\r\nHost: a\r\nNoColon", .malformed("a header line without a colon")),
        ("GET  /t HTTP/1.1\r\nHost: a", .malformed("the request line is not METHOD TARGET VERSION")),
    ])
    func refuses(_ head: String, _ expected: HTTPRequestError) {
        #expect(throws: expected) { _ = try Self.parse(head) }
    }

    @Test func boundsTheHeadAndTheHeaderCount() {
        let long = "GET /t HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "a", count: 17_000)
        #expect(throws: HTTPRequestError.headTooLarge(limit: 16 * 1024)) { _ = try Self.parse(long) }
        let many = "GET /t HTTP/1.1\r\nHost: a" + (0..<64).map { "\r\nX\($0): v" }.joined()
        #expect(throws: HTTPRequestError.malformed("more than 64 headers")) { _ = try Self.parse(many) }
        #expect(HTTPRequestError.headTooLarge(limit: 1).status == 431 && HTTPRequestError.timedOut.status == 408)
    }
}
