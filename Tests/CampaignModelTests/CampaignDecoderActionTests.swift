import Testing
@testable import CampaignModel

@Suite("CampaignDecoder: actions")
struct CampaignDecoderActionTests {
    /// Decodes a modal whose only button has `action` (raw JSON, or none).
    func button(action: String?) throws -> (Button, [String]) {
        let actionJSON = action.map { #", "action": \#($0)"# } ?? ""
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "modal", "buttons": [{"id": "b", "text": "Go"\#(actionJSON)}]}"#)
        return (decoded.campaign.buttons[0], decoded.warnings.map(\.description))
    }

    func clickAction(_ action: String) throws -> (Action?, [String]) {
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "modal", "clickAction": \#(action)}"#)
        return (decoded.campaign.clickAction, decoded.warnings.map(\.description))
    }

    @Test func everyKnownActionDecodes() throws {
        #expect(try button(action: #"{"type": "dismiss"}"#).0.action == .dismiss)
        #expect(try button(action: #"{"type": "requestPushPermission"}"#).0.action == .requestPushPermission)
        #expect(try button(action: #"{"type": "openURL", "url": "myapp://rewards"}"#).0.action == .openURL(url: "myapp://rewards", external: false))
        #expect(try button(action: #"{"type": "openURL", "url": "https://a.example/x?y=1", "external": true}"#).0.action
            == .openURL(url: "https://a.example/x?y=1", external: true))
        #expect(try button(action: #"{"type": "navigate", "route": "rewards"}"#).0.action == .navigate(route: "rewards", arguments: nil))
    }

    @Test func onlyOneLeadingSlashIsStrippedFromARoute() throws {
        #expect(try button(action: #"{"type": "navigate", "route": "/rewards/today"}"#).0.action == .navigate(route: "rewards/today", arguments: nil))
        #expect(try button(action: #"{"type": "navigate", "route": "//x"}"#).0.action == .navigate(route: "/x", arguments: nil))
    }

    @Test func unknownActionTypesAreKeptAsUnsupported() throws {
        let (button, warnings) = try button(action: #"{"type": "share", "text": "hi"}"#)
        #expect(button.action == .unsupported(type: "share"))
        #expect(button.fallbackReason == nil)
        // Keys of an action type we do not know cannot be judged.
        #expect(warnings.isEmpty)
        #expect(try clickAction(#"{"type": "openWallet"}"#).0 == .unsupported(type: "openWallet"))
    }

    @Test(arguments: [
        (nil, "the button has no action",
         "test.json: buttons[0].action: the button has no action; the button falls back to dismiss"),
        (#"{"type": "openURL"}"#, "openURL action has no valid url",
         "test.json: buttons[0].action.url: openURL action has no valid url; the button falls back to dismiss"),
        (#"{"type": "openURL", "url": "not a url"}"#, "openURL action has no valid url",
         "test.json: buttons[0].action.url: openURL action has no valid url; the button falls back to dismiss"),
        (#"{"type": "openURL", "url": "/relative/path"}"#, "openURL action has no valid url",
         "test.json: buttons[0].action.url: openURL action has no valid url; the button falls back to dismiss"),
        (#"{"type": "openURL", "url": "https://"}"#, "openURL action has no valid url",
         "test.json: buttons[0].action.url: openURL action has no valid url; the button falls back to dismiss"),
        (#"{"type": "navigate"}"#, "navigate action has no route",
         "test.json: buttons[0].action.route: navigate action has no route; the button falls back to dismiss"),
        (#"{"type": "navigate", "route": "/"}"#, "navigate action has an empty route",
         "test.json: buttons[0].action.route: navigate action has an empty route; the button falls back to dismiss"),
        (#""dismiss""#, "the action is not an object",
         "test.json: buttons[0].action: the action is not an object; the button falls back to dismiss"),
        ("null", "the action is null",
         "test.json: buttons[0].action: the action is null; the button falls back to dismiss"),
        (#"{"url": "https://example.com"}"#, "the action has no type",
         "test.json: buttons[0].action.type: the action has no type; the button falls back to dismiss"),
    ] as [(String?, String, String)])
    func unusableButtonActionsFallBackToDismiss(action: String?, reason: String, warning: String) throws {
        let (button, warnings) = try button(action: action)
        #expect(button.action == .dismiss)
        #expect(button.fallbackReason == reason)
        #expect(warnings.last == warning)
    }

    @Test func aFallbackWarningSaysWhatWasFound() throws {
        let decoded = try decodeCampaign(#"{"id": "c1", "type": "modal", "buttons": [{"id": "b", "text": "Go", "action": {"type": "openURL", "url": "www.example.com"}}]}"#)
        let warning = try #require(decoded.warnings.first)
        #expect(warning.path == "buttons[0].action.url")
        #expect(warning.found == #"string "www.example.com""#)
        #expect(warning.expected == #"an absolute URL with a scheme, such as "https://…""#)
    }

    @Test func anUnusableClickActionIsIgnoredWithAWarning() throws {
        let (action, warnings) = try clickAction(#"{"type": "navigate", "route": ""}"#)
        #expect(action == nil)
        #expect(warnings == ["test.json: clickAction.route: navigate action has an empty route; clickAction is ignored"])
        let (nullAction, nullWarnings) = try clickAction("null")
        #expect(nullAction == nil)
        #expect(nullWarnings == ["test.json: clickAction: the action is null; clickAction is ignored"])
    }

    @Test func navigateArgumentsAreKeptAsJSON() throws {
        let (button, _) = try button(action: #"{"type": "navigate", "route": "item", "arguments": {"id": 17, "tags": ["a"], "x": null}}"#)
        #expect(button.action == .navigate(route: "item", arguments: .object(["id": .number(17), "tags": .array([.string("a")]), "x": .null])))
    }

    @Test(arguments: ["https://example.com", "HTTP://EXAMPLE.COM/a", "mailto:help@example.com", "tel:+15551234", "myapp://open/reward", "file:///tmp/x.html"])
    func usableURLs(_ url: String) {
        #expect(CampaignReader.isUsableURL(url))
    }

    @Test(arguments: ["", "example.com", "//example.com", "https://exa mple.com", " https://example.com", "1http://x", "https:", "http:///path", "https://\n", "ht tp://x"])
    func unusableURLs(_ url: String) {
        #expect(!CampaignReader.isUsableURL(url))
    }
}
