import BoxTreeModel
import Foundation
@testable import JSONReading
import Testing
import TestSupport
@testable import CampaignModel

/// Tests/Fixtures/vendors, found from this file so `swift test` works from any folder.
let vendorFixtures = Repository.fixtures.appendingPathComponent("vendors")

/// The repository's examples/vendors folder.
let vendorExamples = Repository.examples.appendingPathComponent("vendors")

func fixtureData(_ vendor: String, _ name: String) throws -> Data {
    try Data(contentsOf: vendorFixtures.appendingPathComponent(vendor).appendingPathComponent(name))
}

/// Imports a fixture, naming it by its base name in messages.
func importFixture(_ vendor: String, _ name: String, from source: MessageSource? = nil) throws -> ImportedMessage {
    try MessageImporter().decode(try fixtureData(vendor, name), file: name, from: source)
}

/// Imports JSON given as a string, as if read from `file`.
func importJSON(_ json: String, from source: MessageSource?, file: String = "test.json") throws(InputProblems) -> ImportedMessage {
    try MessageImporter().decode(Data(json.utf8), file: file, from: source)
}

/// The one-line messages a message is rejected with; records an issue (and
/// returns nothing) when it imports instead.
func importRejection(_ data: Data, file: String = "test.json", from source: MessageSource?, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        let imported = try MessageImporter().decode(data, file: file, from: source)
        Issue.record("expected a rejection, imported \(imported.campaign.id)", sourceLocation: sourceLocation)
        return []
    } catch {
        #expect(!error.problems.isEmpty, sourceLocation: sourceLocation)
        return error.problems.map(\.description)
    }
}

func importRejection(_ json: String, file: String = "test.json", from source: MessageSource?, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    importRejection(Data(json.utf8), file: file, from: source, sourceLocation: sourceLocation)
}

/// The warnings of a message that must import.
func importWarnings(_ json: String, from source: MessageSource?, file: String = "test.json", sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        return try importJSON(json, from: source, file: file).warnings.map(\.description)
    } catch {
        Issue.record("expected a message, got:\n\(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// `#RRGGBB` or `#RRGGBBAA` as a colour (tests only write valid ones).
func rgba(_ hex: String) -> RGBAColor {
    RGBAColor(hex: hex) ?? .clear
}
