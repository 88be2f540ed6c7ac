import BoxTreeModel
import Foundation
import Testing
@testable import CampaignModel

/// The payloads teams really have (issue 10, items 10 to 14): `null` for
/// absent keys, files of several messages, HTML messages, current key names.
@Suite("Real vendor payloads")
struct RealPayloadTests {
    // MARK: Braze

    @Test func brazeNullsAreAbsentKeys() throws {
        let imported = try importFixture("braze", "nulls.json")
        let campaign = imported.campaign
        #expect(campaign.type == .slideup)
        #expect(campaign.id == "bm9uLW51bGwtdHJpZ2dlcg==")
        #expect(campaign.header == nil)
        #expect(campaign.imageURL == nil)
        // use_webview null is no web view: the URI opens outside the app.
        #expect(campaign.clickAction == .openURL(url: "myapp://rewards/daily", external: true))
        // message_close and duration null: Braze's defaults, AUTO_DISMISS after 5 s.
        #expect(campaign.autoDismissAfter == 5)
        #expect(campaign.orientation == .any)
        #expect(campaign.style.textColor == nil)
        #expect(campaign.brazeIcon == nil)
        #expect(campaign.extras == .object([:]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func brazeIconKeepsItsGlyphAndColours() throws {
        let campaign = try importFixture("braze", "slideup-icon.json").campaign
        let icon = try #require(campaign.brazeIcon)
        #expect(icon.glyph == "\u{F005}")
        #expect(icon.color == .white)
        #expect(icon.background == RGBAColor(red: 0x00, green: 0x73, blue: 0xD5))
    }

