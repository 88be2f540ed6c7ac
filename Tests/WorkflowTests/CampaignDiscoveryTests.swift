import CampaignModel
import Foundation
import TestSupport
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
        // Another SDK's message is a campaign, imported as `render` imports it.
        #expect(found.campaigns.map(\.key) == ["braze", "promos/spring-sale-", "promos/spring", "welcome"])
        #expect(found.campaigns.map(\.displayPath)
                == ["campaigns/braze.json", "campaigns/promos/spring sale!.json", "campaigns/promos/spring.json", "campaigns/welcome.json"])
        let skipped = Dictionary(uniqueKeysWithValues: found.skipped.map { ($0.path, $0.reason) })
        #expect(skipped == [
            "campaigns/values.json": .valuesFile, "campaigns/de.values.json": .valuesFile,
            "campaigns/assets/manifest.json": .assetManifest, "campaigns/theme.json": .themeFile,
            "campaigns/dark.theme.json": .themeFile, "campaigns/preview.json": .configFile,
            "campaigns/old/welcome.a11y.json": .previewOutput, "campaigns/old/welcome.tree.json": .previewOutput,
            "campaigns/settings.json": .notACampaign,
        ])
    }

    @Test func globsMatchRelativeToTheirLiteralPrefix() throws {
        let folder = try repository()
        let found = try CampaignDiscovery().discover(["campaigns/**/spring*.json"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["promos/spring-sale-", "promos/spring"])
        let top = try CampaignDiscovery().discover(["campaigns/*.json"], relativeTo: folder.url)
        #expect(top.campaigns.map(\.key) == ["braze", "welcome"])
    }

    @Test func aFileNamedDirectlyIsNamedByItsFileNameAndOnlyItsNameSkipsIt() throws {
        let folder = try repository()
        try folder.write("elsewhere/welcome.json", Self.campaign)
        // As a shell expands `campaigns/*.json`: the values file comes along and is skipped.
        let found = try CampaignDiscovery().discover(["campaigns/promos/spring.json", "elsewhere/welcome.json", "campaigns/values.json"],
                                                     relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["spring", "welcome"])
        #expect(found.campaigns.map(\.displayPath) == ["campaigns/promos/spring.json", "elsewhere/welcome.json"])
        #expect(found.skipped == [SkippedFile(path: "campaigns/values.json", reason: .valuesFile)])
        // Named directly, JSON that is no campaign is decoded, and fails.
        #expect(throws: DiscoveryError.self) { try CampaignDiscovery().discover(["campaigns/settings.json"], relativeTo: folder.url) }
        #expect(throws: DiscoveryError.noCampaigns(pattern: "campaigns/values.json", skipped: 1)) {
            try CampaignDiscovery().discover(["campaigns/values.json"], relativeTo: folder.url)
        }
    }

    @Test func invalidCampaignsCanBeKeptForACommandThatReportsThem() throws {
        let folder = try repository()
        try folder.write("campaigns/broken.json", #"{"id": "broken", "type": 3}"#)
        let found = try CampaignDiscovery().discover(["campaigns"], relativeTo: folder.url, keepingInvalid: true)
        #expect(found.campaigns.map(\.key) == ["braze", "promos/spring-sale-", "promos/spring", "welcome"])
        #expect(found.invalid.map(\.displayPath) == ["campaigns/broken.json"])
        #expect(found.invalid.first?.error.problems.first?.path == "type")
    }

    @Test func hiddenFoldersAndUppercaseExtensions() throws {
        let folder = try ScratchFolder()
        try folder.write("c/nested/deeper/a.JSON", Self.campaign)
        try folder.write("c/.hidden/b.json", Self.campaign)
        try folder.write("c/list.json", "[1, 2]")
        let found = try CampaignDiscovery().discover(["c"], relativeTo: folder.url)
        #expect(found.campaigns.map(\.key) == ["nested/deeper/a"])
        #expect(found.skipped == [SkippedFile(path: "c/list.json", reason: .notACampaign)])
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
        // Other SDKs' messages are campaigns, imported; theme files, device files and companions are not.
        // examples/swift-package is a consumer package: its campaigns too, its box-tree goldens skipped as outputs.
        #expect(found.campaigns.map(\.key) == ["flawed/flawed-modal", "level-up-slideup", "summer-sale-fullscreen"]
            + ["swift-package/Campaigns/level-up", "swift-package/Campaigns/welcome-back"]
            + ["adobe-banner", "braze-modal", "braze-slideup", "firebase-modal", "radar-modal"].map { "vendors/\($0)" } + ["welcome-modal"])
        #expect(found.skipped.filter { !$0.path.hasPrefix("examples/swift-package/Tests/") }.map(\.path).sorted() == [
            "examples/assets/manifest.json", "examples/devices/team-devices.json", "examples/swift-package/Campaigns/assets/manifest.json",
            "examples/themes/our-app-theme.json", "examples/values.json"])
        #expect(found.skipped.filter { $0.path.hasPrefix("examples/swift-package/Tests/") }.allSatisfy { $0.reason == .previewOutput })
        // Adobe's HTML message keeps the frame its web view is drawn in.
        #expect(found.campaigns.filter { $0.adobeFrame != nil }.map(\.key) == ["vendors/adobe-banner"])
    }

    @Test func aVendorMessageNamedDirectlyIsImported() throws {
        let found = try CampaignDiscovery().discover(["examples/vendors/braze-modal.json"], relativeTo: Repository.root)
        #expect(found.campaigns.map(\.key) == ["braze-modal"])
        #expect(found.campaigns.first?.adobeFrame == nil)
    }
}
