import BoxTreeModel
import Foundation
import Testing
@testable import CampaignModel

@Suite("CampaignDecoder: valid campaigns")
struct CampaignDecoderTests {
    static let fullCampaign = #"""
    {
      "id": "summer-2024/b",
      "type": "modal",
      "layout": "imageOnly",
      "header": "Hi {player_name}!",
      "body": "Line one\nLine two",
      "imageURL": "https://cdn.example.com/summer.png",
      "iconURL": "icons/star.png",
      "clickAction": {"type": "openURL", "url": "https://example.com/sale", "external": true},
      "buttons": [
        {"id": "shop", "text": "Shop now", "action": {"type": "navigate", "route": "/store", "arguments": {"tab": "deals", "page": 2}},
         "style": {"backgroundColor": "#FF8800", "textColor": "#fff", "borderColor": "#00000080"}},
        {"id": "later", "text": "Later", "action": {"type": "dismiss"}},
        {"id": "push", "text": "Notify me", "action": {"type": "requestPushPermission"}}
      ],
      "showCloseButton": false,
      "dismissOnScrimTap": true,
      "autoDismissAfter": 12.5,
      "orientation": "portrait",
      "slidePosition": "top",
      "extras": {"campaignName": "Summer", "priority": 3, "flags": [true, null], "nested": {"a": 1.5}},
      "style": {
        "backgroundColor": "#FFFFFF", "textColor": "#222", "headerColor": "#123456",
        "closeButtonColor": "#999999CC", "borderColor": "#EEE", "frameColor": "#00000099",
        "headerAlignment": "center", "bodyAlignment": "trailing"
      },
      "localizations": {
        "ar": {"header": "مرحبا {player_name}", "body": "نص", "buttons": {"shop": "تسوق", "later": "لاحقا"}, "imageURL": "https://cdn.example.com/summer-ar.png"},
        "pt-BR": {"body": "Olá"}
      }
    }
    """#

    @Test func everyKeyDecodesIntoTheModel() throws {
        let decoded = try decodeCampaign(Self.fullCampaign, file: "summer.json")
        let expected = Campaign(
            id: "summer-2024/b",
            type: .modal,
            layout: .imageOnly,
            header: "Hi {player_name}!",
            body: "Line one\nLine two",
            imageURL: "https://cdn.example.com/summer.png",
            iconURL: "icons/star.png",
            clickAction: .openURL(url: "https://example.com/sale", external: true),
            buttons: [
                Button(
                    id: "shop", text: "Shop now",
                    action: .navigate(route: "store", arguments: .object(["tab": .string("deals"), "page": .number(2)])),
                    style: ButtonStyle(
                        backgroundColor: RGBAColor(red: 0xFF, green: 0x88, blue: 0x00),
                        textColor: .white,
                        borderColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x80)
                    )
                ),
                Button(id: "later", text: "Later", action: .dismiss),
                Button(id: "push", text: "Notify me", action: .requestPushPermission),
            ],
            showCloseButton: false,
            dismissOnScrimTap: true,
            autoDismissAfterSetting: .some(12.5),
            orientation: .portrait,
            slidePosition: .top,
            extras: .object([
                "campaignName": .string("Summer"),
                "priority": .number(3),
                "flags": .array([.bool(true), .null]),
                "nested": .object(["a": .number(1.5)]),
            ]),
            style: MessageStyle(
                backgroundColor: .white,
                textColor: RGBAColor(red: 0x22, green: 0x22, blue: 0x22),
                headerColor: RGBAColor(red: 0x12, green: 0x34, blue: 0x56),
                closeButtonColor: RGBAColor(red: 0x99, green: 0x99, blue: 0x99, alpha: 0xCC),
                borderColor: RGBAColor(red: 0xEE, green: 0xEE, blue: 0xEE),
                frameColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x99),
                headerAlignment: .center,
                bodyAlignment: .trailing
            ),
            localizations: [
                "ar": Localization(
                    header: "مرحبا {player_name}", body: "نص", buttons: ["shop": "تسوق", "later": "لاحقا"],
                    imageURL: "https://cdn.example.com/summer-ar.png"
                ),
                "pt-BR": Localization(body: "Olá"),
            ]
        )
        #expect(decoded.campaign == expected)
        #expect(decoded.warnings.isEmpty)
        #expect(decoded.campaign.autoDismissAfter == 12.5)
    }

    @Test func leavingOutOptionalKeysGivesTheDefaults() throws {
        let campaign = try decodeCampaign(#"{"id": "c1", "type": "modal"}"#).campaign
        #expect(campaign == Campaign(id: "c1", type: .modal))
        #expect(campaign.layout == .textWithImage)
        #expect(campaign.showCloseButton)
        #expect(!campaign.dismissOnScrimTap)
        #expect(campaign.slidePosition == .bottom)
        #expect(campaign.orientation == .any)
        #expect(campaign.buttons.isEmpty)
        #expect(campaign.clickAction == nil)
        #expect(campaign.extras == .object([:]))
        #expect(campaign.style == MessageStyle())
        #expect(campaign.localizations.isEmpty)
        #expect(campaign.autoDismissAfterSetting == nil)
        #expect(campaign.autoDismissAfter == nil)
    }

    @Test func slideUpsCloseAfterEightSecondsByDefault() throws {
        let campaign = try decodeCampaign(#"{"id": "c1", "type": "slideup"}"#).campaign
        #expect(campaign.autoDismissAfterSetting == nil)
        #expect(campaign.autoDismissAfter == 8)
    }

    @Test func fullScreensHaveNoTimerByDefault() throws {
        #expect(try decodeCampaign(#"{"id": "c1", "type": "fullscreen"}"#).campaign.autoDismissAfter == nil)
    }

    @Test func zeroTurnsTheTimerOffButIsKept() throws {
        let campaign = try decodeCampaign(#"{"id": "c1", "type": "slideup", "autoDismissAfter": 0}"#).campaign
        #expect(campaign.autoDismissAfterSetting == .some(.some(0)))
        #expect(campaign.autoDismissAfter == nil)
    }

    @Test func nullTurnsTheTimerOffAndIsDistinctFromAbsent() throws {
        let campaign = try decodeCampaign(#"{"id": "c1", "type": "slideup", "autoDismissAfter": null}"#).campaign
        #expect(campaign.autoDismissAfterSetting == .some(nil))
        #expect(campaign.autoDismissAfter == nil)
    }

    @Test func aModalMayHaveATimer() throws {
        let campaign = try decodeCampaign(#"{"id": "c1", "type": "modal", "autoDismissAfter": 5}"#).campaign
        #expect(campaign.autoDismissAfter == 5)
    }

    @Test func unknownTypesAreKeptAsUnsupported() throws {
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "banner"}"#)
        #expect(decoded.campaign.type == .unsupported("banner"))
        #expect(decoded.campaign.type.rawValue == "banner")
        #expect(decoded.warnings.isEmpty)
    }

    @Test func typesAreCaseSensitive() throws {
        #expect(try decodeCampaign(#"{"id": "c1", "type": "Modal"}"#).campaign.type == .unsupported("Modal"))
    }

    @Test func aVariantIDSplitsIntoCampaignAndVariation() throws {
        let campaign = try decodeCampaign(#"{"id": "summer-2024/variant-b", "type": "modal"}"#).campaign
        #expect(campaign.id == "summer-2024/variant-b")
        #expect(campaign.campaignID == "summer-2024")
        #expect(campaign.variationID == "variant-b")
        #expect(campaign.fileSafeID == "summer-2024__variant-b")
    }

    @Test func aPlainIDHasNoVariation() throws {
        let campaign = try decodeCampaign(#"{"id": "42", "type": "modal"}"#).campaign
        #expect(campaign.campaignID == "42")
        #expect(campaign.variationID == nil)
        #expect(campaign.fileSafeID == "42")
    }

    @Test func textIsKeptExactlyIncludingEscapes() throws {
        let json = #"{"id": "c1", "type": "modal", "header": "Tab\there \"quoted\" \u00e9 \ud83d\ude00 \/", "body": ""}"#
        let campaign = try decodeCampaign(json).campaign
        #expect(campaign.header == "Tab\there \"quoted\" é 😀 /")
        #expect(campaign.body == "")
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"id": "c1", "type": "modal"}"#.utf8)
        #expect(try CampaignDecoder().decode(data, file: "bom.json").campaign.id == "c1")
    }

    @Test func readsAFileFromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CampaignDecoderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("welcome.json")
        try Data(#"{"id": "welcome", "type": "slideup"}"#.utf8).write(to: file)
        #expect(try CampaignDecoder().decode(contentsOf: file).campaign.id == "welcome")
    }
}