    @Test func brazeHTMLIsAFullScreenWebView() throws {
        let imported = try importFixture("braze", "html.json")
        #expect(imported.campaign.type == .fullscreen)
        #expect(imported.campaign.id == "html-summer")
        #expect(imported.campaign.htmlContent?.hasPrefix("<!DOCTYPE html>") == true)
        #expect(!imported.campaign.showCloseButton)
        let frame = try #require(imported.adobeFrame)
        #expect(frame.isFullscreen)
        #expect(frame.backdrop.alpha == 0)
        #expect(imported.warnings.map(\.description).contains(
            "html.json: asset_zip_url: the page's assets are not fetched (previews never use the network); it is drawn without them"))
    }

    // MARK: Firebase

    static func fetchResponse() throws -> [ImportedMessage] {
        try MessageImporter().decodeAll(try fixtureData("firebase", "fetch-response.json"), file: "fetch-response.json", from: nil)
    }

    @Test func firebaseFetchResponseYieldsEachMessage() throws {
        let messages = try Self.fetchResponse()
        #expect(messages.map(\.campaign.id) == ["7001002003004005006", "7001002003004005007", "7001002003004005008"])
        #expect(messages.map(\.source) == [.firebase, .firebase, .firebase])
        #expect(messages.map { $0.entry?.path } == ["messages[0]", "messages[1]", "messages[2]"])
        #expect(messages.map(\.campaign.type) == [.modal, .modal, .slideup])
        #expect(messages[0].campaign.isFirebaseCard)
        #expect(!messages[1].campaign.isFirebaseCard)
        // Problems name the message they belong to.
        #expect(messages[1].warnings.map(\.description).contains("fetch-response.json: messages[1].priority: has no equivalent in the campaign model, ignored"))
        #expect(MessageSource.detect(try fixtureData("firebase", "fetch-response.json")) == .firebase)
    }

    @Test func firebaseImageURLsLoseTheirSpaces() throws {
        let messages = try Self.fetchResponse()
        #expect(messages[0].campaign.imageURL == "https://cdn.example.com/campaigns/summer-sale.png")
        #expect(messages[1].campaign.imageURL == "https://cdn.example.com/campaigns/welcome-hero.jpg")
        #expect(messages[2].campaign.imageURL == nil)
        #expect(messages[1].warnings.map(\.description).contains(
            #"fetch-response.json: messages[1].content.modal.imageUrl: spaces removed, as Firebase does: "https://cdn.example.com/campaigns/welcom…""#))
    }

    @Test func oneMessageIsPickedByNumberOrID() throws {
        let data = try fixtureData("firebase", "fetch-response.json")
        let importer = MessageImporter()
        let first = try importer.decode(data, file: "f.json", from: nil)
        #expect(first.campaign.id == "7001002003004005006")
        #expect(first.warnings.last?.description
            == "f.json: messages[0]: the file holds 3 messages (1: 7001002003004005006, 2: 7001002003004005007, 3: 7001002003004005008); "
            + "previewing the first: pick another with --message NUMBER or ID")
        #expect(try importer.decode(data, file: "f.json", from: nil, message: "2").campaign.type == .modal)
        #expect(try importer.decode(data, file: "f.json", from: .firebase, message: "7001002003004005008").campaign.type == .slideup)
        do {
            _ = try importer.decode(data, file: "f.json", from: nil, message: "4")
            Issue.record("message 4 of 3 was accepted")
        } catch {
            #expect(error.problems.map(\.description) == [
                "f.json: $: expected --message to name one of the file's messages by number or ID "
                    + "(1: 7001002003004005006, 2: 7001002003004005007, 3: 7001002003004005008), found \"4\"",
            ])
        }
    }

    @Test func aBrokenMessageInAFetchResponseIsNamedByItsPath() {
        let json = #"{"messages": [{"content": {"modal": {"title": {"text": 5}}}}, 7]}"#
        #expect(importRejection(json, from: nil) == [
            "test.json: messages[0].content.modal.title.text: expected a string, found number 5",
            "test.json: messages[1]: expected a Firebase In-App Messaging campaign object, found number 7",
        ])
    }

    @Test func firebaseClosesAfterAnyAction() throws {
        for message in try Self.fetchResponse() {
            #expect(message.campaign.closesAfterAnyAction)
        }
        #expect(try !importFixture("braze", "modal-buttons.json").campaign.closesAfterAnyAction)
    }

    // MARK: Adobe

    @Test func adobeRulesFileYieldsEachInAppConsequence() throws {
        let messages = try MessageImporter().decodeAll(try fixtureData("adobe", "rules.json"), file: "rules.json", from: nil)
        #expect(messages.map(\.campaign.id) == ["0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9", "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a"])
        #expect(messages.map { $0.entry?.path } == ["rules[0].consequences[0]", "rules[1].consequences[0]"])
        #expect(messages[0].adobeFrame?.width == 80)
        #expect(messages[0].campaign.htmlContent?.contains("Level complete!") == true)
        #expect(messages[1].adobeFrame?.verticalAlign == .bottom)
        let warnings = messages.flatMap(\.warnings).map(\.description)
        // template and _xdm are Adobe's own keys, not unknown ones.
        #expect(!warnings.contains { $0.contains("template") || $0.contains("_xdm") }, "\(warnings)")
        #expect(warnings.contains(
            #"rules.json: rules[1].consequences[1]: a consequence with schema "https://ns.adobe.com/personalization/mes…", not an in-app message: skipped"#))
        #expect(MessageSource.detect(try fixtureData("adobe", "rules.json")) == .adobe)
    }

    @Test func aRulesFileWithoutInAppMessagesSaysSo() {
        let json = #"{"version": 1, "rules": [{"condition": {}, "consequences": [{"id": "a", "type": "add", "detail": {}}]}]}"#
        let problems = importRejection(json, from: nil)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("test.json: rules: expected a rule with an in-app message consequence") == true)
        #expect(problems.first?.hasSuffix("found 1 consequence(s), none an in-app message") == true)
    }

    // MARK: Radar

    @Test func radarOpensDeepLinkOnlySoAURLIsWarnedAboutAndTheButtonCloses() throws {
        let imported = try importFixture("radar", "url-button.json")
        #expect(imported.campaign.buttons.first?.action == .dismiss)
        #expect(imported.warnings.count == 1, "\(imported.warnings)")
        let warning = try #require(imported.warnings.first).description
        #expect(warning.contains("button.url"), "\(warning)")
        #expect(warning.hasSuffix("Radar's SDK opens deepLink only, so this button just closes the message; ignored"), "\(warning)")
    }

    // MARK: No known shape

    @Test func aFileOfNoKnownShapeSaysWhatWasLookedFor() throws {
        let problems = importRejection(try fixtureData("unknown", "no-known-keys.json"), file: "no-known-keys.json", from: nil)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.contains(#"found an object with keys "name", "payload": neither a campaign nor a recognised vendor message"#))
        #expect(problem.contains("expected a campaign (keys such as id, type, header, body, buttons) or a recognised vendor message: Braze"))
        // Even when the caller would fall back to our format.
        let data = try fixtureData("unknown", "no-known-keys.json")
        do {
            _ = try MessageImporter().decode(data, file: "no-known-keys.json", from: nil, fallback: .gameball)
            Issue.record("a file of no known shape was read as a campaign")
        } catch {
            #expect(error.problems.map(\.description) == [problem])
        }
    }
}
