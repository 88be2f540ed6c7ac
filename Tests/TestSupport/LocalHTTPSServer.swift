import Foundation

/// An HTTPS server on 127.0.0.1 for the artwork-fetch tests: a certificate
/// authority and a `localhost` certificate made with `openssl` at start, and
/// Python's `http.server` behind TLS. `caFile` is what a client must trust.
///
/// Paths it answers: `/files/NAME` (the bytes given at start), `/huge.jpg`
/// (announces 100 MB, sends little), `/endless.jpg` (a body without a
/// length that never stops growing), `/hang.jpg` (accepts, never answers);
/// anything else 404.
/// Needs `python3` and `openssl` (see ``isAvailable``).
public final class LocalHTTPSServer: @unchecked Sendable {
    public let port: Int
    public let caFile: String
    private let process: Process
    private let folder: ScratchFolder

    public static var isAvailable: Bool { ExternalTool.exists("python3") && ExternalTool.exists("openssl") }

    public init(files: [String: Data]) throws {
        folder = try ScratchFolder(prefix: "LocalHTTPSServer")
        for (name, data) in files { try folder.write("files/\(name)", data) }
        let ca = folder.path("ca.pem"), caKey = folder.path("ca-key.pem")
        let key = folder.path("key.pem"), request = folder.path("server.csr"), certificate = folder.path("cert.pem")
        try folder.file("san.ext", "subjectAltName=DNS:localhost,IP:127.0.0.1\n")
        _ = try ExternalTool.run("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", caKey, "-out", ca, "-days", "2",
                                             "-subj", "/CN=MessagePreview test CA"])
        _ = try ExternalTool.run("openssl", ["req", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", request, "-subj", "/CN=localhost"])
        _ = try ExternalTool.run("openssl", ["x509", "-req", "-in", request, "-CA", ca, "-CAkey", caKey, "-CAcreateserial", "-out", certificate,
                                             "-days", "2", "-extfile", folder.path("san.ext")])
        caFile = ca
        let script = try folder.file("server.py", Self.script)

        process = Process()
        process.executableURL = URL(fileURLWithPath: ExternalTool.path("python3")!)
        process.arguments = [script, certificate, key, folder.path("files")]
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

    /// Kills the server (SIGKILL: a test process may hand its children a
    /// blocked SIGTERM, which Python then never sees) and waits for it.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }

    private static let script = #"""
    import http.server, os, ssl, sys, time

    certificate, key, files = sys.argv[1], sys.argv[2], sys.argv[3]

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        def log_message(self, *args): pass
        def do_GET(self):
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

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(certificate, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    server.serve_forever()
    """#
}
