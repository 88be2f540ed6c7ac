import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import Pipeline
import Testing
import TestSupport

/// Vendor messages keep every element their SDK draws, on every device and
/// at every text size (issue 23): Braze's image-only buttons, Firebase's
/// card buttons at the largest text sizes.
@Suite struct VendorContentKeptTests {
    static let themes = ThemeCatalog(directory: Repository.root.appendingPathComponent("themes"))

    static func engine(_ theme: String) throws -> LayoutEngine {
        LayoutEngine(theme: try themes.builtIn(named: theme).theme, measurer: FakeMeasurer(), artwork: FakeArtwork())
    }

    static let brazeButtons = [Button(id: "0", text: "Maybe later", action: .dismiss),
                               Button(id: "1", text: "Claim", action: .openURL(url: "https://example.com", external: true))]

    static func brazeGraphic(_ type: MessageType) -> Campaign {
        Campaign(id: "graphic", type: type, layout: .imageOnly, imageURL: "hero.png", buttons: brazeButtons,
                 vendor: VendorHints(source: .braze, imageOnlyShowsButtons: true))
    }

    // MARK: Braze GRAPHIC with buttons

    @Test(arguments: Fixtures.environments())
    func aBrazeGraphicModalDrawsItsButtonsOverTheBottomOfTheImage(_ environment: Environment) throws {
        let tree = try Self.engine("braze").layout(Self.brazeGraphic(.modal), in: environment)
        let image = try #require(tree.boxes(role: .artwork).first)
        let buttons = tree.boxes(role: .button)
        #expect(buttons.count == 2)
        for button in buttons {
            #expect(image.frame.contains(button.frame), "\(button.frame) not on the image \(image.frame)")
        }
        // 30 pt above the image's bottom edge (BrazeUI's padding), the primary (last) at the trailing side.
        #expect(abs(buttons.map(\.frame.maxY).max()! - (image.frame.maxY - 30)) < 0.01)
    }

    @Test(arguments: Fixtures.environments())
    func aBrazeGraphicFullScreenDrawsItsButtonsInsideTheSafeArea(_ environment: Environment) throws {
        let tree = try Self.engine("braze").layout(Self.brazeGraphic(.fullscreen), in: environment)
        let buttons = tree.boxes(role: .button)
        #expect(buttons.count == 2)
        for button in buttons {
            #expect(environment.safeRect.contains(button.frame), "\(button.frame) outside \(environment.safeRect)")
        }
    }

    @Test func ourOwnImageOnlyMessageStillShowsThePictureAlone() throws {
        var campaign = Self.brazeGraphic(.modal)
        campaign.vendor = nil
        let tree = try Self.engine("braze").layout(campaign, in: Environment())
        #expect(tree.boxes(role: .button).isEmpty)
    }

    // MARK: Braze full screens

    static func brazeFull(_ layout: MessageLayout) -> Campaign {
        Campaign(id: "full", type: .fullscreen, layout: layout, header: "Double points", body: "Every purchase earns 2x points.",
                 imageURL: "hero.png", buttons: brazeButtons,
                 vendor: VendorHints(source: .braze, imageOnlyShowsButtons: true, fullScreenHidesStatusBar: true, fullScreenIsModalOnIPad: true))
    }

