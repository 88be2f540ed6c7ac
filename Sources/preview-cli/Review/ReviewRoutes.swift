import Foundation
import LoopbackHTTP
import Pipeline

/// What `golden review`'s server answers. Requests are untrusted: any local
/// program can connect, and any web page the reviewer has open can make the
/// browser send requests here. So:
///
/// - every path starts with the secret token the command printed (`/TOKEN/...`),
///   compared in constant time; without it, 403;
/// - `Host` must name this server (`127.0.0.1:PORT` or `localhost:PORT`): a
///   page whose own host name was pointed at 127.0.0.1 (DNS rebinding)
///   sends its own host name and is refused;
/// - an `Origin` or `Sec-Fetch-Site` naming another site is refused; a change
///   (`api/decide`) must be a POST of JSON from this origin;
/// - files are served only from the review folder, through `OutputFolder`'s
///   confined reads, and anything but the page and the review script is
///   served under a sandboxing Content-Security-Policy (an SVG output runs no script).
struct ReviewRoutes: Sendable {
    let token: String
    let port: UInt16
    let session: ReviewSession
    /// The largest file served (a 3x iPad PNG is a few MiB).
    static let maxFileBytes = 64 << 20
    /// The most outputs one decision names.
    static let maxPathsPerDecision = 20_000

    /// The page's address: the token is its first path segment, so the page's
    /// relative links (its images, `api/...`) carry it.
    var address: String { "http://127.0.0.1:\(port)/\(token)/" }

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.header("host"), hosts.contains(host.lowercased()) else {
            return refuse(403, "refused: the Host header does not name this server (\(hosts.joined(separator: " or ")))")
        }
        if let origin = request.header("origin"), !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return refuse(403, "refused: a request from another origin")
        }
        if let site = request.header("sec-fetch-site"), site == "cross-site" || site == "same-site" {
            return refuse(403, "refused: a request from another site")
        }
        guard let first = request.segments.first, Self.constantTimeEqual(first, token) else {
            return refuse(403, "refused: this address needs the token golden review printed (http://127.0.0.1:\(port)/TOKEN/)")
        }
        let rest = Array(request.segments.dropFirst())
        switch (request.method, rest) {
        case ("GET", []):
            return HTTPResponse(status: 303, headers: [("Location", "/\(token)/")] + Self.commonHeaders)
        case ("GET", [""]), ("GET", ["index.html"]):
            return page()
        case ("GET", ["review.js"]):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")] + Self.commonHeaders,
                                body: Array(ReviewPageScript.source.utf8))
        case ("GET", ["review.css"]):
            return HTTPResponse(status: 200, headers: [("Content-Type", "text/css; charset=utf-8")] + Self.commonHeaders,
                                body: Array(ReviewPageScript.style.utf8))
        case ("GET", ["api", "state"]):
            return json(200, session.state())
        case ("POST", ["api", "decide"]):
            return decide(request)
        case ("GET", let path) where path.first == "images" && path.count > 1:
            return file(path.dropFirst().joined(separator: "/"))
        case (_, ["api", "decide"]):
            return refuse(405, "api/decide takes POST")
        case ("GET", _):
            return refuse(404, "not found")
        default:
            return refuse(405, "method \(request.method) is not allowed here")
        }
    }

    /// The report page with the review layer added at the end of its body.
    private func page() -> HTTPResponse {
        guard case .data(let data) = OutputFolder(session.folder).read("index.html", limit: Self.maxFileBytes) else {
            return refuse(500, "the review page is missing")
        }
        var html = String(decoding: data, as: UTF8.self)
        let layer = "<link rel=\"stylesheet\" href=\"review.css\"><script src=\"review.js\" data-generation=\"\(session.currentGeneration)\"></script>\n"
        if let end = html.range(of: "</body>", options: .backwards) {
            html.insert(contentsOf: layer, at: end.lowerBound)
        } else {
            html += layer
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "text/html; charset=utf-8")] + Self.pageHeaders, body: Array(html.utf8))
    }

    private func file(_ relative: String) -> HTTPResponse {
        switch OutputFolder(session.folder.appendingPathComponent("images")).read(relative, limit: Self.maxFileBytes) {
        case .data(let data):
            return HTTPResponse(status: 200, headers: [("Content-Type", Self.contentType(of: relative))] + Self.fileHeaders, body: Array(data))
        case .missing, .refused:
            return refuse(404, "not found")
        }
    }

    private func decide(_ request: HTTPRequest) -> HTTPResponse {
        // A page's script can send JSON only after a CORS preflight, which this server never grants.
        guard request.header("origin") != nil else { return refuse(403, "refused: a change must come from the review page (no Origin)") }
        guard let type = request.header("content-type"), type.lowercased().hasPrefix("application/json") else {
            return refuse(415, "expected Content-Type: application/json")
        }
        struct Decision: Decodable {
            var decision: String
            var paths: [String]
        }
        guard let body = try? JSONDecoder().decode(Decision.self, from: Data(request.body)),
              body.decision == "accept" || body.decision == "reject" else {
            return refuse(400, "expected {\"decision\": \"accept\" or \"reject\", \"paths\": [output paths]}")
        }
        guard !body.paths.isEmpty, body.paths.count <= Self.maxPathsPerDecision else {
            return refuse(400, "expected 1 to \(Self.maxPathsPerDecision) paths")
        }
        do {
            return json(200, try session.decide(accept: body.decision == "accept", paths: body.paths))
        } catch {
            return refuse(409, error.description)
        }
    }

    private func json(_ status: Int, _ body: [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + Self.commonHeaders, body: body)
    }

    private func refuse(_ status: Int, _ message: String) -> HTTPResponse {
        var response = HTTPResponse.text(status, message)
        response.headers += Self.fileHeaders
        return response
    }

    /// Never cached (the page changes under review, and its address holds the token);
    /// never sent as a referrer; never framed; never sniffed.
    static let commonHeaders: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"), ("Referrer-Policy", "no-referrer"), ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
    ]
    /// The report has its style and script inline; everything else comes from this server.
    static let pageHeaders = commonHeaders + [("Content-Security-Policy",
        "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")]
    /// Outputs copied from results (SVG among them) are shown, never run.
    static let fileHeaders = commonHeaders + [("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")]

    static func contentType(of path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "svg": "image/svg+xml"
        case "pdf": "application/pdf"
        case "json": "application/json"
        default: "text/plain; charset=utf-8"
        }
    }

    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    /// 32 random bytes as hex, from the system's generator.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
