import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// The engine reads every look-defining value from the theme: radii, widths,
/// padding, fonts, button arrangement and colours, close placement, artwork
/// placement. Each test changes a few values and checks the boxes follow.
@Suite struct ThemeLayoutTests {
    func layout(_ campaign: Campaign, _ theme: Theme, _ environment: Environment = Environment()) -> BoxTree {
        LayoutEngine(theme: theme, measurer: FakeMeasurer(), artwork: FakeArtwork()).layout(campaign, in: environment)
    }

    func card(_ tree: BoxTree) -> Box { tree.box(identifier: "gameball.message.card")! }

    @Test func radiiFollowTheTheme() {
        var theme = Theme.gameball
        theme.slideUp.cornerRadius = 3
        theme.slideUp.iconCornerRadius = 2
        theme.modal.cornerRadius = 5
        theme.buttons.cornerRadius = 7
        let modal = layout(Fixtures.modal, theme)
        #expect(card(modal).cornerRadius == 5)
        #expect(modal.boxes(role: .button).allSatisfy { $0.cornerRadius == 7 })
        let slideUp = layout(Fixtures.slideUpBottom, theme)
        #expect(slideUp.box(identifier: "gameball.message.slideup")?.cornerRadius == 3)
        #expect(slideUp.boxes(role: .icon).first?.cornerRadius == 2)
    }

    @Test func widthsFollowTheTheme() {
        var theme = Theme.gameball
        theme.modal.maxWidth = 300
        theme.modal.maxWidthPad = 610
        theme.slideUp.maxWidth = 250
        #expect(card(layout(Fixtures.modalNoImage, theme)).frame.width == 300)
        #expect(card(layout(Fixtures.modalNoImage, theme, Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!))).frame.width == 610)
        #expect(layout(Fixtures.slideUpBottom, theme).box(identifier: "gameball.message.slideup")?.frame.width == 250)
        theme.modal.margin = 100
        let environment = Environment()
        #expect(card(layout(Fixtures.modalNoImage, theme)).frame.width == environment.safeRect.width - 200)
    }

    @Test func paddingIsPerSideAndFollowsTheLayoutDirection() {
        var theme = Theme.gameball
        theme.modal.padding = EdgeInsets(top: 40, left: 10, bottom: 30, right: 50)
        var campaign = Fixtures.modalNoImage
        campaign.showCloseButton = false
        let ltr = layout(campaign, theme)
        let header = ltr.boxes(role: .header)[0].frame, frame = card(ltr).frame
        #expect(header.minX == frame.minX + 10 && header.width == frame.width - 60 && header.minY == frame.minY + 40)
        #expect(abs(ltr.boxes(role: .button)[0].frame.maxY - (frame.maxY - 30)) < 0.001)
        let rtl = layout(campaign, theme, Environment(language: "ar"))
        #expect(abs(rtl.boxes(role: .header)[0].frame.maxX - (card(rtl).frame.maxX - 10)) < 0.001)
    }

    @Test func fontsFollowTheThemeAndDynamicType() {
        var theme = Theme.gameball
        theme.modal.headerFont = ThemeFont(.title1, weight: .medium)
        let header = { (tree: BoxTree) in tree.boxes(role: .header)[0].text!.font }
        #expect(header(layout(Fixtures.modal, theme)) == FontSpec(style: .title1, size: 28, weight: .medium))
        let ax5 = Environment(textSize: .accessibilityExtraExtraExtraLarge)
        #expect(header(layout(Fixtures.modal, theme, ax5)).size == 58)
        theme.modal.headerFont.dynamicType = false
        #expect(header(layout(Fixtures.modal, theme, ax5)).size == 28)
        theme.modal.headerFont.scale = 1.5
        theme.fontScale = 2
        #expect(header(layout(Fixtures.modal, theme, ax5)).size == 84)
        theme.modal.headerFont = ThemeFont(.title3, emphasized: true)
        #expect(header(layout(Fixtures.modal, theme)).weight == .semibold)
        theme.buttons.font = ThemeFont(.caption1, weight: .bold)
        #expect(layout(Fixtures.modal, theme).boxes(role: .button)[0].text?.font == FontSpec(style: .caption1, size: 24, weight: .bold))
    }

