import BoxTreeModel
import Foundation
import CampaignModel
import Layout
import Testing

/// One behaviour of the SDK per test.
@Suite struct LayoutRuleTests {
    let engine = Fixtures.engine()

    @Test func slideUpSitsAtTheBottomOrTopOfTheSafeArea() {
        let environment = Environment()
        let safe = environment.safeRect
        let bottom = engine.layout(Fixtures.slideUpBottom, in: environment).boxes(role: .surface)[0].frame
        let top = engine.layout(Fixtures.slideUpTop, in: environment).boxes(role: .surface)[0].frame
        #expect(abs(bottom.maxY - (safe.maxY - 12)) < 0.001)
        #expect(abs(top.minY - (safe.minY + 12)) < 0.001)
        #expect(bottom.height == top.height)
    }

    @Test func slideUpShowsIconAtTheLeadingEdgeAndAChevronOnlyWithAClickAction() {
        let ltr = engine.layout(Fixtures.slideUpBottom, in: Environment())
        let icon = ltr.boxes(role: .icon)[0].frame
        let chevron = ltr.boxes(role: .chevron)[0]
        #expect(icon.maxX < chevron.frame.minX)
        #expect(chevron.glyph == .chevron(color: Theme.gameball.chevronColor, pointsRight: true))

        let rtl = engine.layout(Fixtures.slideUpBottom, in: Environment(language: "ar"))
        #expect(rtl.boxes(role: .icon)[0].frame.minX > rtl.boxes(role: .chevron)[0].frame.maxX)
        #expect(rtl.boxes(role: .chevron)[0].glyph == .chevron(color: Theme.gameball.chevronColor, pointsRight: false))

        var noAction = Fixtures.slideUpBottom
        noAction.clickAction = nil
        #expect(engine.layout(noAction, in: Environment()).boxes(role: .chevron).isEmpty)
    }

    @Test func slideUpHasNoCloseGlyphAndIsNotModal() {
        let tree = engine.layout(Fixtures.slideUpBottom, in: Environment())
        #expect(tree.boxes(role: .closeButton).isEmpty)
        let surface = tree.box(identifier: "gameball.message.slideup")
        #expect(surface?.accessibility?.isModal == false)
        #expect(tree.autoDismissAfter == 8)
    }

    @Test func modalHasScrimCardCloseAndIdentifiers() {
        var campaign = Fixtures.modal
        campaign.style.frameColor = RGBAColor(hex: "#11223380")
        let tree = engine.layout(campaign, in: Environment(values: ["player_name": "Sara"]))
        #expect(tree.display.displayed)
        #expect(tree.boxes(role: .scrim)[0].fill == .color(RGBAColor(hex: "#11223380")!))
        #expect(tree.box(identifier: "gameball.message.modal")?.accessibility?.isModal == true)
        let card = tree.box(identifier: "gameball.message.card")!
        let close = tree.box(identifier: "gameball.message.close")!
        #expect(close.accessibility?.label == "Close")
        #expect(abs(close.frame.maxX - (card.frame.maxX - 4)) < 0.001 && abs(close.frame.minY - (card.frame.minY + 4)) < 0.001)
        #expect(tree.box(identifier: "gameball.message.button.claim")?.action?.type == "openURL")
        #expect(tree.box(identifier: "gameball.message.button.later")?.action?.closesMessage == true)
        #expect(tree.boxes(role: .header)[0].text?.text == "Welcome back, Sara!")
        #expect(tree.autoDismissAfter == nil)
    }

    @Test func modalCardIsCentredAndNoWiderThanTheMaximum() {
        for device in DeviceCatalog.builtIn.devices {
            let environment = Environment(device: device)
            let card = engine.layout(Fixtures.modalNoImage, in: environment).box(identifier: "gameball.message.card")!.frame
            #expect(card.width <= (device.isPad ? 540 : 400))
            #expect(abs(card.midX - environment.safeRect.midX) < 0.001)
            #expect(abs(card.midY - environment.safeRect.midY) < 0.001)
        }
    }

    @Test func closeLabelIsLocalized() {
        let tree = engine.layout(Fixtures.modal, in: Environment(language: "ar"))
        #expect(tree.box(identifier: "gameball.message.close")?.accessibility?.label == "إغلاق")
        #expect(tree.environment.direction == .rightToLeft)
    }

    @Test func buttonsSitSideBySideWhenTheyFitAndStackOtherwise() {
        let sideBySide = engine.layout(Fixtures.modal, in: Environment()).boxes(role: .button)
        #expect(sideBySide.count == 2)
        #expect(sideBySide[0].frame.minY == sideBySide[1].frame.minY)
        #expect(sideBySide[0].frame.maxX < sideBySide[1].frame.minX)

        let stacked = engine.layout(Fixtures.modal, in: Environment(textSize: .accessibilityExtraExtraExtraLarge)).boxes(role: .button)
        #expect(stacked[0].frame.maxY < stacked[1].frame.minY)
        #expect(stacked[0].frame.width == stacked[1].frame.width)

        let rtl = engine.layout(Fixtures.modal, in: Environment(direction: .rightToLeft)).boxes(role: .button)
        #expect(rtl[0].frame.minX > rtl[1].frame.maxX, "the first button is at the leading (right) side")
    }

