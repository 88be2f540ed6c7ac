import Testing
@testable import CampaignModel

@Suite("CampaignDecoder: warnings")
struct CampaignDecoderWarningTests {
    @Test func unknownKeysAnywhereAreWarningsWithTheirPath() throws {
        let json = #"""
        {"id": "c1", "type": "modal", "version": 2,
         "style": {"fontSize": 14, "textColor": "#000"},
         "clickAction": {"type": "dismiss", "animated": true},
         "buttons": [{"id": "b", "text": "Go", "icon": "x.png",
                      "action": {"type": "openURL", "url": "https://example.com", "inApp": false},
                      "style": {"cornerRadius": 8}}],
         "localizations": {"fr": {"header": "Salut", "footer": "?"}}}
        """#
        let decoded = try decodeCampaign(json, file: "welcome.json")
        #expect(decoded.warnings.map(\.description) == [
            "welcome.json: version: unknown key, ignored",
            "welcome.json: style.fontSize: unknown key, ignored",
            "welcome.json: clickAction.animated: unknown key, ignored",
            "welcome.json: buttons[0].icon: unknown key, ignored",
            "welcome.json: buttons[0].action.inApp: unknown key, ignored",
            "welcome.json: buttons[0].style.cornerRadius: unknown key, ignored",
            "welcome.json: localizations.fr.footer: unknown key, ignored",
        ])
        #expect(decoded.campaign.style.textColor == .black)
        #expect(decoded.warnings[1].expected == "a key this format knows")
        #expect(decoded.warnings[1].found == #"key "fontSize""#)
    }

    @Test func aKeyInTheWrongCaseGetsAHint() {
        #expect(warnings(#"{"id": "c1", "type": "modal", "imageUrl": "a.png"}"#) == [
            #"test.json: imageUrl: unknown key, ignored (did you mean "imageURL"?)"#,
        ])
    }

    /// Must show: a typo loses a setting silently unless the warning names the key meant.
    @Test func aMisspelledKeyGetsTheNearestKnownKey() {
        #expect(warnings(#"{"id": "c1", "type": "slideup", "slidePositon": "top"}"#) == [
            #"test.json: slidePositon: unknown key, ignored (did you mean "slidePosition"?)"#,
        ])
    }

    @Test func oddKeysAreQuotedInThePath() {
        #expect(warnings(#"{"id": "c1", "type": "modal", "my key.x": 1, "": 2}"#) == [
            #"test.json: ["my key.x"]: unknown key, ignored"#,
            #"test.json: [""]: unknown key, ignored"#,
        ])
    }

    @Test func aRepeatedKeyWarnsAndTheLastValueWins() throws {
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "modal", "header": "first", "header": "second"}"#)
        #expect(decoded.campaign.header == "second")
        #expect(decoded.warnings.map(\.description) == ["test.json: header: key appears more than once, the last value is used"])
    }

    /// Keys become parts of output file names and are matched against the
    /// device's language: anything else is dropped, not used.
    @Test func aLocalizationKeyThatIsNoLanguageCodeIsIgnoredWithAWarning() throws {
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "modal", "localizations": {"../../x": {"header": "x"}, "pt-BR": {"header": "Oi"}}}"#)
        #expect(decoded.campaign.localizations.keys.sorted() == ["pt-BR"])
        #expect(decoded.warnings.map(\.description) == [#"test.json: localizations["../../x"]: not a language code such as en, ar or pt-BR, ignored"#])
    }

    @Test func localizedTextForAMissingButtonIsIgnoredWithAWarning() throws {
        let json = #"""
        {"id": "c1", "type": "modal", "buttons": [{"id": "ok", "text": "OK", "action": {"type": "dismiss"}}],
         "localizations": {"fr": {"buttons": {"ok": "D'accord", "cancel": "Annuler"}}}}
        """#
        let decoded = try decodeCampaign(json)
        #expect(decoded.campaign.localizations["fr"]?.buttons == ["ok": "D'accord"])
        #expect(decoded.warnings.map(\.description) == [
            "test.json: localizations.fr.buttons.cancel: no button in this message has this ID, ignored",
        ])
    }

    @Test func warningsComeInDocumentOrder() {
        let json = #"""
        {"buttons": [{"id": "b", "text": "Go"}], "zzz": 1, "id": "c1", "type": "modal", "aaa": 2}
        """#
        #expect(warnings(json) == [
            "test.json: buttons[0].action: the button has no action; the button falls back to dismiss",
            "test.json: zzz: unknown key, ignored",
            "test.json: aaa: unknown key, ignored",
        ])
    }

    @Test func warningsDoNotStopErrorsFromBeingReported() {
        #expect(rejection(#"{"id": "c1", "type": "modal", "extra": 1, "layout": 3}"#) == [
            #"test.json: layout: expected "textWithImage" or "imageOnly", found number 3"#,
        ])
    }
}
