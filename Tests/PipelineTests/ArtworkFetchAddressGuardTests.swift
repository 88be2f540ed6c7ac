import Foundation
import Pipeline
import TestSupport
import Testing

/// The fetcher's address guard against real sockets: local HTTPS servers
/// that count every TCP connection they accept show that a refused address
/// is never connected to, for the campaign's URL and for a redirect alike.
/// A server that plays a public CDN is listed in the package-only
/// `addressesTreatedAsPublic`, since every local address is internal.
@Suite(.enabled(if: LocalHTTPSServer.isAvailable, "needs python3 and openssl"))
struct ArtworkFetchAddressGuardTests {
    static let hero = try! Data(contentsOf: Repository.root.appendingPathComponent("examples/assets/welcome-hero.jpg"))
    static let allowHint = "--allow-private-artwork-hosts allows private addresses for your own artwork server"

    func fetcher(trusting server: LocalHTTPSServer, cache: ScratchFolder, allowsPrivateHosts: Bool = false,
                 public: [String] = [], timeout: Double = 5) -> ArtworkFetcher {
        var settings = ArtworkFetcher.Settings(cache: cache.url, timeout: timeout, caFile: server.caFile, allowsPrivateHosts: allowsPrivateHosts)
        settings.addressesTreatedAsPublic = `public`
        return ArtworkFetcher(settings) { _ in }
    }

    func reason(_ fetcher: ArtworkFetcher, _ url: String) -> String {
        switch fetcher.file(for: url) {
        case .success(let path): "fetched \(path)"
        case .failure(let error): error.reason
        }
    }

    @Test func aLoopbackURLIsRefusedWithoutAConnectionUnlessPrivateHostsAreAllowed() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let cache = try ScratchFolder()
        let guarded = fetcher(trusting: server, cache: cache)
        #expect(reason(guarded, server.addressURL("files/hero.jpg")) == "refused to fetch from 127.0.0.1: a loopback address; \(Self.allowHint)")
        // By name too: whichever address localhost has (127.0.0.1, ::1), every one is refused.
        let byName = reason(guarded, server.url("files/hero.jpg"))
        #expect(byName.hasPrefix("refused to fetch from ") && byName.hasSuffix(": a loopback address; \(Self.allowHint)"), "\(byName)")
        #expect(server.connections == 0, "no TCP connection reached the server")
        #expect(cache.contents.isEmpty)

        // The same fetch allowed: the server counts the connection, so the zero above means something.
        let allowed = fetcher(trusting: server, cache: cache, allowsPrivateHosts: true)
        _ = try allowed.file(for: server.addressURL("files/hero.jpg")).get()
        #expect(server.connections == 1)
    }

    /// A CDN (127.0.0.2, played as public) redirects to the internal admin
    /// server on 127.0.0.1: the CDN is connected to, the admin never is.
    @Test func aRedirectToALoopbackAddressIsRefusedWithoutAConnection() throws {
        let cdn = try LocalHTTPSServer(files: ["hero.jpg": Self.hero], host: "127.0.0.2")
        let admin = try LocalHTTPSServer(files: [:])
        let cache = try ScratchFolder()
        let guarded = fetcher(trusting: cdn, cache: cache, public: [cdn.host])
        #expect(try guarded.file(for: cdn.addressURL("files/hero.jpg")).get().hasPrefix(cache.url.path), "the CDN itself is fetched from")
        let redirect = cdn.redirect(to: admin.addressURL("internal-admin?delete=all"))
        #expect(reason(guarded, redirect) == "refused to fetch from 127.0.0.1 (after a redirect): a loopback address; \(Self.allowHint)")
        #expect(cdn.connections == 2, "the CDN answered both requests")
        #expect(admin.connections == 0, "no TCP connection reached the internal server")
    }

    /// Cloud metadata stays refused after a redirect, even with private hosts
    /// allowed, in its IPv4, IPv6 and IPv4-in-IPv6 forms.
    @Test(arguments: [
        ("https://169.254.169.254/latest/meta-data/iam/security-credentials/", "169.254.169.254"),
        ("https://[fd00:ec2::254]/latest/meta-data/", "fd00:ec2::254"),
        ("https://[::ffff:169.254.169.254]/latest/meta-data/", "::ffff:169.254.169.254"),
        ("https://100.100.100.200/latest/meta-data/", "100.100.100.200"),
    ])
    func aRedirectToCloudMetadataIsRefusedEvenWithPrivateHostsAllowed(_ target: String, _ address: String) throws {
        let cdn = try LocalHTTPSServer(files: [:])
        let cache = try ScratchFolder()
        // A short timeout, so that without the guard the test fails quickly rather than waiting on an unreachable address.
        let allowing = fetcher(trusting: cdn, cache: cache, allowsPrivateHosts: true, timeout: 3)
        let started = Date()
        #expect(reason(allowing, cdn.redirect(to: target))
            == "refused to fetch from \(address) (after a redirect): a cloud metadata address, refused even with --allow-private-artwork-hosts")
        #expect(Date().timeIntervalSince(started) < 2.5, "refused before any connection, not timed out")
    }

    /// The URL itself an internal address of another kind, no redirect.
    @Test(arguments: [
        ("https://10.0.0.5/hero.jpg", "refused to fetch from 10.0.0.5: a private address; \(allowHint)"),
        ("https://[::ffff:127.0.0.1]:1/hero.jpg", "refused to fetch from ::ffff:127.0.0.1: a loopback address; \(allowHint)"),
        ("https://[fe80::1]/hero.jpg", "refused to fetch from fe80::1: a link-local address; \(allowHint)"),
        ("https://0.0.0.0:1/hero.jpg", "refused to fetch from 0.0.0.0: an unspecified address, refused even with --allow-private-artwork-hosts"),
    ])
    func internalURLsAreRefused(_ url: String, _ expected: String) throws {
        let cache = try ScratchFolder()
        let guarded = ArtworkFetcher(.init(cache: cache.url, timeout: 2)) { _ in }
        #expect(reason(guarded, url) == expected)
    }
}
