import CampaignModel
import Foundation
import Testing
@testable import Workflow

@Suite struct CampaignDiscoveryTests {
    static let campaign = #"{"id": "c", "type": "modal", "header": "Hi"}"#

    /// A campaign folder as repositories hold them: campaigns among other JSON.
    func repository() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("campaigns/welcome.json", Self.campaign)
        try folder.write("campaigns/promos/spring.json", Self.campaign)
        try folder.write("campaigns/promos/spring sale!.json", Self.campaign)
        try folder.write("campaigns/values.json", #"{"player_name": "Sam"}"#)
        try folder.write("campaigns/de.values.json", #"{"player_name": "Sam"}"#)
        try folder.write("campaigns/assets/manifest.json", #"{"https://x/a.png": "a.png"}"#)
        try folder.write("campaigns/theme.json", ##"{"style": {"backgroundColor": "#fff"}}"##)
        try folder.write("campaigns/dark.theme.json", #"{"style": {}}"#)
        try folder.write("campaigns/preview.json", #"{"campaigns": []}"#)
        try folder.write("campaigns/old/welcome.a11y.json", #"{"id": "x"}"#)
        try folder.write("campaigns/old/welcome.tree.json", #"{"schemaVersion": 1}"#)
        try folder.write("campaigns/braze.json", #"{"message": "Hi", "message_close": "SWIPE", "type": "SLIDEUP"}"#)
        try folder.write("campaigns/settings.json", #"{"retries": 3}"#)
        try folder.write("campaigns/.hidden/secret.json", Self.campaign)
        try folder.write("campaigns/notes.txt", "not json")
        return folder
    }

    @Test func foldersTakeCampaignsAndSkipTheRestWithAReason() throws {
        let folder = try repository()
        let found = try CampaignDiscovery().discover(["campaigns"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["promos/spring-sale-", "promos/spring", "welcome"])
        #expect(found.campaigns.map(\.displayPath) == ["campaigns/promos/spring sale!.json", "campaigns/promos/spring.json", "campaigns/welcome.json"])
        let skipped = Dictionary(uniqueKeysWithValues: found.skipped.map { ($0.path, $0.reason) })
        #expect(skipped == [
            "campaigns/values.json": .valuesFile, "campaigns/de.values.json": .valuesFile,
            "campaigns/assets/manifest.json": .assetManifest, "campaigns/theme.json": .themeFile,
            "campaigns/dark.theme.json": .themeFile, "campaigns/preview.json": .configFile,
            "campaigns/old/welcome.a11y.json": .previewOutput, "campaigns/old/welcome.tree.json": .previewOutput,
            "campaigns/braze.json": .vendorMessage, "campaigns/settings.json": .notACampaign,
        ])
    }

    @Test func globsMatchRelativeToTheirLiteralPrefix() throws {
        let folder = try repository()
        let found = try CampaignDiscovery().discover(["campaigns/**/spring*.json"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["promos/spring-sale-", "promos/spring"])
        let top = try CampaignDiscovery().discover(["campaigns/*.json"], relativeTo: folder.url)
        #expect(top.campaigns.map(\.key) == ["welcome"])
    }

    @Test func aFileNamedDirectlyIsNamedByItsFileNameAndNeverSkipped() throws {
        let folder = try repository()
        try folder.write("elsewhere/values.json", Self.campaign)
        let found = try CampaignDiscovery().discover(["campaigns/promos/spring.json", "elsewhere/values.json"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["spring", "values"])
        #expect(found.campaigns.map(\.displayPath) == ["campaigns/promos/spring.json", "elsewhere/values.json"])
    }

    @Test func aFileReachedTwiceCountsOnce() throws {
        let folder = try repository()
        let found = try CampaignDiscovery().discover(["campaigns/promos", "campaigns/promos/*.json"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["spring-sale-", "spring"])
    }

    @Test func excludedFoldersAreNotSearched() throws {
        let folder = try repository()
        try folder.write("campaigns/previews/copy.json", Self.campaign)
        let found = try CampaignDiscovery(excluding: [folder.url.appendingPathComponent("campaigns/previews")])
            .discover(["campaigns"], relativeTo: folder.url)
        #expect(!found.campaigns.map(\.key).contains("previews/copy"))
    }

    @Test func twoFilesWithOneNameAreAnError() throws {
        let folder = try repository()
        try folder.write("other/spring.json", Self.campaign)
        #expect(throws: DiscoveryError.duplicateKey(key: "spring", paths: ["campaigns/promos/spring.json", "other/spring.json"])) {
            try CampaignDiscovery().discover(["campaigns/promos/spring.json", "other/spring.json"], relativeTo: folder.url)
        }
    }

    @Test func invalidCampaignsReportEveryProblem() throws {
        let folder = try ScratchFolder()
        try folder.write("c/a.json", #"{"id": "a", "type": 3}"#)
        try folder.write("c/b.json", #"{"id": "", "type": "modal", "header": "x"}"#)
        do {
            _ = try CampaignDiscovery().discover(["c"], relativeTo: folder.url)
            Issue.record("no error")
        } catch {
            guard case .invalidCampaigns(let problems) = error else { Issue.record("\(error)"); return }
            #expect(problems.map(\.file) == ["c/a.json", "c/b.json"])
            #expect(problems[0].description == "c/a.json: type: expected a string such as \"slideup\", \"modal\" or \"fullscreen\", found number 3")
        }
    }

    @Test func patternsThatReachNoCampaignAreErrors() throws {
        let folder = try repository()
        #expect(throws: DiscoveryError.notFound(path: "campaign")) { try CampaignDiscovery().discover(["campaign"], relativeTo: folder.url) }
        #expect(throws: DiscoveryError.noCampaigns(pattern: "nothing/*.json", skipped: 0)) {
            try CampaignDiscovery().discover(["nothing/*.json"], relativeTo: folder.url)
        }
        #expect(throws: DiscoveryError.noCampaigns(pattern: "campaigns/assets", skipped: 1)) {
            try CampaignDiscovery().discover(["campaigns/assets"], relativeTo: folder.url)
        }
    }

    @Test func theBundledExamplesFolder() throws {
        let found = try CampaignDiscovery().discover(["examples"], relativeTo: Repository.root)
        #expect(found.campaigns.map(\.key) == ["flawed/flawed-modal", "level-up-slideup", "summer-sale-fullscreen", "welcome-modal"])
        #expect(found.skipped.map(\.path).sorted() == ["examples/assets/manifest.json", "examples/themes/our-app-theme.json", "examples/values.json"]
            + ["adobe-banner", "braze-modal", "braze-slideup", "firebase-modal", "radar-modal"].map { "examples/vendors/\($0).json" })
    }
}
