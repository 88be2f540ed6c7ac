import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// Layouts that follow a vendor's SDK where it draws unlike our own (issue 10).
@Suite struct VendorLayoutTests {
    let engine = Fixtures.engine()

    // MARK: HTML drawn by a browser

    let html = Campaign(id: "adobe", type: .modal, extras: .object(["adobe.html": .string("<html></html>")]))
    let frame = AdobeFrame(width: 80, height: 40, cornerRadius: 16)

    @Test func aDrawnPageFillsTheWebViewLikeArtwork() throws {
        let page = ArtworkInfo(file: "/tmp/page.png", pixelWidth: 943, pixelHeight: 1022)
        let tree = engine.layout(html, in: Environment(), htmlFrame: frame, htmlSnapshot: .drawn(page))
        let webView = try #require(tree.box(identifier: "adobe.message.webview"))
        #expect(webView.image?.file == "/tmp/page.png")
        #expect(webView.cornerRadius == 16)
        #expect(webView.frame == frame.webViewRect(in: Environment()))
        #expect(tree.boxes(role: .notice).isEmpty, "no placeholder over the page")
        #expect(tree.diagnostics.contains { $0.code == "html-rendered" })
    }

    @Test func withoutABrowserThePlaceholderSaysHowToGetThePage() throws {
        let tree = engine.layout(html, in: Environment(), htmlFrame: frame,
                                 htmlSnapshot: .unavailable("Chromium is not installed; install Debian's chromium package"))
        let notes = tree.boxes(role: .notice).compactMap { $0.text?.text }
        #expect(notes.first == "HTML message")
        #expect(notes.last?.contains("Chromium is not installed; install Debian's chromium package") == true)
        #expect(tree.box(identifier: "adobe.message.webview")?.image == nil)
    }

    // MARK: Braze's Font Awesome icon

    @Test func aBrazeIconIsDrawnInItsSquare() throws {
        let campaign = Campaign(id: "braze", type: .slideup, body: "Your daily bonus is ready.", vendor: VendorHints(
            source: .braze, brazeIcon: VendorHints.BrazeIcon(glyph: "\u{F005}", color: .white, background: RGBAColor(red: 0, green: 0x73, blue: 0xD5))))
        let tree = engine.layout(campaign, in: Environment())
        let icon = try #require(tree.boxes(role: .icon).first)
        #expect(icon.fill == .color(RGBAColor(red: 0, green: 0x73, blue: 0xD5)))
        #expect(icon.text?.text == "\u{F005}")
        #expect(icon.text?.color == .white)
        #expect(icon.frame.width == Theme.gameball.slideUp.iconSize && icon.frame.height == Theme.gameball.slideUp.iconSize)
        // The text column starts after the icon, as beside an image.
        let body = try #require(tree.boxes(role: .body).first)
        #expect(body.frame.minX >= icon.frame.maxX)
    }

    // MARK: Firebase's image-only message

    @Test func aFirebaseImageOnlyCloseStaysTopRightInRightToLeft() throws {
        let art = Campaign(id: "art", type: .modal, layout: .imageOnly, imageURL: "hero.png",
                           vendor: VendorHints(source: .firebase, firebaseLayout: .imageOnly, closesAfterAnyAction: true))
        func close(_ campaign: Campaign, _ direction: LayoutDirection) throws -> Rect {
            try #require(engine.layout(campaign, in: Environment(language: "ar", direction: direction)).boxes(role: .closeButton).first).frame
        }
        // FIRIAMImageOnlyViewController centres it on the image frame's top-right corner, in either direction.
        #expect(try close(art, .rightToLeft) == close(art, .leftToRight))
        // Our own image-only modal mirrors its close glyph to the top left.
        var ours = art
        ours.vendor = nil
        let ltr = try close(ours, .leftToRight)
        #expect(try close(ours, .rightToLeft) == ltr.mirrored(around: Environment().screenSize.width / 2))
    }

    // MARK: Firebase's card

    static let card = Campaign(
        id: "card", type: .modal, header: "Weekend sale", body: "Every skin in the shop is 40% off.", imageURL: "hero.png",
        buttons: [Button(id: "primary", text: "Shop", action: .openURL(url: "https://example.com", external: true)),
                  Button(id: "secondary", text: "Later", action: .dismiss)],
        showCloseButton: false, vendor: VendorHints(source: .firebase, firebaseLayout: .card, closesAfterAnyAction: true))

