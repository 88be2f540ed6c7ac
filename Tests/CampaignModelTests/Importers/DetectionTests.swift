import Foundation
import Testing
@testable import CampaignModel

@Suite("Source detection")
struct DetectionTests {
    @Test(arguments: [
        ("braze", "slideup-icon.json"), ("braze", "modal-buttons.json"), ("braze", "full-image.json"), ("braze", "html.json"),
        ("braze", "wrong-types.json"), ("braze", "unknown-enums.json"), ("braze", "bad-colors.json"), ("braze", "graphic-buttons.json"), ("braze", "graphic-full.json"), ("braze", "full-buttons.json"),
        ("radar", "modal.json"), ("radar", "no-button.json"), ("radar", "bad.json"),
        ("firebase", "modal.json"), ("firebase", "banner.json"), ("firebase", "card.json"), ("firebase", "image-only.json"), ("firebase", "bad.json"),
        ("adobe", "banner.json"), ("adobe", "fullscreen-schema.json"), ("adobe", "bad.json"),
    ])
    func eachFixtureIsDetectedAsItsVendor(_ vendor: String, _ name: String) throws {
        #expect(MessageSource.detect(try fixtureData(vendor, name)) == MessageSource(rawValue: vendor))
    }

    @Test(arguments: ["welcome-modal.json", "level-up-slideup.json", "summer-sale-fullscreen.json"])
    func ourOwnExamplesAreDetectedAsGameball(_ name: String) throws {
        let url = vendorExamples.deletingLastPathComponent().appendingPathComponent(name)
        #expect(MessageSource.detect(try Data(contentsOf: url)) == .gameball)
    }

    @Test func ourFormatPassesThroughTheCampaignDecoderUnchanged() throws {
        let url = vendorExamples.deletingLastPathComponent().appendingPathComponent("welcome-modal.json")
        let data = try Data(contentsOf: url)
        let imported = try MessageImporter().decode(data, file: "welcome-modal.json", from: nil)
        let decoded = try CampaignDecoder().decode(data, file: "welcome-modal.json")
        #expect(imported.source == .gameball)
        #expect(imported.campaign == decoded.campaign)
        #expect(imported.warnings == decoded.warnings)
        #expect(imported.adobeFrame == nil)
        // And its errors are the decoder's own.
        #expect(importRejection(#"{"type": "modal"}"#, from: .gameball) == ["test.json: id: expected a non-empty string, found nothing (key missing)"])
        #expect(importRejection(#"{"id": "x", "type": "modal", "style": {"textColor": "red"}}"#, from: nil) == [
            "test.json: style.textColor: expected a colour #RGB, #RRGGBB or #RRGGBBAA, found string \"red\"",
        ])
    }

    @Test func shapesThatDecideTheSource() {
        func detect(_ json: String) -> MessageSource? { MessageSource.detect(Data(json.utf8)) }
        #expect(detect(#"{"type": "MODAL"}"#) == .braze)
        #expect(detect(#"{"type": "modal"}"#) == .gameball)
        #expect(detect(#"{"type": "modal", "message": "Braze keys win"}"#) == .braze)
        #expect(detect(#"{"id": "x", "body": "ours is a string"}"#) == .gameball)
        #expect(detect(#"{"body": {"text": "Radar's is an object"}}"#) == .radar)
        #expect(detect(#"{"messageContent": {"card": {}}}"#) == .firebase)
        #expect(detect(#"{"vanillaPayload": {"campaignId": "1"}}"#) == .firebase)
        #expect(detect(#"{"detail": {"data": {"mobileParameters": {}}}}"#) == .adobe)
        #expect(detect(#"{"name": "spring"}"#) == nil)
        #expect(detect("[1, 2]") == nil)
        #expect(detect("{") == nil)
        #expect(detect("") == nil)
    }

    static let lookedFor = "a campaign (keys such as id, type, header, body, buttons) or a recognised vendor message: Braze (message, btns, click_action, or type in capitals), Radar (title or body with text), Firebase (content with banner, modal, imageOnly or card; vanillaPayload; a fetch response's messages array), Adobe (mobileParameters; a rules file's rules array)"

    @Test func undetectableMessagesSaySo() throws {
        #expect(importRejection(try fixtureData("unknown", "no-known-keys.json"), file: "no-known-keys.json", from: nil) == [
            "no-known-keys.json: $: expected \(Self.lookedFor), found an object with keys \"name\", \"payload\": "
                + "neither a campaign nor a recognised vendor message (name the format with --from to read it anyway)",
        ])
        #expect(importRejection(try fixtureData("unknown", "array.json"), file: "array.json", from: nil) == [
            "array.json: $: expected \(Self.lookedFor), found an array",
        ])
        // Syntax errors come first, whatever the source.
        #expect(importRejection("{\"type\": \"MODAL\",}", from: nil) == [
            "test.json: $: expected valid JSON, found a trailing comma before \"}\" at line 1, column 18",
        ])
    }

    @Test func aNamedSourceIsReadAsThatSource() {
        // A Braze file read as Radar: Radar's own complaints, not a guess.
        #expect(importRejection(#"{"type": "MODAL", "message": "Hi"}"#, from: .radar) == [
            "test.json: title: expected a text object {\"text\": …, \"color\": \"#RRGGBB\"}, found nothing (key missing)",
            "test.json: body: expected a text object {\"text\": …, \"color\": \"#RRGGBB\"}, found nothing (key missing)",
        ])
        for source in MessageSource.allCases where source != .gameball {
            #expect(importRejection("[]", from: source).count == 1)
        }
    }

    @Test func readingFromAFileNamesItAsGiven() throws {
        let url = vendorFixtures.appendingPathComponent("radar/modal.json")
        let imported = try MessageImporter().decode(contentsOf: url, from: nil)
        #expect(imported.source == .radar)
        #expect(imported.warnings.map(\.file) == [url.path])
        do {
            _ = try MessageImporter().decode(contentsOf: vendorFixtures.appendingPathComponent("radar/missing.json"), from: nil)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.problems.map(\.found) == ["no such file"])
        }
    }
}
