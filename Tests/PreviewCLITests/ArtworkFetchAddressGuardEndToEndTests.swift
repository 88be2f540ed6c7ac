import Foundation
import TestSupport
import Testing

/// `--fetch-artwork`'s address guard as a CI job meets it: a campaign from a
/// pull request whose artwork URL points inside is refused with a reason and
/// no connection, `--allow-private-artwork-hosts` (command line only, on
/// every command that fetches) lets a team's own server through, and no
/// proxy from the environment can carry a request past the guard.
@Suite(.enabled(if: LocalHTTPSServer.isAvailable, "needs python3 and openssl"))
struct ArtworkFetchAddressGuardEndToEndTests {
    static let hero = try! Data(contentsOf: Repository.root.appendingPathComponent("examples/assets/welcome-hero.jpg"))
    static let fonts = ArtworkFetchEndToEndTests.fonts

    func render(_ folder: ScratchFolder, _ extra: [String], environment: [String: String] = [:]) throws -> CommandResult {
        try PreviewCLI.run(["render", "m.json", "-o", "m.png", "--assets", "assets"] + extra, in: folder.url,
                           environment: Self.fonts.merging(environment) { _, new in new })
    }

    @Test func aLoopbackURLIsRefusedWithoutAConnectionUnlessAllowed() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let url = server.addressURL("files/hero.jpg")
        let repo = try ArtworkFetchEndToEndTests.repository(imageURL: url)
        let refused = try render(repo, ["--fetch-artwork", "--artwork-ca-file", server.caFile])
        #expect(refused.exitCode == 3, "\(refused)")
        #expect(refused.stderr.contains("skipped: artwork not ready (\(url): refused to fetch from 127.0.0.1: a loopback address; "
            + "--allow-private-artwork-hosts allows private addresses for your own artwork server"), "\(refused)")
        #expect(server.connections == 0, "no TCP connection reached the server")
        #expect(repo.files(below: ".preview/artwork-cache").isEmpty)

        let allowed = try render(repo, ["--fetch-artwork", "--allow-private-artwork-hosts", "--artwork-ca-file", server.caFile])
        #expect(allowed.exitCode == 0, "\(allowed)")
        #expect(server.connections == 1)
    }

    /// With private hosts allowed, an `https_proxy` on 127.0.0.1 would be
    /// connected to, and would itself connect to the metadata service: the
    /// proxy is never used, so the metadata address is what is checked.
    @Test func environmentProxiesCannotCarryARequestPastTheGuard() throws {
        let proxy = try LocalHTTPSServer(files: [:])
        let url = "https://169.254.169.254/latest/meta-data/iam/security-credentials/"
        let repo = try ArtworkFetchEndToEndTests.repository(imageURL: url)
        let proxyURL = "http://127.0.0.1:\(proxy.port)"
        let environment = ["https_proxy": proxyURL, "HTTPS_PROXY": proxyURL, "all_proxy": proxyURL, "ALL_PROXY": proxyURL,
                           "no_proxy": "", "NO_PROXY": ""]
        let result = try render(repo, ["--fetch-artwork", "--allow-private-artwork-hosts", "--artwork-timeout", "2"], environment: environment)
        #expect(result.exitCode == 3, "\(result)")
        #expect(result.stderr.contains("refused to fetch from 169.254.169.254: a cloud metadata address, "
            + "refused even with --allow-private-artwork-hosts"), "\(result)")
        #expect(proxy.connections == 0, "the proxy was not used")
    }

    /// `matrix` and `lint` take the flag as `render` and `golden` do
    /// (`ArtworkFetchEndToEndTests` runs those), and fetch through it.
    @Test(arguments: [["matrix", "m.json", "-o", "out", "--assets", "assets"], ["lint", "m.json", "--assets", "assets"]])
    func matrixAndLintTakeTheFlag(_ command: [String]) throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let url = server.addressURL("files/hero.jpg")
        let repo = try ArtworkFetchEndToEndTests.repository(imageURL: url)
        let arguments = command + ["--fetch-artwork", "--artwork-ca-file", server.caFile]
        let refused = try PreviewCLI.run(arguments, in: repo.url, environment: Self.fonts)
        #expect((refused.stdout + refused.stderr).contains("refused to fetch from 127.0.0.1: a loopback address"), "\(refused)")
        #expect(server.connections == 0)
        let allowed = try PreviewCLI.run(arguments + ["--allow-private-artwork-hosts"], in: repo.url, environment: Self.fonts)
        #expect(allowed.stderr.contains("note: fetched \(url)"), "\(allowed)")
        #expect(server.connections == 1)
    }

    @Test(arguments: [["render", "--help"], ["matrix", "--help"], ["golden", "record", "--help"], ["golden", "check", "--help"], ["lint", "--help"]])
    func everyCommandThatFetchesDocumentsTheFlag(_ arguments: [String]) throws {
        let help = try PreviewCLI.run(arguments)
        #expect(help.exitCode == 0 && help.stdout.contains("--allow-private-artwork-hosts"), "\(help)")
    }

    @Test func theFlagAloneIsAUsageError() throws {
        let repo = try ArtworkFetchEndToEndTests.repository(imageURL: "https://cdn.example/hero.jpg")
        let stray = try render(repo, ["--allow-private-artwork-hosts"])
        #expect(stray.exitCode == 2, "\(stray)")
        #expect(stray.stderr.contains("option '--allow-private-artwork-hosts' does nothing here: it applies only when artwork is fetched"), "\(stray)")
    }

    /// preview.json comes with the pull request, so it cannot allow private
    /// hosts: the key is refused, and nothing is fetched.
    @Test func previewJSONCannotAllowPrivateHosts() throws {
        let server = try LocalHTTPSServer(files: ["hero.jpg": Self.hero])
        let repo = try ArtworkFetchEndToEndTests.repository(imageURL: server.addressURL("files/hero.jpg"))
        try repo.file("preview.json", #"{"campaigns": ["m.json"], "assets": "assets", "goldens": "goldens", "#
            + #""artwork": {"fetch": true, "allowPrivateHosts": true, "caFile": "\#(server.caFile)"}}"#)
        let result = try PreviewCLI.run(["golden", "record", "-q"], in: repo.url, environment: Self.fonts)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stderr.contains("allowPrivateHosts"), "\(result)")
        #expect(server.connections == 0)
    }
}