    @Test func contentThatDoesNotFitScrollsWithADiagnostic() {
        var campaign = Fixtures.modal
        campaign.body = String(repeating: "Points never expire while you stay active in the program. ", count: 12)
        let tree = engine.layout(campaign, in: Environment(device: DeviceCatalog.builtIn.device(named: "iphone-se")!, textSize: .accessibilityExtraExtraExtraLarge))
        let scroll = tree.diagnostics.first { $0.code == "content-scrolls" }
        #expect(scroll != nil)
        #expect(scroll?.message.contains("hidden") == true)
        #expect(!tree.boxes(role: .scrollIndicator).isEmpty)
        let card = tree.box(identifier: "gameball.message.card")!.frame
        #expect(card.height <= Environment(device: DeviceCatalog.builtIn.device(named: "iphone-se")!).safeRect.height - 48 + 0.001)
    }

    @Test func fullscreenArtworkRunsEdgeToEdgeAndTextStaysInTheSafeArea() {
        let environment = Environment()
        let tree = engine.layout(Fixtures.fullscreen, in: environment)
        let artwork = tree.boxes(role: .artwork)[0].frame
        // Out from under the status bar and the Dynamic Island (StatusBarTests), else edge to edge.
        #expect(artwork.minX == 0 && artwork.minY == environment.safeRect.minY && artwork.width == environment.screenSize.width)
        #expect(tree.box(identifier: "gameball.message.fullscreen")?.frame == environment.screenRect)

        let landscape = engine.layout(Fixtures.fullscreen, in: Environment(orientation: .landscape))
        let art = landscape.boxes(role: .artwork)[0].frame
        #expect(art.minX == 59 && art.height == 393)
        #expect(landscape.boxes(role: .header)[0].frame.minX > art.maxX)
    }

    @Test func unresolvedPlaceholdersAreRemovedAndReported() {
        let tree = engine.layout(Fixtures.modal, in: Environment())
        #expect(tree.boxes(role: .header)[0].text?.text == "Welcome back, !")
        #expect(tree.diagnostics.contains { $0.code == "placeholder-unresolved" && $0.message.contains("{player_name}") })
    }

    @Test func localizationPicksTextAndFallsBackToTheBaseLanguage() {
        var campaign = Fixtures.modal
        campaign.localizations = ["ar": Localization(header: "مرحبا", buttons: ["claim": "احصل"])]
        let tree = engine.layout(campaign, in: Environment(language: "ar-EG"))
        #expect(tree.boxes(role: .header)[0].text?.text == "مرحبا")
        #expect(tree.box(identifier: "gameball.message.button.claim")?.accessibility?.label == "احصل")
        #expect(tree.box(identifier: "gameball.message.button.later")?.accessibility?.label == "Later")
        let missing = engine.layout(campaign, in: Environment(language: "fr"))
        #expect(missing.diagnostics.contains { $0.code == "missing-localization" })
    }

    @Test func unsupportedTypeIsNotDisplayed() {
        let campaign = Campaign(id: "x", type: MessageType(rawValue: "banner"), header: "Hi")
        let tree = engine.layout(campaign, in: Environment())
        #expect(!tree.display.displayed)
        #expect(tree.display.reason?.contains("unsupported message type \"banner\"") == true)
        #expect(tree.boxes(role: .surface).isEmpty)
        #expect(!tree.boxes(role: .notice).isEmpty)
    }

    @Test func orientationMismatchWaitsForARotation() {
        var campaign = Fixtures.modal
        campaign.orientation = .portrait
        let tree = engine.layout(campaign, in: Environment(orientation: .landscape))
        #expect(tree.display.reason == "cannot present: campaign wants portrait and the device is landscape; waiting for a rotation")
        #expect(engine.layout(campaign, in: Environment(orientation: .portrait)).display.displayed)
    }

    @Test func artworkThatCannotLoadSkipsTheCampaignUnlessPlaceholdersAreAsked() {
        var campaign = Fixtures.modal
        campaign.imageURL = "http://cdn.example.com/hero.png"
        let skipped = engine.layout(campaign, in: Environment())
        #expect(skipped.display.reason?.hasPrefix("skipped: artwork not ready") == true)
        #expect(skipped.display.reason?.contains("http://") == true)

        let placeholder = engine.layout(campaign, in: Environment(drawsPlaceholderArtwork: true))
        #expect(placeholder.display.displayed)
        #expect(placeholder.boxes(role: .artwork)[0].image?.isPlaceholder == true)
        #expect(placeholder.diagnostics.contains { $0.code == "artwork-placeholder" })
    }

    @Test func imageOnlyWithoutAnImageIsSkipped() {
        let campaign = Campaign(id: "x", type: .modal, layout: .imageOnly)
        #expect(engine.layout(campaign, in: Environment()).display.displayed == false)
    }

    @Test func buttonFallbackIsNoted() {
        let campaign = Campaign(id: "x", type: .modal, header: "Hi",
                                buttons: [Button(id: "go", text: "Go", action: .dismiss, fallbackReason: "openURL action has no valid url")])
        let tree = engine.layout(campaign, in: Environment())
        #expect(tree.diagnostics.contains { $0.code == "button-action-fallback" && $0.element == "gameball.message.button.go" })
        #expect(tree.box(identifier: "gameball.message.button.go")?.action?.fallbackReason == "openURL action has no valid url")
    }

    @Test func boxTreeRoundTripsThroughJSON() throws {
        let tree = engine.layout(Fixtures.modal, in: Environment(language: "ar"))
        let data = try JSONEncoder().encode(tree)
        #expect(try JSONDecoder().decode(BoxTree.self, from: data) == tree)
    }
}