    @Test(arguments: [MessageLayout.textWithImage, .imageOnly])
    func aBrazeFullScreenIsAModalCardOnAnIPad(_ layout: MessageLayout) throws {
        for orientation in Orientation.allCases {
            let environment = Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!, orientation: orientation)
            let tree = try Self.engine("braze").layout(Self.brazeFull(layout), in: environment)
            let card = try #require(tree.boxes(role: .card).first, "\(orientation)")
            // FullView's large dimensions widen a card with text in landscape; FullImageView swaps them back.
            let wide = orientation == .landscape && layout == .textWithImage
            #expect(card.frame.width <= (wide ? 720 : 450), "BrazeUI's cap, \(orientation)")
            #expect(card.frame.height <= (wide ? 450 : 720), "BrazeUI's cap, \(orientation)")
            #expect(tree.boxes(role: .scrim).count == 1)
            #expect(tree.boxes(role: .button).count == 2)
        }
    }

    @Test(arguments: Orientation.allCases)
    func aBrazeFullScreenOnAnIPadGivesItsPictureHalfTheCard(_ orientation: Orientation) throws {
        let environment = Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!, orientation: orientation)
        // FullView.installInternalConstraints: the image is half the content view's height, aspect fill.
        let tree = try Self.engine("braze").layout(Self.brazeFull(.textWithImage), in: environment)
        let card = try #require(tree.boxes(role: .card).first).frame
        let image = try #require(tree.boxes(role: .artwork).first)
        #expect(abs(image.frame.height - card.height / 2) < 0.001, "\(orientation): \(image.frame) in \(card)")
        #expect(image.frame.minY == card.minY && image.frame.width == card.width)
        #expect(image.image?.contentMode == .aspectFill)
        // Long text fills the card to its cap; the picture stays at half of it and the text scrolls.
        var long = Self.brazeFull(.textWithImage)
        long.body = String(repeating: "Every purchase earns 2x points until Sunday midnight. ", count: 40)
        let longTree = try Self.engine("braze").layout(long, in: environment)
        let longCard = try #require(longTree.boxes(role: .card).first).frame
        #expect(longCard.height == (orientation == .landscape ? 450 : 720), "\(orientation)")
        #expect(abs(try #require(longTree.boxes(role: .artwork).first).frame.height - longCard.height / 2) < 0.001)
        #expect(!longTree.boxes(role: .scrollIndicator).isEmpty || !longTree.boxes(role: .scrollEdge).isEmpty)
    }

    @Test func theHalfCardPicturesSearchReportsTheScrollingTextOnce() throws {
        // The picture's height is found by laying the card out more than once; only the card drawn reports.
        var long = Self.brazeFull(.textWithImage)
        long.body = String(repeating: "Every purchase earns 2x points until Sunday midnight. ", count: 40)
        let pad = Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!)
        let tree = try Self.engine("braze").layout(long, in: pad)
        #expect(tree.diagnostics.filter { $0.code == Diagnostic.Code.contentScrolls }.count == 1, "\(tree.diagnostics)")
    }

    @Test(arguments: [MessageLayout.textWithImage, .imageOnly])
    func aBrazeFullScreenOnAPhoneHidesTheStatusBarAndStartsItsPictureAtTheTop(_ layout: MessageLayout) throws {
        let tree = try Self.engine("braze").layout(Self.brazeFull(layout), in: Environment())
        let image = try #require(tree.boxes(role: .artwork).first)
        #expect(image.frame.minY == 0)
        // No status bar drawn over the message (the host app's own, under it, is covered).
        #expect(tree.root.children.last { $0.role != .homeIndicator }?.role == .surface)
        // Our own full screen keeps the status bar and starts below it.
        var ours = Self.brazeFull(layout)
        ours.vendor = nil
        let gameball = try Self.engine("gameball").layout(ours, in: Environment())
        #expect(try #require(gameball.boxes(role: .artwork).first).frame.minY == Environment().safeRect.minY)
    }

    @Test(arguments: DeviceCatalog.builtIn.devices.filter { !$0.isPad })
    func aBrazeFullScreenOnAPhoneInLandscapeKeepsOneColumnWithThePictureOnTop(_ device: Device) throws {
        let environment = Environment(device: device, orientation: .landscape)
        let tree = try Self.engine("braze").layout(Self.brazeFull(.textWithImage), in: environment)
        let image = try #require(tree.boxes(role: .artwork).first).frame
        let screen = environment.screenRect
        // BrazeUI's FullView: one vertical stack, the image across the screen, half its height, from the top.
        #expect(image == Rect(x: 0, y: 0, width: screen.width, height: (screen.height / 2).rounded()))
        let header = try #require(tree.boxes(role: .header).first).frame
        let body = try #require(tree.boxes(role: .body).first).frame
        #expect(header.minY >= image.maxY && body.minY >= header.maxY, "text below the picture")
        for button in tree.boxes(role: .button) {
            #expect(button.frame.minY >= body.maxY, "buttons below the text")
        }
        // Our own full screen still puts its picture beside the text in landscape.
        var ours = Self.brazeFull(.textWithImage)
        ours.vendor = nil
        let gameball = try Self.engine("gameball").layout(ours, in: environment)
        let beside = try #require(gameball.boxes(role: .artwork).first).frame
        #expect(try #require(gameball.boxes(role: .header).first).frame.minX >= beside.maxX)
    }

    // MARK: Braze modals on a large screen

    @Test func aBrazeTextModalIsWiderAndShorterOnAnIPadInLandscape() throws {
        let pad = DeviceCatalog.builtIn.device(named: "ipad-air-11")!
        var campaign = Fixtures.modal
        campaign.body = String(repeating: "Every purchase earns twice the points until Sunday midnight. ", count: 30)
        campaign.vendor = VendorHints(source: .braze)
        let engine = try Self.engine("braze")
        let landscape = try #require(engine.layout(campaign, in: Environment(device: pad, orientation: .landscape)).boxes(role: .card).first).frame
        #expect(landscape.width == 720 && landscape.height == 450, "BrazeUI's large dimensions: \(landscape)")
        let portrait = try #require(engine.layout(campaign, in: Environment(device: pad, orientation: .portrait)).boxes(role: .card).first).frame
        #expect(portrait.width == 450 && portrait.height == 720, "regular dimensions: \(portrait)")
        // A phone in landscape is never "large" (its height is compact).
        let phone = Environment(device: DeviceCatalog.builtIn.device(named: "iphone-16-pro-max")!, orientation: .landscape)
        #expect(try #require(engine.layout(campaign, in: phone).boxes(role: .card).first).frame.width == 450)
        // The image-only card (ModalImageView) swaps the large dimensions back: 450 wide, 720 tall.
        let graphic = try #require(engine.layout(Self.brazeGraphic(.modal), in: Environment(device: pad, orientation: .landscape))
            .boxes(role: .card).first).frame
        #expect(graphic.width <= 450)
    }

    // MARK: Radar cuts, never scrolls

    @Test func aRadarCardInLandscapeCutsItsBodyInsteadOfScrolling() throws {
        let campaign = Campaign(id: "radar", type: .modal, header: "You're near our store",
                                body: String(repeating: "Show this message at the counter for a free coffee. ", count: 8),
                                imageURL: "hero.png", buttons: [Button(id: "button", text: "Get directions", action: .dismiss)],
                                showCloseButton: true, vendor: VendorHints(source: .radar))
        let environment = Environment(device: DeviceCatalog.builtIn.device(named: "iphone-15")!, orientation: .landscape)
        let tree = try Self.engine("radar").layout(campaign, in: environment)
        #expect(!tree.diagnostics.contains { $0.code == Diagnostic.Code.contentScrolls }, "\(tree.diagnostics)")
        // Not in silence: the cut is reported.
        #expect(tree.diagnostics.contains { $0.code == Diagnostic.Code.textTruncated && $0.message.hasPrefix("the body shows ") },
                "\(tree.diagnostics)")
        // RadarIAMView: the picture keeps its 200 pt, the button its 50 pt; the body ends in an ellipsis.
        #expect(try #require(tree.boxes(role: .artwork).first).frame.height == 200)
        #expect(try #require(tree.boxes(role: .button).first).frame.height == 50)
        let body = try #require(tree.boxes(role: .body).first)
        #expect(body.text?.lines.last?.text.hasSuffix("…") == true, "\(body.text?.lines.map(\.text) ?? [])")
        #expect(body.accessibility?.label == campaign.body, "VoiceOver reads the whole text")
        // The same message in portrait fits and is not cut.
        let portrait = try Self.engine("radar").layout(campaign, in: Environment(device: DeviceCatalog.builtIn.device(named: "iphone-15")!))
        #expect(portrait.boxes(role: .body).first?.text?.lines.last?.text.hasSuffix("…") == false)
    }

    // MARK: Nothing dropped in silence

    @Test func anElementTheSDKDoesNotDrawIsReportedAtItsPath() throws {
        var campaign = Self.brazeGraphic(.modal)
        campaign.header = "Weekend chest"
        campaign.vendor?.paths = ElementPaths(header: "header", image: "image_url", buttons: ["0": "btns[0]", "1": "btns[1]"])
        let tree = try Self.engine("braze").layout(campaign, in: Environment())
        let undrawn = tree.diagnostics.filter { $0.code == Diagnostic.Code.elementNotDrawn }
        #expect(undrawn.map(\.message) == [
            "header (the header) is in the braze payload but not drawn: an image-only message shows its picture and buttons only",
        ])
        #expect(undrawn.allSatisfy { $0.severity == .warning })
    }

    @Test func aButtonThatIsNotDrawnIsReportedAtItsPath() throws {
        // Firebase's image-only message shows the picture alone: a button there would be lost.
        let campaign = Campaign(id: "art", type: .modal, layout: .imageOnly, imageURL: "hero.png",
                                buttons: [Button(id: "action", text: "Go", action: .dismiss)],
                                vendor: VendorHints(source: .firebase, firebaseLayout: .imageOnly,
                                                    paths: ElementPaths(image: "content.imageOnly.imageUrl",
                                                                        buttons: ["action": "content.imageOnly.actionButton"])))
        let tree = try Self.engine("firebase").layout(campaign, in: Environment())
        let undrawn = tree.diagnostics.filter { $0.code == Diagnostic.Code.elementNotDrawn }
        #expect(undrawn.map(\.message) == [
            "content.imageOnly.actionButton (the button \"action\") is in the firebase payload but not drawn: an image-only message shows its picture alone",
        ])
        #expect(undrawn.first?.element == "gameball.message.button.action")
    }

    @Test func aBrazeIconTheLayoutLeavesOutIsReported() throws {
        let icon = VendorHints.BrazeIcon(glyph: "\u{F005}")
        var modal = Campaign(id: "m", type: .modal, header: "Hi", body: "There",
                             vendor: VendorHints(source: .braze, brazeIcon: icon, paths: ElementPaths(header: "header", body: "message", icon: "icon")))
        var tree = try Self.engine("braze").layout(modal, in: Environment())
        #expect(tree.diagnostics.filter { $0.code == Diagnostic.Code.elementNotDrawn }.map(\.message) == [
            "icon (the icon) is in the braze payload but not drawn: the preview draws Braze's icon in slide-ups only",
        ])
        // A slide-up draws it, so nothing is said.
        modal.type = .slideup
        modal.header = nil
        modal.vendor?.paths.header = nil
        tree = try Self.engine("braze").layout(modal, in: Environment())
        #expect(!tree.diagnostics.contains { $0.code == Diagnostic.Code.elementNotDrawn }, "\(tree.diagnostics)")
    }

    @Test func everythingDrawnMeansNothingReported() throws {
        var campaign = Self.brazeGraphic(.modal)
        campaign.vendor?.paths = ElementPaths(image: "image_url", buttons: ["0": "btns[0]", "1": "btns[1]"])
        let tree = try Self.engine("braze").layout(campaign, in: Environment())
        #expect(!tree.diagnostics.contains { $0.code == Diagnostic.Code.elementNotDrawn })
    }

    // MARK: Firebase card at the largest text sizes

    static let card = Campaign(
        id: "card", type: .modal, header: "Weekend sale: every skin in the shop",
        body: String(repeating: "Every skin in the shop is 40% off until Sunday midnight. ", count: 6), imageURL: "hero.png",
        buttons: [Button(id: "primary", text: "Shop the sale", action: .openURL(url: "https://example.com", external: true)),
                  Button(id: "secondary", text: "Maybe later", action: .dismiss)],
        showCloseButton: false, vendor: VendorHints(source: .firebase, firebaseLayout: .card, closesAfterAnyAction: true))

    @Test(arguments: Fixtures.environments())
    func aFirebaseCardKeepsItsButtonsOnOneLineAtTheCardsBottom(_ environment: Environment) throws {
        let tree = try Self.engine("firebase").layout(Self.card, in: environment)
        let card = try #require(tree.boxes(role: .card).first)
        let buttons = tree.boxes(role: .button)
        #expect(buttons.count == 2)
        for button in buttons {
            #expect(card.frame.contains(button.frame), "\(button.frame) outside the card \(card.frame)")
            #expect(button.text?.lines.count == 1, "\(button.text?.lines.map(\.text) ?? [])")
        }
        #expect(Set(buttons.map(\.frame.minY)).count == 1, "one row")
        // The text that does not fit scrolls, and says so.
        if environment.textSize.isAccessibilityCategory {
            #expect(tree.diagnostics.contains { $0.code == Diagnostic.Code.contentScrolls })
        }
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func firebaseButtonsKeepTheirFifteenPointTitleAtEveryTextSize(_ size: ContentSizeCategory) throws {
        // System buttons with no font of their own: 15 pt regular, whatever the text size.
        var modal = Self.card
        modal.vendor?.firebaseLayout = .modal
        modal.imageURL = nil
        for (campaign, height) in [(modal, 36.0), (Self.card, nil)] {
            let tree = try Self.engine("firebase").layout(campaign, in: Environment(textSize: size))
            for button in tree.boxes(role: .button) {
                let font = try #require(button.text?.font)
                #expect(font.size == 15 && font.weight == .regular, "\(campaign.vendor?.firebaseLayout as Any): \(font)")
                if let height {
                    // The modal's required height constraint.
                    #expect(button.frame.height == height)
                } else {
                    // A card's: the title and a system button's own 6 pt above and below.
                    let title = try #require(button.text?.lines.map(\.height).reduce(0, +))
                    #expect(abs(button.frame.height - (title + 12)) < 0.001)
                }
            }
        }
    }

    @Test func aLabelTooLongForItsButtonIsCutWithAnEllipsisNotMidWord() throws {
        var campaign = Self.card
        campaign.buttons[0].text = "Shop every skin in the whole weekend sale right now"
        let tree = try Self.engine("firebase").layout(campaign, in: Environment(textSize: .accessibilityExtraExtraExtraLarge))
        let primary = try #require(tree.boxes(role: .button).first { $0.accessibility?.identifier?.hasSuffix("primary") == true })
        let line = try #require(primary.text?.lines.first)
        #expect(line.text.hasSuffix("…"))
        #expect(line.width <= primary.frame.width)
        // VoiceOver still reads the whole label.
        #expect(primary.accessibility?.label == campaign.buttons[0].text)
    }
}

