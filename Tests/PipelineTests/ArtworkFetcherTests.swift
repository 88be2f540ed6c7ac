import Assets
import Foundation
import Layout
import Pipeline
import TestSupport
import Testing

/// `--fetch-artwork`'s fetcher against a local HTTPS server whose certificate
/// authority is made for the test: what is kept, what is refused and why.
/// The server is on 127.0.0.1, so these fetchers allow private hosts (as
/// `--allow-private-artwork-hosts` does); `ArtworkFetchAddressGuardTests`
/// shows what happens without.
@Suite(.enabled(if: LocalHTTPSServer.isAvailable, "needs python3 and openssl"))
struct ArtworkFetcherTests {
    static let hero = try! Data(contentsOf: Repository.root.appendingPathComponent("examples/assets/welcome-hero.jpg"))

    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    func fetcher(_ server: LocalHTTPSServer, cache: ScratchFolder, trusts: Bool = true, timeout: Double = 5,
                 maxBytes: Int = DecodedArtwork.maxFileBytes, notes: Notes = Notes()) -> ArtworkFetcher {
        ArtworkFetcher(.init(cache: cache.url, timeout: timeout, caFile: trusts ? server.caFile : nil, maxBytes: maxBytes,
                             allowsPrivateHosts: true)) { notes.add($0) }
    }

    @Test func cacheNamesAreTheSHA256OfTheURL() throws {
        #expect(try ArtworkFetcher.cacheName(for: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func fetchesOnceThenServesTheCacheWithoutTheNetwork() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let cache = try ScratchFolder()
        let notes = Notes()
        let url = server.url("files/hero.jpg")
        let path = try fetcher(server, cache: cache, notes: notes).file(for: url).get()
        #expect(try path == cache.path(ArtworkFetcher.cacheName(for: url)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Self.hero)
        #expect(notes.all.count == 1 && notes.all[0].hasPrefix("fetched \(url) (\(Self.hero.count) bytes) into "), "\(notes.all)")
        #expect(try cache.contents == [ArtworkFetcher.cacheName(for: url)], "no temporary file left")

        server.stop()
        let offline = Notes()
        #expect(try fetcher(server, cache: cache, notes: offline).file(for: url).get() == path)
        #expect(offline.all.isEmpty, "a cache hit asks no server")
    }

    @Test func aStoreDrawsFetchedArtworkAsItDrawsLocalArtwork() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let cache = try ScratchFolder(), campaign = try ScratchFolder()
        let store = ArtworkStore(campaignDirectory: campaign.url, assetsDirectory: nil, access: ArtworkAccess(remote: fetcher(server, cache: cache)))
        guard case .loaded(let info) = store.artwork(for: server.url("files/hero.jpg")) else {
            Issue.record("not loaded")
            return
        }
        #expect(info.pixelWidth == 1200 && info.pixelHeight == 800)
        #expect(try store.image(file: info.file).width == 1200)
        #expect(store.artwork(for: "http://localhost:\(server.port)/files/hero.jpg") == .failed("http:// URLs are refused before any request"))
    }

    @Test func refusals() throws {
        let server = try LocalHTTPSServer(files: ["page.jpg": Data("<html>not found</html>".utf8)])
        let cache = try ScratchFolder()
        func reason(_ path: String, trusts: Bool = true, timeout: Double = 5, maxBytes: Int = DecodedArtwork.maxFileBytes) -> String {
            switch fetcher(server, cache: cache, trusts: trusts, timeout: timeout, maxBytes: maxBytes).file(for: server.url(path)) {
            case .success(let path): "fetched \(path)"
            case .failure(let error): error.reason
            }
        }
        #expect(reason("huge.jpg") == "larger than the 64 MiB artwork limit; refused while downloading, nothing kept")
        #expect(reason("endless.jpg", maxBytes: 300_000) == "larger than the 300000-byte artwork limit; refused while downloading, nothing kept")
        let started = Date()
        let hang = reason("hang.jpg", timeout: 0.5)
        #expect(hang.hasPrefix("no answer within 0.5 seconds ("), "\(hang)")
        #expect(Date().timeIntervalSince(started) < 4)
        #expect(reason("missing.jpg") == "the server answered HTTP 404")
        #expect(reason("files/page.jpg").hasPrefix("the server sent 22 bytes that are not a PNG or JPEG ("))
        let untrusted = reason("files/page.jpg", trusts: false)
        #expect(untrusted.hasPrefix("not fetched: SSL certificate problem"), "\(untrusted)")
        #expect(cache.contents.isEmpty, "nothing refused is cached")
    }
}
