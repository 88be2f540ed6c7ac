#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TestSupport
import Testing

/// `preview-cli golden review`'s server as an untrusted peer sees it, over
/// raw sockets (no browser needed): what it refuses and with which status,
/// an Accept that writes the golden `golden record --from` would, and a
/// clean stop on SIGTERM.
@Suite struct GoldenReviewServerTests {
    /// A running `golden review` and the address it printed.
    final class Server {
        let process = Process()
        let port: Int
        let token: String
        private let output: Pipe

        init(in repo: ScratchFolder) throws {
            process.executableURL = try PreviewCLI.binary.get()
            process.arguments = ["golden", "review", "--no-open"]
            process.currentDirectoryURL = repo.url
            process.environment = ProcessInfo.processInfo.environment.merging(GoldenCommandTests.local) { _, new in new }
            output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            var printed = ""
            let deadline = Date().addingTimeInterval(240)
            while Date() < deadline, !printed.contains("Ctrl-C stops the server.\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                printed += String(decoding: chunk, as: UTF8.self)
            }
            let match = printed.firstMatch(of: /open http:\/\/127\.0\.0\.1:(\d+)\/([0-9a-f]{64})\//)
            guard let match else {
                process.terminate()
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "no address printed: \(printed)"])
            }
            port = Int(match.1)!
            token = String(match.2)
        }