/// Adobe's `maxWidth` caps the web view's percentage width (issue 23); the
/// frame is a share of the whole screen, the status bar not subtracted.
@Suite struct AdobeMaxWidthTests {
    @Test func theFrameIsAShareOfTheWholeScreenWithTheStatusBarNotSubtracted() {
        // AEPServices' FullscreenMessage+FrameCalculation: on iOS 16 and later a full-screen scene has a
        // safeAreaHeight of 0, so percentages, insets and alignment use the window's whole height.
        for device in DeviceCatalog.builtIn.devices {
            let environment = Environment(device: device)
            let screen = environment.screenRect
            #expect(environment.safeRect.minY > 0, "\(device.id) has a status bar")
            let top = AdobeFrame(height: 50, verticalAlign: .top).webViewRect(in: environment)
            #expect(top.minY == screen.minY && abs(top.height - screen.height / 2) < 0.001, "\(device.id): \(top)")
            let inset = AdobeFrame(height: 50, verticalAlign: .top, verticalInset: 10).webViewRect(in: environment)
            #expect(abs(inset.minY - screen.height / 10) < 0.001, "\(device.id): \(inset)")
            let centred = AdobeFrame(height: 50).webViewRect(in: environment)
            #expect(abs(centred.midY - screen.midY) < 0.001, "\(device.id): \(centred)")
            let bottom = AdobeFrame(height: 20, verticalAlign: .bottom).webViewRect(in: environment)
            #expect(bottom.maxY == screen.maxY, "\(device.id): \(bottom)")
        }
    }

    @Test func maxWidthCapsTheWidthOnEveryDevice() {
        for device in DeviceCatalog.builtIn.devices {
            let environment = Environment(device: device)
            let capped = AdobeFrame(width: 80, height: 30, maxWidth: 300).webViewRect(in: environment)
            #expect(abs(capped.width - min(environment.screenSize.width * 80 / 100, 300)) < 0.001, "\(device.id)")
            #expect(abs(capped.midX - environment.screenRect.midX) < 0.001, "still centred on \(device.id)")
            let uncapped = AdobeFrame(width: 80, height: 30).webViewRect(in: environment)
            #expect(abs(uncapped.width - environment.screenSize.width * 80 / 100) < 0.001)
        }
    }
}
