import Foundation
import Testing
@testable import CampaignModel

/// examples/vendors holds one good message per vendor for the docs and the
/// command line; each must import without errors, as the vendor it is.
@Suite("Vendor examples")
struct ExampleTests {
    @Test(arguments: [
        ("braze-slideup.json", MessageSource.braze, MessageType.slideup),
        ("braze-modal.json", .braze, .modal),
        ("radar-modal.json", .radar, .modal),
        ("firebase-modal.json", .firebase, .modal),
        ("adobe-banner.json", .adobe, .modal),
    ])
    func exampleImports(_ name: String, _ source: MessageSource, _ type: MessageType) throws {
        let data = try Data(contentsOf: vendorExamples.appendingPathComponent(name))
        #expect(MessageSource.detect(data) == source)
        let imported = try MessageImporter().decode(data, file: name, from: nil)
        #expect(imported.source == source)
        #expect(imported.campaign.type == type)
        // Artwork points at files the examples' asset folder has.
        let artwork = ["summer-sale.png", "welcome-hero.jpg", "coin-icon.png"].map { "https://cdn.example.com/campaigns/" + $0 }
        if let image = imported.campaign.imageURL {
            #expect(artwork.contains(image))
        }
    }

    @Test func examplesWarnOnlyAboutWhatCannotBeShown() throws {
        func warnings(_ name: String) throws -> [String] {
            let data = try Data(contentsOf: vendorExamples.appendingPathComponent(name))
            return try MessageImporter().decode(data, file: name, from: nil).warnings.map(\.description)
        }
        #expect(try warnings("braze-slideup.json") == [])
        #expect(try warnings("braze-modal.json") == [])
        #expect(try warnings("firebase-modal.json") == [])
        #expect(try warnings("adobe-banner.json") == [])
        #expect(try warnings("radar-modal.json") == ["radar-modal.json: image.name: has no equivalent in the campaign model, ignored"])
    }
}