        /// Stops the server with `signal`; its status and the rest of its output.
        func stop(_ signal: Int32 = SIGTERM) -> (status: Int32, output: String) {
            kill(process.processIdentifier, signal)
            let rest = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: rest, as: UTF8.self))
        }

        /// Sends `request` as it is; the answer's status and body.
        func send(_ request: String) throws -> (status: Int, body: String) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            #expect(connected == 0)
            let bytes = Array(request.utf8)
            var sent = 0
            while sent < bytes.count {
                let count = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
                if count <= 0 { break }
                sent += count
            }
            var answer: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                answer += buffer[..<count]
            }
            let text = String(decoding: answer, as: UTF8.self)
            let status = Int(text.dropFirst("HTTP/1.1 ".count).prefix(3)) ?? 0
            let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
            return (status, body)
        }

        var host: String { "Host: 127.0.0.1:\(port)\r\n" }

        func decide(_ json: String, origin: String? = nil, type: String = "application/json") throws -> (status: Int, body: String) {
            let origin = origin ?? "http://127.0.0.1:\(port)"
            return try send("POST /\(token)/api/decide HTTP/1.1\r\n\(host)Origin: \(origin)\r\nContent-Type: \(type)\r\n"
                            + "Content-Length: \(json.utf8.count)\r\n\r\n\(json)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func refusesWhatAPeerMustNotDoAndAcceptsFromThePage() throws {
        let repo = try GoldenReviewBrowserTests.changedRepository()
        let server = try Server(in: repo)
        let path = "welcome-modal/iphone-15-portrait-en-l.png"
        let golden = repo.url.appendingPathComponent("goldens/\(path)")
        let before = try Data(contentsOf: golden)
        let host = server.host, token = server.token

        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\n\(host)\r\n").status == 200)
        #expect(try server.send("GET /\(token) HTTP/1.1\r\n\(host)\r\n").status == 303, "to the folder, so relative links carry the token")
        #expect(try server.send("GET / HTTP/1.1\r\n\(host)\r\n").status == 403)
        #expect(try server.send("GET /\(String(repeating: "0", count: 64))/ HTTP/1.1\r\n\(host)\r\n").status == 403)
        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\nHost: attacker.example:\(server.port)\r\n\r\n").status == 403)
        #expect(try server.send("GET /\(token)/ HTTP/1.0\r\n\r\n").status == 403, "no Host is no proof of this server")
        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\n\(host)Origin: http://attacker.example\r\n\r\n").status == 403)
        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\n\(host)Sec-Fetch-Site: cross-site\r\n\r\n").status == 403)
        #expect(try server.send("GET /\(token)/api/decide HTTP/1.1\r\n\(host)\r\n").status == 405)
        #expect(try server.send("DELETE /\(token)/ HTTP/1.1\r\n\(host)\r\n").status == 405)
        #expect(try server.send("GET /\(token)/ HTTP/2.0\r\n\(host)\r\n").status == 505)
        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\n\(host)Host: other\r\n\r\n").status == 400)
        #expect(try server.send("GET /\(token)/images/%2e%2e/index.html HTTP/1.1\r\n\(host)\r\n").status == 400)
        #expect(try server.send("GET /\(token)/images/%zz HTTP/1.1\r\n\(host)\r\n").status == 400)
        #expect(try server.send("GET /\(token)/ HTTP/1.1\r\n\(host)X-Big: \(String(repeating: "a", count: 20_000))\r\n\r\n").status == 431)
        #expect(try server.send("POST /\(token)/api/decide HTTP/1.1\r\n\(host)Content-Length: 99999999\r\n\r\n").status == 413)
        #expect(try server.send("POST /\(token)/api/decide HTTP/1.1\r\n\(host)Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n").status == 501)
        #expect(try server.send("GET /\(token)/images/actual/\(path) HTTP/1.1\r\n\(host)\r\n").status == 200)

        let accept = "{\"decision\":\"accept\",\"paths\":[\"\(path)\"]}"
        #expect(try server.decide(accept, origin: "http://attacker.example").status == 403)
        #expect(try server.send("POST /\(token)/api/decide HTTP/1.1\r\n\(host)Content-Type: application/json\r\n"
                                + "Content-Length: \(accept.utf8.count)\r\n\r\n\(accept)").status == 403, "no Origin: not from the page")
        #expect(try server.decide(accept, type: "text/plain").status == 415, "a form or a no-CORS fetch cannot send JSON")
        #expect(try server.decide("{\"decision\":\"accept\",\"paths\":[\"../../etc/passwd\"]}").status == 409)
        #expect(try server.decide("{\"decision\":\"maybe\",\"paths\":[\"\(path)\"]}").status == 400)
        #expect(try Data(contentsOf: golden) == before, "nothing refused wrote a golden")

        let accepted = try server.decide(accept)
        #expect(accepted.status == 200, "\(accepted)")
        #expect(accepted.body.contains("\"decision\":\"accepted\""), "\(accepted)")
        let actual = try Data(contentsOf: repo.url.appendingPathComponent(".preview/result/actual/\(path)"))
        #expect(try Data(contentsOf: golden) == actual)
        #expect(try server.decide("{\"decision\":\"reject\",\"paths\":[\"welcome-modal/iphone-15-portrait-ar-l.png\"]}").status == 200)

        let (status, output) = server.stop(SIGTERM)
        #expect(status == 0, "\(output)")
        #expect(output.contains("golden review: stopped (SIGTERM); 1 accepted, 1 rejected\n"), "\(output)")
    }

    @Test func refusesAResultOfAnotherConfig() throws {
        let repo = try GoldenReviewBrowserTests.changedRepository()
        let checked = try PreviewCLI.run(["golden", "check"], in: repo.url, environment: GoldenCommandTests.local, timeout: 300)
        #expect(checked.exitCode == 1, "\(checked)")
        try FileManager.default.removeItem(at: repo.url.appendingPathComponent("campaigns/welcome-modal-copy.json"))
        let review = try PreviewCLI.run(["golden", "review", "--from", ".preview", "--no-open"], in: repo.url,
                                        environment: GoldenCommandTests.local, timeout: 300)
        #expect(review.exitCode == 2, "\(review)")
        #expect(review.stderr.contains("the result does not match this preview.json's campaigns and matrix"), "\(review)")
        let sharded = try PreviewCLI.run(["golden", "review", "--shard", "1/2", "--no-open"], in: repo.url,
                                         environment: GoldenCommandTests.local, timeout: 300)
        #expect(sharded.exitCode == 2, "\(sharded)")
    }
}