    @Test func alignmentDefaultsComeFromTheThemeUnlessTheCampaignSetsThem() {
        var theme = Theme.gameball
        theme.modal.headerAlignment = .leading
        theme.modal.bodyAlignment = .trailing
        let tree = layout(Fixtures.modal, theme)
        #expect(tree.boxes(role: .header)[0].text?.alignment == .left)
        #expect(tree.boxes(role: .body)[0].text?.alignment == .right)
        var campaign = Fixtures.modal
        campaign.style.headerAlignment = .center
        #expect(layout(campaign, theme).boxes(role: .header)[0].text?.alignment == .center)
    }

    @Test func buttonArrangementFollowsTheTheme() {
        var theme = Theme.gameball
        theme.buttons.arrangement = .stacked
        let stacked = layout(Fixtures.modal, theme).boxes(role: .button)
        #expect(stacked[0].frame.minX == stacked[1].frame.minX && stacked[0].frame.maxY < stacked[1].frame.minY)

        var long = Fixtures.modal
        long.buttons = [Button(id: "a", text: "Claim every single reward you have earned"), Button(id: "b", text: "Not now, maybe some other time")]
        theme.buttons.arrangement = .sideBySide
        let sideBySide = layout(long, theme).boxes(role: .button)
        #expect(sideBySide[0].frame.minY == sideBySide[1].frame.minY && sideBySide[0].frame.width == sideBySide[1].frame.width)
        theme.buttons.maxSideBySide = 1
        let limited = layout(long, theme).boxes(role: .button)
        #expect(limited[0].frame.maxY < limited[1].frame.minY)
        theme.buttons.arrangement = .adaptive
        theme.buttons.maxSideBySide = nil
        let adaptive = layout(long, theme).boxes(role: .button)
        #expect(adaptive[0].frame.maxY < adaptive[1].frame.minY, "labels that do not fit on one line stack")
    }

    @Test func aSingleButtonCanFitItsLabelCentred() {
        var theme = Theme.gameball
        theme.buttons.singleButtonWidth = .fitText
        theme.buttons.minWidth = 80
        theme.buttons.horizontalPadding = 16
        let tree = layout(Fixtures.modalNoImage, theme)
        let button = tree.boxes(role: .button)[0].frame
        // "Claim reward": 12 characters of the headline's 17 pt, half an em each, plus padding.
        #expect(button.width == 12 * 8.5 + 32)
        #expect(abs(button.midX - card(tree).frame.midX) < 0.001)
        theme.buttons.minWidth = 200
        #expect(layout(Fixtures.modalNoImage, theme).boxes(role: .button)[0].frame.width == 200)
    }

    @Test func primaryColoursAndBordersGoWhereTheThemeSays() {
        var theme = Theme.gameball
        theme.buttons.primaryPosition = .last
        theme.buttons.primaryBorder = RGBAColor(red: 255, green: 0, blue: 0)
        theme.buttons.borderWidth = 2
        let buttons = layout(Fixtures.modal, theme).boxes(role: .button)
        #expect(buttons[0].fill == .color(theme.buttons.secondaryBackground) && buttons[0].border == nil)
        #expect(buttons[1].fill == .color(theme.buttons.primaryBackground))
        #expect(buttons[1].border == Border(color: RGBAColor(red: 255, green: 0, blue: 0), width: 2))
        #expect(buttons[1].text?.color == theme.buttons.primaryText)
    }

    @Test func anOutsideCloseIsCentredOnTheCardsCornerAndNotClipped() {
        var theme = Theme.gameball
        theme.close.placement = .outside
        theme.close.targetSize = 40
        theme.close.inset = 4
        for language in ["en", "ar"] {
            let tree = layout(Fixtures.modal, theme, Environment(language: language))
            let frame = card(tree).frame
            let close = tree.box(identifier: "gameball.message.close")!.frame
            let cornerX = language == "en" ? frame.maxX - 4 : frame.minX + 4
            #expect(abs(close.midX - cornerX) < 0.001 && abs(close.midY - (frame.minY + 4)) < 0.001)
            #expect(close.width == 40)
            #expect(!card(tree).children.contains { $0.role == .closeButton }, "the card clips its children")
        }
    }

