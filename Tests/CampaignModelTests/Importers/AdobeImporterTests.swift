import BoxTreeModel
import Foundation
import Testing
@testable import CampaignModel

@Suite("Adobe importer")
struct AdobeImporterTests {
    @Test func bannerConsequenceGivesAFrameAndAnHTMLModal() throws {
        let imported = try importFixture("adobe", "banner.json")
        #expect(imported.source == .adobe)
        #expect(imported.adobeFrame == AdobeFrame(
            width: 100, height: 15, verticalAlign: .top, horizontalAlign: .center, verticalInset: 2, horizontalInset: 0,
            uiTakeover: false, backdropColor: .black, backdropOpacity: 0.2, cornerRadius: 12,
            displayAnimation: .top, dismissAnimation: .top, gestures: [.swipeUp: "adbinapp://dismiss?interaction=swipeUp"]
        ))
        let campaign = imported.campaign
        #expect(campaign.id == "f1a2b3c4-5d6e-4f70-8a9b-0c1d2e3f4a5b")
        #expect(campaign.type == .modal)
        #expect(campaign.header == nil)
        #expect(campaign.body == nil)
        #expect(campaign.buttons.isEmpty)
        #expect(!campaign.showCloseButton)
        #expect(!campaign.dismissOnScrimTap)
        // No UI takeover: nothing is drawn behind the message.
        #expect(campaign.style.frameColor == .clear)
        guard case .object(let extras) = campaign.extras, case .string(let html)? = extras["adobe.html"] else {
            Issue.record("no adobe.html in extras")
            return
        }
        #expect(html.hasPrefix("<html><head><meta name=\"viewport\""))
        #expect(extras.count == 1)
        // remoteAssets needs nothing: the page's pictures come from the asset folder.
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    }

    @Test func schemaConsequenceCoveringTheScreenIsAFullScreen() throws {
        let imported = try importFixture("adobe", "fullscreen-schema.json")
        let frame = try #require(imported.adobeFrame)
        #expect(frame.isFullscreen)
        #expect(frame.backdropColor == rgba("#1A1A2E"))
        #expect(frame.backdrop == RGBAColor(red: 0x1A, green: 0x1A, blue: 0x2E, alpha: 191))
        #expect(frame.displayAnimation == .bottom)
        #expect(frame.dismissAnimation == .fade)
        #expect(frame.gestures == [.swipeDown: "adbinapp://dismiss?interaction=swipeDown", .tapBackground: "adbinapp://dismiss"])
        let campaign = imported.campaign
        // The proposition item's ID, as the SDK's Message.id.
        #expect(campaign.id == "5c2ec561-49dd-4c8d-80bb-f9ba3d8a2b6e")
        #expect(campaign.type == .fullscreen)
        #expect(campaign.dismissOnScrimTap)
        #expect(campaign.style.frameColor == frame.backdrop)
        #expect(imported.warnings.map(\.description) == [
            "fullscreen-schema.json: detail.data.webParameters: has no equivalent in the campaign model, ignored",
            "fullscreen-schema.json: detail.data.publishedDate: has no equivalent in the campaign model, ignored",
        ])
    }

    @Test func missingParametersTakeTheSDKDefaults() throws {
        let imported = try importJSON(#"{"id": "m1", "mobileParameters": {}, "html": "<p>Hi</p>"}"#, from: .adobe)
        #expect(imported.adobeFrame == AdobeFrame())
        #expect(imported.adobeFrame?.uiTakeover == true)
        #expect(imported.campaign.type == .fullscreen)
        #expect(imported.campaign.id == "m1")
        let noID = try importJSON(#"{"html": "<p>Hi</p>"}"#, from: .adobe)
        #expect(noID.campaign.id == "adobe-message")
        #expect(noID.adobeFrame == AdobeFrame())
    }

    @Test func badParametersAreAllReported() throws {
        #expect(importRejection(try fixtureData("adobe", "bad.json"), file: "bad.json", from: .adobe) == [
            "bad.json: html: expected the message's HTML (html, or content in newer exports), found nothing (key missing)",
            "bad.json: mobileParameters.width: expected a percentage of the screen width, 0 to 100, found number 150 (out of range)",
            "bad.json: mobileParameters.height: expected a percentage of the screen height, 0 to 100, found string \"40%\"",
            "bad.json: mobileParameters.verticalAlign: expected \"top\", \"center\" or \"bottom\", found string \"middle\"",
            "bad.json: mobileParameters.backdropOpacity: expected an opacity from 0 to 1, found number 1.5 (out of range)",
            "bad.json: mobileParameters.displayAnimation: expected \"none\", \"left\", \"right\", \"top\", \"bottom\", \"center\" or \"fade\", found string \"spin\"",
            "bad.json: mobileParameters.gestures.swipeUp: expected a URL such as \"adbinapp://dismiss\", found number 1",
        ])
    }

    @Test func unknownGesturesAndNonHTMLContentAreWarnings() {
        let json = #"{"html": "<p>Hi</p>", "contentType": "application/json", "mobileParameters": {"gestures": {"pinch": "adbinapp://dismiss"}}}"#
        #expect(importWarnings(json, from: .adobe) == [
            "test.json: $: no id; the campaign is named \"adobe-message\"",
            "test.json: contentType: is not text/html, but Adobe in-app messages are HTML: read as HTML anyway",
            "test.json: mobileParameters.gestures.pinch: unknown key, ignored",
        ])
    }

    @Test func theBackdropIsClearWithoutATakeover() {
        #expect(AdobeFrame(uiTakeover: false, backdropColor: .black, backdropOpacity: 1).backdrop == .clear)
        #expect(AdobeFrame(uiTakeover: true, backdropColor: .black, backdropOpacity: 0.5).backdrop == RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(!AdobeFrame(width: 90).isFullscreen)
    }
}
