import Foundation
@testable import JSONReading
import TestSupport
import Testing
@testable import CampaignModel

/// Decodes campaign JSON given as a string, as if read from `file`.
func decodeCampaign(_ json: String, file: String = "test.json") throws(InputProblems) -> DecodedCampaign {
    try CampaignDecoder().decode(Data(json.utf8), file: file)
}

/// The one-line messages a campaign is rejected with; records an issue (and
/// returns nothing) when it decodes instead.
func rejection(_ json: String, file: String = "test.json", sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    rejection(Data(json.utf8), file: file, sourceLocation: sourceLocation)
}

func rejection(_ data: Data, file: String = "test.json", sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        let decoded = try CampaignDecoder().decode(data, file: file)
        Issue.record("expected a rejection, decoded \(decoded.campaign.id)", sourceLocation: sourceLocation)
        return []
    } catch {
        #expect(!error.problems.isEmpty, sourceLocation: sourceLocation)
        #expect(error.description == error.problems.map(\.description).joined(separator: "\n"), sourceLocation: sourceLocation)
        return error.problems.map(\.description)
    }
}

/// The warnings of a campaign that must decode.
func warnings(_ json: String, file: String = "test.json", sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        return try decodeCampaign(json, file: file).warnings.map(\.description)
    } catch {
        Issue.record("expected a campaign, got:\n\(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// Tests/Fixtures/campaigns, found from this file so `swift test` works from any folder.
let campaignFixtures = Repository.fixtures.appendingPathComponent("campaigns")
