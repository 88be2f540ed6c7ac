import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// What VoiceOver reaches and where a tap goes, as the SDK page says.
@Suite struct AccessibilityRuleTests {
    let engine = Fixtures.engine()

    @Test func aSlideUpsClickActionIsAButtonVoiceOverReaches() {
        let tree = engine.layout(Fixtures.slideUpBottom, in: Environment())
        let surface = tree.box(identifier: AccessibilityIdentifiers.surface(.slideup))!
        #expect(surface.action?.type == "navigate")
        #expect(surface.accessibility == AccessibilityInfo(elementType: .button, identifier: "gameball.message.slideup",
            label: "New badge unlocked, You reached level 5. Tap to see your rewards.", traits: ["button"], isElement: true))
        // The text is read as part of the button, not twice.
        #expect(tree.boxes(role: .header)[0].accessibility == nil && tree.boxes(role: .body)[0].accessibility == nil)

        var noAction = Fixtures.slideUpBottom
        noAction.clickAction = nil
        let plain = engine.layout(noAction, in: Environment())
        #expect(plain.box(identifier: AccessibilityIdentifiers.surface(.slideup))?.accessibility?.isElement == false)
        #expect(plain.boxes(role: .header)[0].accessibility?.label == "New badge unlocked")
    }

    @Test func buttonsInsideATappableMessageStayTheirOwnElements() {
        var campaign = Fixtures.modal
        campaign.clickAction = .navigate(route: "rewards", arguments: nil)
        let tree = engine.layout(campaign, in: Environment(values: ["player_name": "Sara"]))
        let card = tree.box(identifier: AccessibilityIdentifiers.card)!
        #expect(card.accessibility?.traits == ["button"] && card.accessibility?.isElement == true)
        #expect(tree.box(identifier: "gameball.message.button.claim")?.accessibility?.isElement == true)
        #expect(tree.box(identifier: AccessibilityIdentifiers.closeButton)?.accessibility?.isElement == true)
    }

    @Test func imageOnlyArtworkReadsTheCampaignsOwnText() {
        var campaign = Fixtures.fullscreenImageOnly
        campaign.header = "Spring rewards"
        campaign.body = "Double points on every order"
        let artwork = engine.layout(campaign, in: Environment()).boxes(role: .artwork)[0]
        #expect(artwork.accessibility?.label == "Spring rewards, Double points on every order")
        #expect(engine.layout(Fixtures.fullscreenImageOnly, in: Environment()).boxes(role: .artwork)[0].accessibility?.label == nil)

        // With a click action the artwork is read as part of the tap target, a button showing an image.
        var poster = Fixtures.modalImageOnly
        poster.header = "Spring rewards"
        let tappable = engine.layout(poster, in: Environment())
        let card = tappable.box(identifier: AccessibilityIdentifiers.card)!
        #expect(card.accessibility?.traits == ["button", "image"] && card.accessibility?.label == "Spring rewards")
    }

    @Test(arguments: [
        ("https://example.com/x", false, ActionInfo.URLHandler.inAppBrowser),
        ("HTTP://example.com/x", false, .inAppBrowser),
        ("https://example.com/x", true, .system),
        ("myapp://deep", false, .system),
        ("mailto:help@example.com", false, .system),
        ("tel:+15551234", false, .system),
    ])
    func openURLGoesWhereTheSDKSendsIt(_ url: String, _ external: Bool, _ handler: ActionInfo.URLHandler) {
        var campaign = Fixtures.modalNoImage
        campaign.buttons = [Button(id: "go", text: "Go", action: .openURL(url: url, external: external))]
        let action = engine.layout(campaign, in: Environment()).box(identifier: "gameball.message.button.go")?.action
        #expect(action?.opensIn == handler)
    }

    @Test func anEmptyButtonLabelIsAnErrorAndHasNoVoiceOverLabel() {
        var campaign = Fixtures.modalNoImage
        campaign.buttons = [Button(id: "go", text: "{reward_label}", action: .dismiss)]
        let tree = engine.layout(campaign, in: Environment())
        let button = tree.box(identifier: "gameball.message.button.go")!
        #expect(button.text?.text == "" && button.accessibility?.label == nil)
        #expect(tree.diagnostics.contains { $0.code == "button-label-empty" && $0.severity == .error })
    }
}
