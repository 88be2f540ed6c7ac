import Foundation
import TestSupport
import Testing

/// `--fetch-artwork` as a user runs it, against a local HTTPS server whose
/// certificate authority `--artwork-ca-file` trusts, on 127.0.0.1 and so
/// reached with `--allow-private-artwork-hosts`: the note, the cache that
/// makes reruns offline, and what stays refused.
@Suite(.enabled(if: LocalHTTPSServer.isAvailable, "needs python3 and openssl"))
struct ArtworkFetchEndToEndTests {
    static let hero = try! Data(contentsOf: Repository.root.appendingPathComponent("examples/assets/welcome-hero.jpg"))
    /// The bundled fonts, and no CI variable: `golden record` refuses to record on CI.
    static let fonts = ["MESSAGEPREVIEW_FONTS": Repository.root.appendingPathComponent("fonts").path, "CI": ""]

    /// A modal whose artwork is `imageURL`, and an empty asset folder beside it.
    static func repository(imageURL: String) throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.file("m.json", #"{"id": "m", "type": "modal", "header": "Hi", "imageURL": "\#(imageURL)", "#
            + #""buttons": [{"id": "ok", "text": "OK", "action": {"type": "dismiss"}}]}"#)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        return folder
    }

    func render(_ folder: ScratchFolder, _ extra: [String]) throws -> CommandResult {
        try PreviewCLI.run(["render", "m.json", "-o", "m.png", "--assets", "assets"] + extra, in: folder.url, environment: Self.fonts)
    }

    @Test func fetchesWithANoteThenRerunsOfflineFromTheCache() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let url = server.url("files/hero.jpg")
        let repo = try Self.repository(imageURL: url)
        let fetched = try render(repo, ["--fetch-artwork", "--allow-private-artwork-hosts", "--artwork-ca-file", server.caFile])
        #expect(fetched.exitCode == 0, "\(fetched)")
        let cached = ".preview/artwork-cache/" + (try cacheName(repo))
        #expect(fetched.stderr.contains("preview-cli: note: fetched \(url) (\(Self.hero.count) bytes) into \(cached)\n"), "\(fetched)")
        let first = try Data(contentsOf: repo.url.appendingPathComponent("m.png"))

        server.stop()
        let offline = try render(repo, ["--fetch-artwork"])
        #expect(offline.exitCode == 0, "\(offline)")
        #expect(!offline.stderr.contains("fetched"), "a cache hit asks no server: \(offline)")
        #expect(try Data(contentsOf: repo.url.appendingPathComponent("m.png")) == first)
    }

    private func cacheName(_ repo: ScratchFolder) throws -> String {
        try #require(repo.files(below: ".preview/artwork-cache").first)
    }

    @Test func refusedOrFailedFetchesLeaveTheMessageNotDisplayed() throws {
        let server = try LocalHTTPSServer(files: [:])
        let cases: [(path: String, extra: [String], reason: String)] = [
            ("huge.jpg", [], "larger than the 64 MiB artwork limit; refused while downloading, nothing kept"),
            ("hang.jpg", ["--artwork-timeout", "0.5"], "no answer within 0.5 seconds ("),
        ]
        for (path, extra, reason) in cases {
            let repo = try Self.repository(imageURL: server.url(path))
            let started = Date()
            let result = try render(repo, ["--fetch-artwork", "--allow-private-artwork-hosts", "--artwork-ca-file", server.caFile] + extra)
            #expect(result.exitCode == 3, "\(result)")
            #expect(result.stderr.contains("skipped: artwork not ready (\(server.url(path)): \(reason)"), "\(result)")
            #expect(Date().timeIntervalSince(started) < 20)
            #expect(repo.files(below: ".preview/artwork-cache").isEmpty)
        }
    }

    @Test func httpIsRefusedAndNothingIsFetchedUnlessAsked() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let insecure = try Self.repository(imageURL: "http://localhost:\(server.port)/files/hero.jpg")
        let refused = try render(insecure, ["--fetch-artwork", "--allow-private-artwork-hosts", "--artwork-ca-file", server.caFile])
        #expect(refused.exitCode == 3, "\(refused)")
        #expect(refused.stderr.contains("http:// URLs are refused before any request"), "\(refused)")

        let repo = try Self.repository(imageURL: server.url("files/hero.jpg"))
        let notAsked = try render(repo, [])
        #expect(notAsked.exitCode == 3, "\(notAsked)")
        #expect(notAsked.stderr.contains("is not in the asset folder"), "\(notAsked)")
        #expect(!FileManager.default.fileExists(atPath: repo.path(".preview")), "no cache without --fetch-artwork")

        let stray = try render(repo, ["--artwork-timeout", "1"])
        #expect(stray.exitCode == 2, "\(stray)")
        #expect(stray.stderr.contains("it applies only when artwork is fetched: add --fetch-artwork"), "\(stray)")
    }

    /// preview.json's "artwork" turns fetching on for `golden` and `matrix`, with the cache beside the config.
    @Test func previewJSONTurnsFetchingOn() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let repo = try Self.repository(imageURL: server.url("files/hero.jpg"))
        // preview.json's paths stay in its folder (docs/security.md), so the test CA is copied in.
        try FileManager.default.copyItem(atPath: server.caFile, toPath: repo.path("ca.pem"))
        try repo.file("preview.json", #"{"campaigns": ["m.json"], "assets": "assets", "goldens": "goldens", "#
            + #""artwork": {"fetch": true, "cache": "artwork-cache", "caFile": "ca.pem"}}"#)
        let recorded = try PreviewCLI.run(["golden", "record", "-q", "--allow-private-artwork-hosts"], in: repo.url, environment: Self.fonts)
        #expect(recorded.exitCode == 0, "\(recorded)")
        #expect(recorded.stderr.contains("note: fetched \(server.url("files/hero.jpg"))"), "\(recorded)")
        #expect(repo.files(below: "artwork-cache").count == 1)
        server.stop()
        let checked = try PreviewCLI.run(["golden", "check", "-q"], in: repo.url, environment: Self.fonts)
        #expect(checked.exitCode == 0, "offline from the cache: \(checked)")
    }
}
