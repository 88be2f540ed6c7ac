import Foundation
import MessagePreview
import TestSupport
import Testing

/// Where a `Previewer` reads artwork from: the campaign's folder and its
/// asset folder by default, plus the folders its own settings allow (its
/// init's `allowingArtworkFrom:`, its config's `artwork.allowFrom`), and
/// `https` artwork fetched only when its settings fetch. Each previewer
/// keeps to its own settings: nothing one allows leaks to another made in
/// the same process, as it did when the command line's flags were
/// process-wide state the Swift API never saw.
@Suite struct PreviewerArtworkAccessTests {
    /// `<folder>/campaigns/promo.json`, whose image is `../brand/hero.png`:
    /// outside the campaign's folder, inside the folder's `brand/` (beside `preview.json`).
    struct Workspace {
        let folder: ScratchFolder
        var campaign: URL { folder.url.appendingPathComponent("campaigns/promo.json") }
        var brand: URL { folder.url.appendingPathComponent("brand", isDirectory: true) }
        var config: URL { folder.url.appendingPathComponent("preview.json") }

        init(imageURL: String = "../brand/hero.png", config: String? = nil) throws {
            folder = try ScratchFolder()
            try folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "brand/hero.png")
            _ = try folder.write("campaigns/promo.json", """
                {"id": "promo", "type": "modal", "header": "Spring sale", "body": "Everything half price this week.",
                 "imageURL": "\(imageURL)",
                 "buttons": [{"id": "ok", "text": "Shop now", "action": {"type": "dismiss"}}]}
                """)
            if let config { _ = try folder.write("preview.json", config) }
        }
    }

    static let outside = "is outside the campaign's folder and the asset folder"

    @Test func artworkOutsideTheCampaignsFolderIsRefusedByDefault() throws {
        let workspace = try Workspace()
        let preview = try Previewer().preview(campaignAt: workspace.campaign)
        #expect(preview.notDisplayedReason?.contains(Self.outside) == true, "\(preview.notDisplayedReason ?? "displayed")")
    }

    @Test func aFolderTheInitAllowsIsReadAndNoOtherPreviewerSeesIt() throws {
        let workspace = try Workspace()
        let allowing = try Previewer(allowingArtworkFrom: [workspace.brand])
        let preview = try allowing.preview(campaignAt: workspace.campaign)
        #expect(preview.notDisplayedReason == nil)
        #expect(preview.boxTree.allBoxes.compactMap(\.image?.file) == [workspace.brand.appendingPathComponent("hero.png").path])
        // Allowing is the previewer's own setting, not the process's.
        let plain = try Previewer().preview(campaignAt: workspace.campaign)
        #expect(plain.notDisplayedReason?.contains(Self.outside) == true, "\(plain.notDisplayedReason ?? "displayed")")
    }

    @Test func theConfigsAllowFromIsHonoured() throws {
        let workspace = try Workspace(config: #"{"campaigns": ["campaigns"], "artwork": {"allowFrom": ["brand"]}}"#)
        let preview = try Previewer(config: workspace.config).preview(campaignAt: workspace.campaign)
        #expect(preview.notDisplayedReason == nil)
        // A folder the config does not name stays closed.
        let elsewhere = try Workspace(imageURL: "../elsewhere/hero.png", config: #"{"artwork": {"allowFrom": ["brand"]}}"#)
        try elsewhere.folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "elsewhere/hero.png")
        let refused = try Previewer(config: elsewhere.config).preview(campaignAt: elsewhere.campaign)
        #expect(refused.notDisplayedReason?.contains(Self.outside) == true, "\(refused.notDisplayedReason ?? "displayed")")
    }

    /// The config's paths are judged as `golden check` judges them.
    @Test func aConfigAllowingAFolderOutsideItsOwnIsAnError() throws {
        let workspace = try Workspace(config: #"{"artwork": {"allowFrom": ["/"]}}"#)
        #expect {
            _ = try Previewer(config: workspace.config)
        } throws: { error in
            guard case PreviewerError.config(let problems) = error else { return false }
            return problems.description.contains("artwork.allowFrom[0]")
        }
    }

    /// `https` artwork without an asset folder: not fetched by default, and
    /// fetched (here: refused at the address, before any connection) when
    /// the config turns fetching on.
    @Test func theConfigsFetchIsHonoured() throws {
        let url = "https://127.0.0.1:9/hero.png"
        let workspace = try Workspace(imageURL: url, config: #"{"artwork": {"fetch": true}}"#)
        let offline = try Previewer().preview(campaignAt: workspace.campaign)
        #expect(offline.notDisplayedReason?.contains("does not fetch") == true, "\(offline.notDisplayedReason ?? "displayed")")
        let fetching = try Previewer(config: workspace.config).preview(campaignAt: workspace.campaign)
        #expect(fetching.notDisplayedReason?.contains("refused to fetch from 127.0.0.1") == true,
                "\(fetching.notDisplayedReason ?? "displayed")")
    }

    @Test(.enabled(if: LocalHTTPSServer.isAvailable, "needs python3 and openssl"))
    func fetchingGivenToTheInitDrawsTheFetchedArtwork() throws {
        let server = try LocalHTTPSServer(files: ["hero.png": try Data(contentsOf: Repository.images.appendingPathComponent("hero.png"))])
        let workspace = try Workspace(imageURL: server.url("files/hero.png"))
        let cache = workspace.folder.url.appendingPathComponent("artwork-cache", isDirectory: true)
        let notes = Notes()
        let previewer = try Previewer(fetchingArtwork: ArtworkFetchSettings(cache: cache, caFile: server.caFile, allowsPrivateHosts: true),
                                      artworkFetchNotes: { notes.add($0) })
        let preview = try previewer.preview(campaignAt: workspace.campaign)
        #expect(preview.notDisplayedReason == nil)
        #expect(notes.all.count == 1 && notes.all[0].hasPrefix("fetched \(server.url("files/hero.png"))"), "\(notes.all)")
    }

    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }
}
