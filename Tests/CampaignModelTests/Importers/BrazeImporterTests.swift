import BoxTreeModel
import Foundation
import Testing
@testable import CampaignModel

@Suite("Braze importer")
struct BrazeImporterTests {
    @Test func slideUpWithIconAndClickAction() throws {
        let imported = try importFixture("braze", "slideup-icon.json")
        let campaign = imported.campaign
        #expect(imported.source == .braze)
        #expect(imported.adobeFrame == nil)
        #expect(campaign.id == "NjVmMDBhYjEyMzQ1Njc4OTBhYmNkZWYwXyRfY2M9MSZtdj02NWYwMGFiMTIzNDU2Nzg5MGFiY2RlZjEmcGk9Y21w")
        #expect(campaign.type == .slideup)
        #expect(campaign.layout == .textWithImage)
        #expect(campaign.header == nil)
        #expect(campaign.body == "Your daily bonus is ready: 50 coins are waiting for you.")
        #expect(campaign.imageURL == nil)
        #expect(campaign.iconURL == nil)
        #expect(campaign.clickAction == .openURL(url: "myapp://rewards/daily", external: true))
        #expect(campaign.buttons.isEmpty)
        #expect(campaign.autoDismissAfter == 6)
        #expect(campaign.orientation == .portrait)
        #expect(campaign.slidePosition == .top)
        #expect(campaign.style.backgroundColor == .white)
        #expect(campaign.style.textColor == rgba("#333333"))
        #expect(campaign.style.closeButtonColor == rgba("#9B9B9B"))
        #expect(campaign.style.bodyAlignment == .leading)
        #expect(campaign.style.headerColor == nil)
        #expect(campaign.style.frameColor == nil)
        #expect(campaign.extras == .object([
            "feature": .string("daily-bonus"),
            "coins": .string("50"),
            "braze.crop_type": .string("FIT_CENTER"),
        ]))
        // The icon travels as a typed vendor hint, not in extras.
        #expect(campaign.vendor?.source == .braze)
        #expect(campaign.brazeIcon == VendorHints.BrazeIcon(glyph: "\u{F005}", color: .white, background: rgba("#0073D5")))
        #expect(imported.warnings.map(\.description) == [
            "slideup-icon.json: animate_in: has no equivalent in the campaign model, ignored",
            "slideup-icon.json: animate_out: has no equivalent in the campaign model, ignored",
            "slideup-icon.json: icon_color: has no equivalent in the campaign model; drawn as Braze draws the slide-up icon",
            "slideup-icon.json: icon_bg_color: has no equivalent in the campaign model; drawn as Braze draws the slide-up icon",
            "slideup-icon.json: icon: has no equivalent in the campaign model (a Font Awesome glyph, not an image); drawn as Braze draws the slide-up icon",
            "slideup-icon.json: crop_type: has no equivalent in the campaign model; kept in extras as \"braze.crop_type\"",
        ])
    }

    @Test func modalWithTwoButtonsAndSignedAndUnsignedColours() throws {
        let imported = try importFixture("braze", "modal-buttons.json")
        let campaign = imported.campaign
        #expect(campaign.id == "double-points-2024")
        #expect(campaign.type == .modal)
        #expect(campaign.layout == .textWithImage)
        #expect(campaign.header == "Double points weekend")
        #expect(campaign.body == "Every purchase earns 2x points until Sunday midnight.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/summer-sale.png")
        // NONE is Braze's "close message" on click.
        #expect(campaign.clickAction == .dismiss)
        // SWIPE: no timer, even on a modal.
        #expect(campaign.autoDismissAfterSetting == .some(nil))
        #expect(campaign.autoDismissAfter == nil)
        #expect(campaign.orientation == .any)
        #expect(campaign.showCloseButton)
        // 4294967295 (unsigned) and -1 (signed) are both opaque white.
        #expect(campaign.style.backgroundColor == .white)
        #expect(campaign.style.textColor == rgba("#555555"))
        #expect(campaign.style.headerColor == rgba("#333333"))
        #expect(campaign.style.closeButtonColor == rgba("#9B9B9B"))
        // 0xC0000000: alpha comes first in ARGB.
        #expect(campaign.style.frameColor == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0xC0))
        #expect(campaign.style.headerAlignment == .center)
        #expect(campaign.style.bodyAlignment == .center)
        #expect(campaign.buttons == [
            Button(id: "0", text: "Not now", action: .dismiss,
                   style: ButtonStyle(backgroundColor: .white, textColor: rgba("#191919"), borderColor: rgba("#E0E0E0"))),
            Button(id: "1", text: "Shop now", action: .openURL(url: "https://shop.example.com/double-points", external: false),
                   style: ButtonStyle(backgroundColor: rgba("#0073D5"), textColor: .white)),
        ])
        #expect(campaign.extras == .object([:]))
        #expect(imported.warnings.isEmpty)
    }

    @Test func fullScreenGraphicWithLowerCaseEnums() throws {
        let imported = try importFixture("braze", "full-image.json")
        let campaign = imported.campaign
        #expect(campaign.id == "summer-sale-full")
        #expect(campaign.type == .fullscreen)
        #expect(campaign.layout == .imageOnly)
        #expect(campaign.header == "Summer sale")
        #expect(campaign.body == "Up to 50% off in the coin shop.\nThis weekend only.")
        #expect(campaign.imageURL == "https://cdn.example.com/campaigns/welcome-hero.jpg")
        #expect(campaign.orientation == .landscape)
        #expect(campaign.autoDismissAfter == nil)
        #expect(campaign.style.backgroundColor == rgba("#1A1A2E"))
        #expect(campaign.style.textColor == .white)
        #expect(campaign.style.headerColor == rgba("#FFC107"))
        #expect(campaign.style.headerAlignment == .trailing)
        #expect(campaign.buttons == [Button(id: "news", text: "What's new", action: .navigate(route: "news-feed", arguments: nil))])
        #expect(imported.warnings.isEmpty)
    }

    @Test func htmlMessagesImportAsFullScreenWebViews() throws {
        // Once refused; now drawn like Adobe's HTML (headless Chromium in the preview).
        for type in ["HTML", "html", "WEB_HTML", "HTML_FULL"] {
            let imported = try importJSON(#"{"type": "\#(type)", "message": "<p>Hi</p>", "trigger_id": "t"}"#, from: .braze)
            #expect(imported.campaign.type == .fullscreen)
            #expect(imported.campaign.htmlContent == "<p>Hi</p>")
            #expect(imported.adobeFrame?.isFullscreen == true)
        }
        #expect(importRejection(#"{"type": "HTML", "trigger_id": "t"}"#, from: .braze) == [
            "test.json: message: expected the message's HTML, found nothing (key missing)",
        ])
    }

    @Test func controlMessagesAreNeverDisplayed() {
        #expect(importRejection(#"{"type": "CONTROL", "trigger_id": "t"}"#, from: .braze) == [
            "test.json: type: expected \"SLIDEUP\", \"MODAL\", \"MODAL_STYLED\", \"FULL\" or \"FULL_STYLED\", found string \"CONTROL\" (a control-group message: Braze never displays it)",
        ])
        #expect(importRejection(#"{"type": "MODAL", "trigger_id": "t", "is_control": true}"#, from: .braze) == [
            "test.json: is_control: expected a message Braze displays, found bool true (a control-group message: Braze never displays it)",
        ])
    }

    @Test func missingAndUnknownTypesStillReportTheRest() {
        #expect(importRejection(#"{"message": "Hi", "bg_color": "white"}"#, from: .braze) == [
            "test.json: type: expected \"SLIDEUP\", \"MODAL\", \"MODAL_STYLED\", \"FULL\" or \"FULL_STYLED\", found nothing (key missing)",
            "test.json: bg_color: expected a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white, found string \"white\"",
        ])
        #expect(importRejection(#"{"type": "POPUP", "message": "Hi"}"#, from: .braze) == [
            "test.json: type: expected \"SLIDEUP\", \"MODAL\", \"MODAL_STYLED\", \"FULL\" or \"FULL_STYLED\", found string \"POPUP\"",
        ])
    }

    @Test func stylesVariantsMapOntoTheirBaseTypes() throws {
        #expect(try importJSON(#"{"type": "MODAL_STYLED", "trigger_id": "a"}"#, from: .braze).campaign.type == .modal)
        #expect(try importJSON(#"{"type": "Full_Styled", "trigger_id": "a"}"#, from: .braze).campaign.type == .fullscreen)
        #expect(try importJSON(#"{"type": "slideup", "trigger_id": "a"}"#, from: .braze).campaign.type == .slideup)
    }

    @Test func theCampaignIDComesFromTriggerCampaignOrExtras() throws {
        #expect(try importJSON(#"{"type": "MODAL", "trigger_id": "t", "campaign_id": "c"}"#, from: .braze).campaign.id == "t")
        #expect(try importJSON(#"{"type": "MODAL", "trigger_id": "", "campaign_id": "c"}"#, from: .braze).campaign.id == "c")
        let fromExtras = try importJSON(#"{"type": "MODAL", "extras": {"campaign_id": "e", "x": "1"}}"#, from: .braze)
        #expect(fromExtras.campaign.id == "e")
        #expect(fromExtras.warnings.isEmpty)
        let unnamed = try importJSON(#"{"type": "MODAL", "message": "Hi"}"#, from: .braze)
        #expect(unnamed.campaign.id == "braze-message")
        #expect(unnamed.warnings.map(\.description) == [
            "test.json: $: no trigger_id, campaign_id or extras.campaign_id; the campaign is named \"braze-message\"",
        ])
    }

    @Test func durationIsMillisecondsWithBrazesDefaultAndMinimum() throws {
        func seconds(_ fields: String) throws -> Double?? {
            try importJSON(#"{"type": "SLIDEUP", "trigger_id": "t"\#(fields)}"#, from: .braze).campaign.autoDismissAfterSetting
        }
        #expect(try seconds(#", "message_close": "AUTO_DISMISS", "duration": 7500"#) == .some(7.5))
        #expect(try seconds(#", "message_close": "auto_dismiss""#) == .some(5))
        #expect(try seconds("") == .some(5))
        #expect(try seconds(#", "message_close": "SWIPE""#) == .some(nil))
        #expect(try seconds(#", "message_close": "MANUAL""#) == .some(nil))
        #expect(try seconds(#", "duration": 500"#) == .some(5))
        #expect(importWarnings(#"{"type": "SLIDEUP", "trigger_id": "t", "duration": 500}"#, from: .braze) == [
            "test.json: duration: shorter than Braze's minimum of 999 ms; Braze uses 5000 ms instead",
        ])
        #expect(importWarnings(#"{"type": "MODAL", "trigger_id": "t", "message_close": "SWIPE", "duration": 5000}"#, from: .braze) == [
            "test.json: duration: used only when message_close is AUTO_DISMISS, ignored",
        ])
    }

    @Test func keysOfAnotherMessageTypeAreWarnedAbout() {
        #expect(importWarnings(#"{"type": "SLIDEUP", "trigger_id": "t", "header": "Hi", "btns": [], "frame_color": -1}"#, from: .braze) == [
            "test.json: header: not used by Braze SLIDEUP messages, ignored",
            "test.json: btns: not used by Braze SLIDEUP messages, ignored",
            "test.json: frame_color: not used by Braze SLIDEUP messages, ignored",
        ])
        #expect(importWarnings(#"{"type": "modal", "trigger_id": "t", "slide_from": "TOP"}"#, from: .braze) == [
            "test.json: slide_from: not used by Braze MODAL messages, ignored",
        ])
    }

    @Test func fieldsWithNoEquivalentAreEachWarnedAboutOnce() {
        let json = #"""
        {"type": "MODAL", "trigger_id": "t", "animate_in": true, "animate_out": false, "image_alt": "A coin",
         "is_test_send": false, "message_extras": "{{x}}", "themes": {"dark": {"bg_color": -16777216}}, "css": ".x{}"}
        """#
        #expect(importWarnings(json, from: .braze) == [
            "test.json: animate_in: has no equivalent in the campaign model, ignored",
            "test.json: animate_out: has no equivalent in the campaign model, ignored",
            "test.json: image_alt: has no equivalent in the campaign model, ignored",
            "test.json: is_test_send: has no equivalent in the campaign model, ignored",
            "test.json: message_extras: has no equivalent in the campaign model, ignored",
            "test.json: css: unknown key, ignored",
        ])
    }

    @Test func theDarkThemeIsReadForDarkPreviews() throws {
        let imported = try importFixture("braze", "modal-dark-theme.json")
        let dark = try #require(imported.campaign.vendor?.darkTheme)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        #expect(dark.style == MessageStyle(backgroundColor: rgba("#1C1C1E"), textColor: rgba("#D1D1D6"), headerColor: .white,
                                           closeButtonColor: rgba("#8E8E93"), frameColor: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0xCC)))
        #expect(dark.buttons == [ButtonStyle(backgroundColor: rgba("#2C2C2E"), textColor: .white, borderColor: rgba("#48484A")),
                                 ButtonStyle(backgroundColor: rgba("#0A84FF"), textColor: .white)])
        // Applied, a colour given replaces the light one and one left out keeps it.
        let drawn = dark.applied(to: imported.campaign)
        #expect(drawn.style.backgroundColor == rgba("#1C1C1E"))
        #expect(drawn.style.headerAlignment == imported.campaign.style.headerAlignment)
        #expect(drawn.buttons[1].style.borderColor == imported.campaign.buttons[1].style.borderColor)
        #expect(drawn.buttons[0].style.borderColor == rgba("#48484A"))
        #expect(drawn.buttons.map(\.text) == imported.campaign.buttons.map(\.text))
        // Without themes there is no dark theme, and the light colours are drawn in both appearances.
        #expect(try importFixture("braze", "modal-buttons.json").campaign.vendor?.darkTheme == nil)
    }

    @Test func theSlideUpIconTakesItsDarkColours() throws {
        let json = #"""
        {"type": "SLIDEUP", "trigger_id": "t", "icon": "\uf005", "icon_color": -1, "icon_bg_color": -16776961,
         "themes": {"dark": {"icon_color": -16777216, "icon_bg_color": -256}}}
        """#
        let campaign = try importJSON(json, from: .braze).campaign
        let drawn = try #require(campaign.vendor?.darkTheme).applied(to: campaign)
        #expect(drawn.brazeIcon == VendorHints.BrazeIcon(glyph: "\u{F005}", color: .black, background: rgba("#FFFF00")))
    }

    @Test func aWrongDarkThemeIsLocated() {
        #expect(importRejection(Data(#"{"type": "MODAL", "trigger_id": "t", "themes": {"dark": {"bg_color": "black"}}}"#.utf8),
                                from: .braze).first?.hasPrefix("test.json: themes.dark.bg_color: expected a colour as a 32-bit ARGB integer") == true)
        #expect(importRejection(Data(#"{"type": "MODAL", "trigger_id": "t", "themes": []}"#.utf8), from: .braze)
            == ["test.json: themes: expected an object of themes, such as {\"dark\": {...}}, found an array"])
        #expect(importRejection(Data(#"{"type": "MODAL", "trigger_id": "t", "themes": {"dark": {"btns": [1]}}}"#.utf8), from: .braze)
            == ["test.json: themes.dark.btns[0]: expected a button's dark colours, an object, found number 1"])
        // A dark colour for a button the message does not have colours nothing.
        #expect(importWarnings(#"{"type": "MODAL", "trigger_id": "t", "btns": [{"text": "OK"}], "themes": {"dark": {"btns": [{}, {"bg_color": -1}]}}}"#,
                               from: .braze) == ["test.json: themes.dark.btns[1]: the message has 1 button: no button to colour, ignored"])
        #expect(importWarnings(#"{"type": "MODAL", "trigger_id": "t", "themes": {"dark": {"bg_colour": -1}}}"#, from: .braze).first?
            .hasPrefix("test.json: themes.dark.bg_colour: unknown key, ignored") == true)
    }

    @Test func anHTMLMessagesThemesAreItsPagesOwn() {
        #expect(importWarnings(#"{"type": "HTML", "trigger_id": "t", "message": "<p>Hi</p>", "themes": {"dark": {}}}"#, from: .braze).contains(
            "test.json: themes: an HTML message's page is its own: it follows prefers-color-scheme (dark in a dark preview), ignored"))
    }

    @Test func clickActionsMapOntoActions() throws {
        func click(_ fields: String) throws -> Action? {
            try importJSON(#"{"type": "SLIDEUP", "trigger_id": "t", \#(fields)}"#, from: .braze).campaign.clickAction
        }
        #expect(try click(#""click_action": "NEWS_FEED""#) == .navigate(route: "news-feed", arguments: nil))
        #expect(try click(#""click_action": "none""#) == .dismiss)
        #expect(try click(#""click_action": "URI", "uri": "https://example.com/a""#) == .openURL(url: "https://example.com/a", external: true))
        #expect(try click(#""click_action": "URI", "uri": "https://example.com/a", "use_webview": true"#) == .openURL(url: "https://example.com/a", external: false))
        #expect(try click(#""click_action": "URI", "uri": "https://example.com/a", "open_target": "BLANK""#) == .openURL(url: "https://example.com/a", external: true))
        #expect(try click(#""click_action": "URI", "uri": "https://example.com/a", "open_target": "NONE""#) == .openURL(url: "https://example.com/a", external: false))
        #expect(try click(#""message": "x""#) == nil)
    }

    @Test func aURIActionWithoutAUsableURIIsAWarning() throws {
        let slideUp = try importJSON(#"{"type": "SLIDEUP", "trigger_id": "t", "click_action": "URI", "uri": "not a url"}"#, from: .braze)
        #expect(slideUp.campaign.clickAction == nil)
        #expect(slideUp.warnings.map(\.description) == [
            "test.json: uri: click_action URI has no valid uri; click_action is ignored",
        ])
        let modal = try importJSON(#"{"type": "MODAL", "trigger_id": "t", "btns": [{"id": 3, "text": "Go", "click_action": "URI"}]}"#, from: .braze)
        #expect(modal.campaign.buttons == [
            Button(id: "3", text: "Go", action: .dismiss, fallbackReason: "click_action URI has no valid uri"),
        ])
        #expect(modal.warnings.map(\.description) == [
            "test.json: btns[0].uri: click_action URI has no valid uri; the button falls back to dismiss",
        ])
        #expect(importWarnings(#"{"type": "SLIDEUP", "trigger_id": "t", "click_action": "NONE", "uri": "https://x.example", "use_webview": false}"#, from: .braze) == [
            "test.json: uri: used only when click_action is URI, ignored",
            "test.json: use_webview: used only when click_action is URI, ignored",
        ])
    }

    @Test func buttonIDsAreStringsNumbersOrPositions() throws {
        let json = #"{"type": "MODAL", "trigger_id": "t", "btns": [{"id": "yes", "text": "Y"}, {"id": 7, "text": "N"}, {"text": "?"}]}"#
        let buttons = try importJSON(json, from: .braze).campaign.buttons
        #expect(buttons.map(\.id) == ["yes", "7", "2"])
        // No click_action is Braze's NONE: the button closes the message, no fallback.
        #expect(buttons.allSatisfy { $0.action == .dismiss && $0.fallbackReason == nil })
        #expect(importRejection(#"{"type": "MODAL", "trigger_id": "t", "btns": [{"id": 1}, {"id": "1"}, {"id": ""}]}"#, from: .braze) == [
            "test.json: btns[1].id: expected an ID unique in this message, found string \"1\" (already used by btns[0])",
            "test.json: btns[2].id: expected a button ID (a number or a non-empty string), found string \"\"",
        ])
    }

    @Test func badFixturesReportEveryProblemAtOnce() throws {
        #expect(importRejection(try fixtureData("braze", "wrong-types.json"), file: "wrong-types.json", from: .braze) == [
            "wrong-types.json: trigger_id: expected a string, found number 42",
            "wrong-types.json: header: expected a string, found an array",
            "wrong-types.json: message: expected a string, found number 2",
            "wrong-types.json: duration: expected a number of milliseconds, found string \"5s\"",
            "wrong-types.json: orientation: expected \"ANY\", \"PORTRAIT\" or \"LANDSCAPE\", found number 1",
            "wrong-types.json: extras: expected an object, found string \"campaign=summer\"",
            "wrong-types.json: btns[0].id: expected a button ID (a number or a non-empty string), found bool true",
            "wrong-types.json: btns[1].text: expected a string, found number 7",
            "wrong-types.json: btns[1].use_webview: expected a bool (true or false), found string \"yes\"",
            "wrong-types.json: btns[1].uri: expected a string, found number 12",
        ])
        #expect(importRejection(try fixtureData("braze", "unknown-enums.json"), file: "unknown-enums.json", from: .braze) == [
            "unknown-enums.json: text_align_message: expected \"START\", \"CENTER\" or \"END\", found string \"LEFT\"",
            "unknown-enums.json: message_close: expected \"AUTO_DISMISS\", \"SWIPE\" or \"MANUAL\", found string \"FADE\"",
            "unknown-enums.json: image_style: expected \"TOP\" or \"GRAPHIC\", found string \"BOTTOM\"",
            "unknown-enums.json: crop_type: expected \"CENTER_CROP\" or \"FIT_CENTER\", found string \"STRETCH\"",
            "unknown-enums.json: btns[0].click_action: expected \"NEWS_FEED\", \"URI\" or \"NONE\", found string \"DEEPLINK\"",
        ])
        #expect(importRejection(try fixtureData("braze", "bad-colors.json"), file: "bad-colors.json", from: .braze) == [
            "bad-colors.json: bg_color: expected a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white, found number 4294967296 (out of range)",
            "bad-colors.json: text_color: expected a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white, found number -2147483649 (out of range)",
            "bad-colors.json: header_text_color: expected a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white, found string \"#FFFFFF\"",
            // frame_color: null is absent, as Braze's servers send it for unset keys.
            "bad-colors.json: btns[0].bg_color: expected a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white, found number 1.5 (not a whole number)",
        ])
    }

    @Test(arguments: [
        ("-1", "#FFFFFF"), ("4294967295", "#FFFFFF"), ("0", "#00000000"), ("-16777216", "#000000"),
        ("4278190080", "#000000"), ("-2147483648", "#00000080"), ("2147483647", "#FFFFFF7F"), ("1.0e3", "#0003E800"),
    ])
    func argbIntegersBecomeColours(_ literal: String, _ hex: String) throws {
        let campaign = try importJSON(#"{"type": "MODAL", "trigger_id": "t", "bg_color": \#(literal)}"#, from: .braze).campaign
        #expect(campaign.style.backgroundColor?.hex == hex)
    }
}
