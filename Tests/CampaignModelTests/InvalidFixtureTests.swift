import Foundation
import Testing
@testable import CampaignModel

/// Each Tests/Fixtures/campaigns/invalid/NAME.json is rejected with exactly
/// the lines in NAME.errors.txt (messages name the file by its base name).
@Suite("Invalid campaign fixtures")
struct InvalidFixtureTests {
    static let folder = campaignFixtures.appendingPathComponent("invalid")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theFixturesArePresent() {
        #expect(Self.names.count >= 8, "looked in \(Self.folder.path)")
    }

    @Test(arguments: names)
    func fixtureIsRejectedWithTheExpectedLines(_ name: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let expectedFile = Self.folder.appendingPathComponent(name.replacingOccurrences(of: ".json", with: ".errors.txt"))
        let expected = try String(contentsOf: expectedFile, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        #expect(rejection(data, file: name) == expected)
    }

    @Test func decodingFromAURLNamesTheFileAsGiven() throws {
        let url = Self.folder.appendingPathComponent("missing-id.json")
        do {
            _ = try CampaignDecoder().decode(contentsOf: url)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.problems.map(\.file) == [url.path])
        }
    }
}