    @Test func artworkCanSitBelowTheHeaderOrHaveAFixedHeight() {
        var theme = Theme.gameball
        theme.modal.artworkPlacement = .belowHeader
        theme.modal.artworkSpacing = 10
        let tree = layout(Fixtures.modal, theme)
        let header = tree.boxes(role: .header)[0].frame, body = tree.boxes(role: .body)[0].frame
        let artwork = tree.boxes(role: .artwork)[0]
        #expect(abs(artwork.frame.minY - (header.maxY + 10)) < 0.001 && abs(body.minY - (artwork.frame.maxY + 10)) < 0.001)
        #expect(artwork.frame.minX == card(tree).frame.minX + 24 && artwork.image?.contentMode == .aspectFit)

        theme.modal.artworkPlacement = .top
        theme.modal.artworkHeight = 100
        let fixed = layout(Fixtures.modal, theme).boxes(role: .artwork)[0].frame
        #expect(fixed.height == 100)
    }

    @Test func anEdgeToEdgeSlideUpSpansTheScreenUnderTheStatusBar() {
        var theme = Theme.gameball
        theme.slideUp.edgeToEdge = true
        theme.slideUp.padding = EdgeInsets(top: 3, left: 16, bottom: 5, right: 16)
        let environment = Environment()
        let tree = layout(Fixtures.slideUpTop, theme, environment)
        let surface = tree.box(identifier: "gameball.message.slideup")!.frame
        #expect(surface.minX == 0 && surface.width == environment.screenSize.width && surface.minY == 0)
        // Below the status bar as UIKit reports it (54 on an iPhone 15), not the safe area's top (59).
        #expect(environment.device.statusBarHeight < environment.safeRect.minY)
        #expect(tree.boxes(role: .header)[0].frame.minY >= environment.device.statusBarHeight + 3)
        #expect(tree.boxes(role: .header)[0].frame.minY < environment.safeRect.minY + 3)
        // iOS draws the status bar over the banner's top: the last box of the screen.
        #expect(tree.root.children.last { $0.role != .homeIndicator }?.role == .statusBar)
        #expect(layout(Fixtures.slideUpBottom, theme, environment).root.children.last { $0.role != .homeIndicator }?.role != .statusBar)
        let bottom = layout(Fixtures.slideUpBottom, theme, environment).box(identifier: "gameball.message.slideup")!.frame
        #expect(bottom.maxY == environment.screenSize.height)
    }

    @Test func anIPadsSlideUpCanHaveItsOwnTrailingPadding() {
        var theme = Theme.gameball
        theme.slideUp.padding = EdgeInsets(top: 3, left: 16, bottom: 5, right: 16)
        theme.slideUp.padTrailingPadding = 20
        func trailingGap(_ environment: Environment) -> Double {
            let tree = layout(Fixtures.slideUpTop, theme, environment)
            let surface = tree.box(identifier: "gameball.message.slideup")!.frame
            return surface.maxX - tree.boxes(role: .header)[0].frame.maxX
        }
        let pad = Environment(device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!)
        let phone = Environment()
        // The header's column ends at the trailing padding (chevron and icon aside, as on the phone).
        #expect(abs(trailingGap(pad) - trailingGap(phone) - 4) < 0.01)
    }

    @Test func aSlideUpCanHaveAMinimumHeightAndACentredIcon() {
        var theme = Theme.gameball
        theme.slideUp.minHeight = 160
        theme.slideUp.iconAlignment = .center
        let tree = layout(Fixtures.slideUpBottom, theme)
        let surface = tree.box(identifier: "gameball.message.slideup")!.frame
        #expect(surface.height == 160)
        #expect(abs(tree.boxes(role: .icon)[0].frame.midY - surface.midY) < 0.001)
    }

    @Test func fullScreenButtonsCanFollowTheText() {
        var theme = Theme.gameball
        let environment = Environment()
        let pinned = layout(Fixtures.fullscreen, theme, environment).boxes(role: .button)[0].frame
        #expect(abs(pinned.maxY - (environment.safeRect.maxY - 24)) < 0.001)
        theme.fullscreen.buttonsAtBottom = false
        theme.fullscreen.textButtonSpacing = 20
        let tree = layout(Fixtures.fullscreen, theme, environment)
        #expect(abs(tree.boxes(role: .button)[0].frame.minY - (tree.boxes(role: .body)[0].frame.maxY + 20)) < 0.001)
    }

    @Test func fullScreenArtworkCanFillAFixedFraction() {
        var theme = Theme.gameball
        theme.fullscreen.artworkFillsFraction = true
        theme.fullscreen.maxArtworkFraction = 0.5
        let environment = Environment()
        let artwork = layout(Fixtures.fullscreen, theme, environment).boxes(role: .artwork)[0].frame
        #expect(artwork.height == (environment.screenSize.height * 0.5).rounded())
    }
}
