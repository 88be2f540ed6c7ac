import Foundation
import Testing
@testable import CampaignModel

@Suite("Radar importer")
struct RadarImporterTests {
    @Test func modalWithButtonImageAndMetadata() throws {
        let imported = try importFixture("radar", "modal.json")
        let campaign = imported.campaign
        #expect(imported.source == .radar)
        #expect(campaign.id == "store-entry-2024")
        #expect(campaign.type == .modal)
        #expect(campaign.layout == .textWithImage)
        #expect(campaign.header == "Welcome to the Harbour Street store!")
        #expect(campaign.body == "Show this screen at the till and earn double coins on today's purchase.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/welcome-hero.jpg")
        #expect(campaign.clickAction == nil)
        #expect(campaign.buttons == [
            Button(id: "button", text: "See today's deals", action: .openURL(url: "myapp://deals?store=harbour-street", external: true),
                   style: ButtonStyle(backgroundColor: rgba("#5B3DF5"), textColor: .white)),
        ])
        // Radar's one layout: a modal with a close button, closed by a tap outside.
        #expect(campaign.showCloseButton)
        #expect(campaign.dismissOnScrimTap)
        #expect(campaign.autoDismissAfter == nil)
        #expect(campaign.style == MessageStyle(textColor: rgba("#4A4560"), headerColor: rgba("#1B1340")))
        #expect(campaign.extras == .object([
            "radar:campaignName": .string("Store Entry Campaign"),
            "radar:geofenceId": .string("store-123"),
        ]))
        #expect(imported.warnings.map(\.description) == [
            "modal.json: image.name: has no equivalent in the campaign model, ignored",
        ])
    }

    @Test func incompleteButtonAndImageAreDroppedAsRadarDoes() throws {
        let imported = try importFixture("radar", "no-button.json")
        #expect(imported.campaign.id == "radar-message")
        #expect(imported.campaign.buttons.isEmpty)
        #expect(imported.campaign.imageURL == nil)
        // Colours without "#" are what Radar's parser reads too.
        #expect(imported.campaign.style.headerColor == .black)
        #expect(imported.campaign.style.textColor == rgba("#666666"))
        #expect(imported.warnings.map(\.description) == [
            "no-button.json: $: no metadata[\"radar:campaignId\"]; the campaign is named \"radar-message\"",
            "no-button.json: button.backgroundColor: missing, so Radar drops the button; it is not shown",
            "no-button.json: image.name: missing, so Radar drops the image; it is not shown",
        ])
    }

    @Test func aMessageWithoutTitleOrBodyIsRejected() throws {
        #expect(importRejection(try fixtureData("radar", "bad.json"), file: "bad.json", from: .radar) == [
            "bad.json: body: expected a text object {\"text\": …, \"color\": \"#RRGGBB\"}, found nothing (key missing)",
            "bad.json: title.color: expected a colour #RRGGBB, found string \"red\"",
            "bad.json: button.color: expected a colour #RRGGBB, found string \"#FFF\"",
            "bad.json: button.backgroundColor: expected a colour #RRGGBB, found number 12",
            "bad.json: image: expected an image object {\"name\": …, \"url\": …}, found string \"https://cdn.example.com/campaigns/welcom…\"",
            "bad.json: metadata[\"radar:campaignId\"]: expected a string, found number 7",
        ])
        #expect(importRejection(##"{"title": {"text": "Hi"}, "body": {"color": "#000000"}}"##, from: .radar) == [
            "test.json: title.color: expected a colour #RRGGBB, found nothing (key missing)",
            "test.json: body.text: expected a string, found nothing (key missing)",
        ])
    }

    @Test func deepLinksOpenOrFallBack() throws {
        func action(_ deepLink: String) throws -> Button? {
            let json = #"""
            {"title": {"text": "T", "color": "#000000"}, "body": {"text": "B", "color": "#000000"},
             "button": {"text": "Go", "color": "#FFFFFF", "backgroundColor": "#000000"\#(deepLink)}}
            """#
            return try importJSON(json, from: .radar).campaign.buttons.first
        }
        #expect(try action("")?.action == .dismiss)
        #expect(try action(#", "deepLink": null"#)?.action == .dismiss)
        #expect(try action(#", "deepLink": """#)?.action == .dismiss)
        #expect(try action(#", "deepLink": "null""#)?.action == .dismiss)
        #expect(try action(#", "deepLink": "https://example.com/deals""#)?.action == .openURL(url: "https://example.com/deals", external: true))
        let fallback = try action(#", "deepLink": "deals page""#)
        #expect(fallback?.action == .dismiss)
        #expect(fallback?.fallbackReason == "deepLink is not a usable URL")
    }

    @Test func unknownKeysAreWarnedAbout() {
        let json = ##"{"title": {"text": "T", "color": "#000000", "font": "Bold"}, "body": {"text": "B", "color": "#000000"}, "metadata": {"radar:campaignId": "c"}, "style": "dark"}"##
        #expect(importWarnings(json, from: .radar) == [
            "test.json: title.font: unknown key, ignored",
            "test.json: style: unknown key, ignored",
        ])
    }
}
