import Foundation

/// An HTTPS server on a loopback address (127.0.0.1 unless told) for the
/// artwork-fetch tests: a certificate authority and a certificate for
/// `localhost` and that address made with `openssl` at start, and Python's
/// `http.server` behind TLS. `caFile` is what a client must trust.
///
/// Paths it answers: `/files/NAME` (the bytes given at start), `/huge.jpg`
/// (announces 100 MB, sends little), `/endless.jpg` (a body without a
/// length that never stops growing), `/hang.jpg` (accepts, never answers),
/// `/redirect?to=URL` (302 to URL); anything else 404. Every TCP connection
/// it accepts is counted (``connections``) before TLS begins, so a test can
/// show that a client never connected at all.
/// Needs `python3` and `openssl` (see ``isAvailable``).
public final class LocalHTTPSServer: @unchecked Sendable {
    public let port: Int
    public let caFile: String
    /// The address it listens on.
    public let host: String
    private let process: Process
    private let folder: ScratchFolder

    public static var isAvailable: Bool { ExternalTool.exists("python3") && ExternalTool.exists("openssl") }

    /// - Parameter host: a loopback IPv4 address to listen on (any of 127.0.0.0/8 works on Linux).
    public init(files: [String: Data], host: String = "127.0.0.1") throws {
        self.host = host
        folder = try ScratchFolder(prefix: "LocalHTTPSServer")
        for (name, data) in files { try folder.write("files/\(name)", data) }
        let ca = folder.path("ca.pem"), caKey = folder.path("ca-key.pem")
        let key = folder.path("key.pem"), request = folder.path("server.csr"), certificate = folder.path("cert.pem")
        try folder.file("san.ext", "subjectAltName=DNS:localhost,IP:\(host)\n")
        _ = try ExternalTool.run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", caKey, "-out", ca, "-days", "2",
                                             "-subj", "/CN=MessagePreview test CA"])
        _ = try ExternalTool.run("openssl", ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", request, "-subj", "/CN=localhost"])
        _ = try ExternalTool.run("openssl", ["x509", "-req", "-in", request, "-CA", ca, "-CAkey", caKey, "-CAcreateserial", "-out", certificate,
                                             "-days", "2", "-extfile", folder.path("san.ext")])
        caFile = ca
        let script = try folder.file("server.py", Self.script)

        process = Process()
        process.executableURL = URL(fileURLWithPath: ExternalTool.path("python3")!)
        process.arguments = [script, certificate, key, folder.path("files"), host, folder.path("connections.log")]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The script prints its port once it listens.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the test HTTPS server did not start"])
        }
        self.port = port
    }

    /// `https://localhost:PORT/path`.
    public func url(_ path: String) -> String { "https://localhost:\(port)/\(path)" }

    /// `https://HOST:PORT/path`, with the address itself as the host.
    public func addressURL(_ path: String) -> String { "https://\(host):\(port)/\(path)" }

    /// `https://HOST:PORT/redirect?to=TARGET`: a 302 to `target`.
    public func redirect(to target: String) -> String {
        addressURL("redirect?to=" + (target.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? target))
    }

    /// The TCP connections accepted so far, each counted as it is accepted.
    public var connections: Int {
        let log = (try? String(contentsOfFile: folder.path("connections.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").count
    }

    /// Kills the server (SIGKILL: a test process may hand its children a
    /// blocked SIGTERM, which Python then never sees) and waits for it.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }

    private static let script = #"""
    import http.server, os, ssl, sys, time, urllib.parse

    certificate, key, files, host, connections = sys.argv[1:6]

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def log_message(self, *args): pass
        def do_GET(self):
            if self.path.startswith("/redirect?"):
                target = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)["to"][0]
                self.send_response(302)
                self.send_header("Location", target)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if self.path.startswith("/files/"):
                path = os.path.join(files, os.path.basename(self.path))
                if os.path.isfile(path):
                    body = open(path, "rb").read()
                    self.send_response(200)
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return
            elif self.path == "/huge.jpg":
                self.send_response(200)
                self.send_header("Content-Length", "100000000")
                self.end_headers()
                self.wfile.write(b"\xff\xd8\xff" + b"\0" * 1000)
                time.sleep(5)
                return
            elif self.path == "/endless.jpg":
                self.send_response(200)
                self.send_header("Connection", "close")
                self.end_headers()
                chunk = b"\xff\xd8\xff" + b"\0" * 65533
                try:
                    while True: self.wfile.write(chunk)
                except OSError:
                    return
            elif self.path == "/hang.jpg":
                time.sleep(60)
                return
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)

    class Server(http.server.ThreadingHTTPServer):
        daemon_threads = True
        # Each connection is logged as it is accepted, before the TLS
        # handshake (which happens in the handler's thread), so one that
        # never completes TLS is counted too.
        def get_request(self):
            sock, address = self.socket.accept()
            with open(connections, "a") as log:
                log.write("%s:%d\n" % address[:2])
            return context.wrap_socket(sock, server_side=True, do_handshake_on_connect=False), address
        def finish_request(self, request, address):
            try:
                request.do_handshake()
            except (OSError, ssl.SSLError):
                return
            super().finish_request(request, address)

    server = Server((host, 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