    @Test func aFirebaseCardOnAPhoneIsAtMost300WideWithA3To2Image() throws {
        for device in DeviceCatalog.builtIn.devices where !device.isPad {
            let tree = engine.layout(Self.card, in: Environment(device: device))
            let card = try #require(tree.boxes(role: .card).first).frame
            let image = try #require(tree.boxes(role: .artwork).first).frame
            // The storyboard's card scene: image width 150...300, 3:2 in portrait, pinned to the card's sides.
            #expect(card.width == min(300, Environment(device: device).safeRect.width - 2 * Theme.gameball.modal.margin), "\(device.id)")
            #expect(image.width == card.width && abs(image.height - image.width * 2 / 3) < 0.001, "\(device.id): \(image)")
            // The buttons keep one line each.
            let buttons = tree.boxes(role: .button)
            #expect(buttons.count == 2)
            for button in buttons {
                #expect(button.text?.lines.count == 1, "\(device.id)")
            }
        }
    }

    @Test func aFirebaseCardPutsTheImageFirstAtFullWidth() throws {
        let tree = engine.layout(Self.card, in: Environment())
        let card = try #require(tree.boxes(role: .card).first)
        let image = try #require(tree.boxes(role: .artwork).first)
        #expect(image.frame.minX == card.frame.minX && image.frame.maxX == card.frame.maxX)
        #expect(image.frame.minY == card.frame.minY)
        let header = try #require(tree.boxes(role: .header).first)
        let body = try #require(tree.boxes(role: .body).first)
        #expect(header.frame.minY >= image.frame.maxY)
        #expect(body.frame.minY > header.frame.minY)
        #expect(header.frame.minX == body.frame.minX, "title and body share their leading edge")
        // The buttons share one row under the text, the primary at the trailing edge.
        let buttons = tree.boxes(role: .button)
        #expect(buttons.count == 2)
        let primary = try #require(buttons.first { $0.accessibility?.label == "Shop" })
        let secondary = try #require(buttons.first { $0.accessibility?.label == "Later" })
        #expect(primary.frame.minY == secondary.frame.minY)
        #expect(primary.frame.minY >= body.frame.maxY)
        #expect(secondary.frame.maxX < primary.frame.minX)
        #expect(tree.boxes(role: .closeButton).isEmpty)
    }

    @Test func aFirebaseModalInLandscapePutsTheImageBesideTheTextAndKeepsItsCloseGlyph() throws {
        var modal = Self.card
        modal.showCloseButton = true
        modal.buttons = [modal.buttons[0]]
        modal.vendor?.firebaseLayout = .modal
        let landscape = engine.layout(modal, in: Environment(orientation: .landscape))
        let image = try #require(landscape.boxes(role: .artwork).first)
        let header = try #require(landscape.boxes(role: .header).first)
        #expect(header.frame.minX >= image.frame.maxX)
        #expect(landscape.boxes(role: .closeButton).count == 1)
        // In portrait it is our modal: the image is not beside the text.
        let portrait = engine.layout(modal, in: Environment())
        let portraitHeader = try #require(portrait.boxes(role: .header).first)
        let portraitImage = try #require(portrait.boxes(role: .artwork).first)
        #expect(portraitHeader.frame.minX < portraitImage.frame.maxX)
    }

    @Test func aFirebaseCardInLandscapePutsTheImageBesideTheText() throws {
        let tree = engine.layout(Self.card, in: Environment(orientation: .landscape))
        let image = try #require(tree.boxes(role: .artwork).first)
        let header = try #require(tree.boxes(role: .header).first)
        #expect(header.frame.minX >= image.frame.maxX)
        #expect(header.frame.minY < image.frame.maxY)
        // Square, 150 to 300 pt, and the card exactly as tall: the storyboard's landscape card.
        let card = try #require(tree.boxes(role: .card).first)
        #expect(image.frame.width == image.frame.height)
        #expect((150...300).contains(image.frame.width))
        #expect(card.frame.height == image.frame.height && card.frame.minY == image.frame.minY)
        // The buttons sit at the card's bottom, 24 from its edge.
        let button = try #require(tree.boxes(role: .button).first)
        #expect(abs(button.frame.maxY - (card.frame.maxY - 24)) < 0.01)
    }

    @Test func aFirebaseCardOnAPhoneInLandscapeIsTwentyInsideTheLayoutMargins() throws {
        for device in ["iphone-15", "iphone-16e", "iphone-se"] {
            let environment = Environment(device: DeviceCatalog.builtIn.device(named: device)!, orientation: .landscape)
            let card = try #require(engine.layout(Self.card, in: environment).boxes(role: .card).first).frame
            // The storyboard: leading = leading margin (16 from the safe area) + 20, centred.
            let safe = environment.safeRect
            #expect(card.width == safe.width - 72, "\(device)")
            #expect(abs(card.minX - (safe.minX + 36)) < 0.001, "\(device)")
        }
    }

    @Test func aFirebaseCardOnAnIPadHasASquareImageToo() throws {
        let pad = Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!)
        let tree = engine.layout(Self.card, in: pad)
        let image = try #require(tree.boxes(role: .artwork).first)
        #expect(image.frame.width == image.frame.height)
        #expect(try #require(tree.boxes(role: .card).first).frame.height == image.frame.height)
    }
}
