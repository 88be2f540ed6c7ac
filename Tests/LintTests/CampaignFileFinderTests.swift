import Foundation
@testable import Lint
import Testing

/// Which files `preview-cli lint PATHS` treats as campaigns.
@Suite struct CampaignFileFinderTests {
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-find-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    @Test func searchesFoldersRecursivelyAndSkipsWhatIsNotACampaign() throws {
        let root = try Self.folder([
            "a.json": #"{"id": "a", "type": "modal"}"#,
            "nested/b.json": #"{"id": "b"}"#,
            "nested/deeper/c.JSON": #"{"type": "slideup"}"#,
            "values.json": #"{"player_name": "Sam"}"#,
            "assets/manifest.json": #"{"https://x/y.png": "y.png"}"#,
            "preview.json": #"{"lint": {}}"#,
            "tsconfig.json": #"{"compilerOptions": {}}"#,
            "list.json": "[1, 2]",
            "broken.json": #"{"id": "broken","#,
            ".hidden/d.json": #"{"id": "d"}"#,
            "notes.txt": "not json",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CampaignFileFinder.find([root.path])
        let prefix = root.path + "/"
        #expect(result.campaigns.map { String($0.dropFirst(prefix.count)) } == ["a.json", "broken.json", "nested/b.json", "nested/deeper/c.JSON"])
        #expect(result.skipped.map { String($0.path.dropFirst(prefix.count)) }.sorted()
                == ["assets/manifest.json", "list.json", "preview.json", "tsconfig.json", "values.json"])
        #expect(result.skipped.first { $0.path.hasSuffix("tsconfig.json") }?.reason == #"JSON without a campaign's "id" or "type""#)
    }

    @Test func aFileNamedDirectlyIsLintedUnlessItIsACompanionFile() throws {
        let root = try Self.folder(["values.json": #"{"player_name": "Sam"}"#, "notes.json": #"{"title": "not a campaign"}"#])
        defer { try? FileManager.default.removeItem(at: root) }
        let values = root.appendingPathComponent("values.json").path
        let notes = root.appendingPathComponent("notes.json").path
        // As a shell expands `lint campaigns/*.json`: the values file is skipped,
        // anything else named is linted (and reported if it is no campaign).
        let result = try CampaignFileFinder.find([values, notes, notes])
        #expect(result.campaigns == [notes])
        #expect(result.skipped.map(\.path) == [values])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: CampaignFileFinder.SearchError.notFound(path: "/nonexistent/campaigns")) {
            try CampaignFileFinder.find(["/nonexistent/campaigns"])
        }
    }

    @Test func theExamplesFolder() throws {
        let examples = LintHarness.root.appendingPathComponent("examples").path
        let result = try CampaignFileFinder.find([examples])
        // Other vendors' messages are campaigns too (imported); Adobe's HTML messages and theme files are not.
        #expect(result.campaigns.map { URL(fileURLWithPath: $0).lastPathComponent }
                == ["flawed-modal.json", "level-up-slideup.json", "summer-sale-fullscreen.json", "braze-modal.json",
                    "braze-slideup.json", "firebase-modal.json", "radar-modal.json", "welcome-modal.json"])
        #expect(result.skipped.map { URL(fileURLWithPath: $0.path).lastPathComponent }.sorted()
                == ["adobe-banner.json", "manifest.json", "our-app-theme.json", "values.json"])
    }
}
