import BoxTreeModel
import Foundation
import Testing
@testable import CampaignModel

@Suite("Firebase importer")
struct FirebaseImporterTests {
    @Test func modalWithActionButton() throws {
        let imported = try importFixture("firebase", "modal.json")
        let campaign = imported.campaign
        #expect(imported.source == .firebase)
        #expect(campaign.id == "1234567890123456789")
        #expect(campaign.type == .modal)
        #expect(campaign.layout == .textWithImage)
        #expect(campaign.header == "Welcome back!")
        #expect(campaign.body == "Your streak is safe: play today to reach day 7 and open the golden chest.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/welcome-hero.jpg")
        // The action belongs to the button.
        #expect(campaign.clickAction == nil)
        #expect(campaign.buttons == [
            Button(id: "action", text: "Play now", action: .openURL(url: "https://play.example.com/streak", external: true),
                   style: ButtonStyle(backgroundColor: rgba("#5B3DF5"), textColor: .white)),
        ])
        #expect(campaign.showCloseButton)
        #expect(campaign.autoDismissAfter == nil)
        #expect(campaign.style == MessageStyle(backgroundColor: .white, textColor: rgba("#4A4560"), headerColor: rgba("#1B1340")))
        // dataBundle in extras; the layout, that Firebase closes a message after any action, and where each element came from as hints.
        #expect(campaign.extras == .object(["segment": .string("lapsed-7d")]))
        #expect(campaign.vendor == VendorHints(source: .firebase, firebaseLayout: .modal, closesAfterAnyAction: true, paths: ElementPaths(
            header: "content.modal.title.text", body: "content.modal.body.text", image: "content.modal.imageUrl",
            buttons: ["action": "content.modal.actionButton"])))
        #expect(imported.warnings.map(\.description) == [
            "modal.json: vanillaPayload.campaignName: has no equivalent in the campaign model, ignored",
            "modal.json: vanillaPayload.campaignStartTimeMillis: has no equivalent in the campaign model, ignored",
            "modal.json: vanillaPayload.campaignEndTimeMillis: has no equivalent in the campaign model, ignored",
            "modal.json: priority: has no equivalent in the campaign model, ignored",
            "modal.json: triggeringConditions: has no equivalent in the campaign model, ignored",
            "modal.json: isTestCampaign: has no equivalent in the campaign model, ignored",
        ])
    }

    @Test func bannerIsATopSlideUpThatClosesAfterTwelveSeconds() throws {
        let imported = try importFixture("firebase", "banner.json")
        let campaign = imported.campaign
        #expect(campaign.id == "987654321")
        #expect(campaign.type == .slideup)
        #expect(campaign.slidePosition == .top)
        #expect(campaign.autoDismissAfter == 12)
        #expect(campaign.header == "Level 5 unlocked")
        #expect(campaign.body == "Tap to see your new rewards.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/coin-icon.png")
        #expect(campaign.clickAction == .openURL(url: "myapp://rewards", external: true))
        // #AARRGGBB: alpha first, as Android reads it.
        #expect(campaign.style.backgroundColor == RGBAColor(red: 255, green: 255, blue: 255, alpha: 0xF2))
        #expect(campaign.style.headerColor == rgba("#111111"))
        #expect(campaign.style.textColor == rgba("#555560"))
        #expect(imported.warnings.map(\.description) == [
            "banner.json: vanillaPayload.campaignName: has no equivalent in the campaign model, ignored",
            "banner.json: triggeringConditions: has no equivalent in the campaign model, ignored",
        ])
    }

    @Test func cardHasTwoButtonsAndThePortraitImage() throws {
        let imported = try importFixture("firebase", "card.json")
        let campaign = imported.campaign
        #expect(campaign.id == "555000111")
        #expect(campaign.type == .modal)
        #expect(campaign.header == "Summer sale")
        #expect(campaign.body == "Up to 50% off in the coin shop this weekend.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/summer-sale.png")
        #expect(!campaign.showCloseButton)
        #expect(campaign.buttons == [
            // A card's buttons are titles only: the SDK draws no buttonHexColor (reported below), so this
            // white title on the white card is invisible on the phone, and lint says so (VendorLintTests).
            Button(id: "primary", text: "Shop now", action: .openURL(url: "https://shop.example.com/summer", external: true),
                   style: ButtonStyle(textColor: .white)),
            // No secondary action: the button closes the card; "" is protobuf's unset colour.
            Button(id: "secondary", text: "Maybe later", action: .dismiss, style: ButtonStyle(textColor: rgba("#1A1A2E"))),
        ])
        #expect(campaign.style == MessageStyle(backgroundColor: .white, headerColor: rgba("#1A1A2E")))
        #expect(imported.warnings.map(\.description) == [
            "card.json: experimentalPayload.campaignName: has no equivalent in the campaign model, ignored",
            "card.json: experimentalPayload.experimentPayload: has no equivalent in the campaign model, ignored",
            "card.json: content.card.primaryActionButton.buttonHexColor: not drawn: Firebase's card shows its buttons as titles in their text colour, with no background",
        ])
        // The landscape picture is shown in landscape and on an iPad, as the SDK's card does.
        #expect(campaign.vendor?.landscapeImageURL == "https://cdn.example.com/campaigns/summer-sale-wide.png")
        #expect(campaign.vendor?.paths.image == "content.card.portraitImageUrl")
        #expect(campaign.vendor?.paths.landscapeImage == "content.card.landscapeImageUrl")
        #expect(campaign.imageReference(campaign.imageURL, landscapeOrRegularWidth: true) == "https://cdn.example.com/campaigns/summer-sale-wide.png")
        #expect(campaign.imageReference(campaign.imageURL, landscapeOrRegularWidth: false) == campaign.imageURL)
    }

    @Test func imageOnlyFromMessageContentWithAFlatActionURL() throws {
        let imported = try importFixture("firebase", "image-only.json")
        #expect(imported.campaign == Campaign(
            id: "firebase-message", type: .modal, layout: .imageOnly,
            imageURL: "https://cdn.example.com/campaigns/summer-sale.png",
            clickAction: .openURL(url: "https://shop.example.com/summer", external: true),
            vendor: VendorHints(source: .firebase, firebaseLayout: .imageOnly, closesAfterAnyAction: true,
                                paths: ElementPaths(image: "messageContent.imageOnly.imageUrl"))
        ))
        #expect(imported.warnings.map(\.description) == [
            "image-only.json: $: no vanillaPayload.campaignId or experimentalPayload.campaignId; the campaign is named \"firebase-message\"",
        ])
    }

    @Test func aModalWithoutButtonUsesItsActionOnTheSurface() throws {
        let json = #"{"vanillaPayload": {"campaignId": "1"}, "content": {"modal": {"title": {"text": "T"}, "action": {"actionUrl": "https://example.com"}}}}"#
        let campaign = try importJSON(json, from: .firebase).campaign
        #expect(campaign.buttons.isEmpty)
        #expect(campaign.clickAction == .openURL(url: "https://example.com", external: true))
    }

    @Test func badContentReportsEveryProblem() throws {
        #expect(importRejection(try fixtureData("firebase", "bad.json"), file: "bad.json", from: .firebase) == [
            "bad.json: content.modal.title.hexColor: expected a colour #RRGGBB or #AARRGGBB (alpha first), found string \"#FF00\"",
            "bad.json: content.modal.body: expected a text object {\"text\": …, \"hexColor\": …}, found string \"Hello there\"",
            "bad.json: content.modal.actionButton.buttonHexColor: expected a colour #RRGGBB or #AARRGGBB (alpha first), found string \"blue\"",
            "bad.json: content.banner: expected only one of banner, modal, imageOnly or card, found banner as well as modal",
        ])
        #expect(importRejection(#"{"vanillaPayload": {"campaignId": "1"}}"#, from: .firebase) == [
            "test.json: content: expected a content object with one of banner, modal, imageOnly or card, found nothing (key missing)",
        ])
        #expect(importRejection(#"{"content": {"popup": {}}}"#, from: .firebase) == [
            "test.json: content: expected a content object with one of banner, modal, imageOnly or card, found an object with none of them",
        ])
    }

    @Test func anUnusableActionURLFallsBackLikeOurOwnFormat() throws {
        let json = #"""
        {"vanillaPayload": {"campaignId": "1"}, "content": {"modal": {"title": {"text": "T"},
         "actionButton": {"text": {"text": "Go"}}, "action": {"actionUrl": "not-a-url"}}}}
        """#
        let imported = try importJSON(json, from: .firebase)
        #expect(imported.campaign.buttons == [Button(id: "action", text: "Go", action: .dismiss, fallbackReason: "actionUrl is not a usable URL")])
        #expect(imported.warnings.map(\.description) == [
            "test.json: content.modal.action.actionUrl: actionUrl is not a usable URL; the button falls back to dismiss",
        ])
    }

    @Test func actionURLsLoseTheirSpacesAsTheSDKCleansThem() throws {
        let json = #"""
        {"vanillaPayload": {"campaignId": "1"}, "content": {"card": {"title": {"text": "T"},
         "portraitImageUrl": "https://cdn.example.com/a.png",
         "primaryActionButton": {"text": {"text": "Go"}}, "primaryAction": {"actionUrl": "  https://shop.example.com/ sale "},
         "secondaryActionButton": {"text": {"text": "Later"}}, "secondaryAction": {"actionUrl": "   "}}}}
        """#
        let imported = try importJSON(json, from: .firebase)
        #expect(imported.campaign.buttons.map(\.action) == [.openURL(url: "https://shop.example.com/sale", external: true), .dismiss])
        #expect(imported.warnings.map(\.description) == [
            #"test.json: content.card.primaryAction.actionUrl: spaces removed, as Firebase does: "https://shop.example.com/sale""#,
        ])
    }
}
