import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import Pipeline
import Testing
import TestSupport

/// The iPad: a regular-width host app behind the message, and modals and full
/// screens checked against each built-in theme's published geometry
/// (`modal.maxWidthPad`, `modal.margin`, `fullscreen.maxContentWidth`, padding).
@Suite struct RegularWidthTests {
    static let pad = DeviceCatalog.builtIn.device(named: "ipad-air-11")!
    static let themes = ["gameball", "braze", "firebase", "radar"]

    static func theme(_ name: String) throws -> Theme {
        try ThemeCatalog(directory: Repository.root.appendingPathComponent("themes")).builtIn(named: name).theme
    }

    @Test(arguments: Orientation.allCases)
    func theHostIsARegularWidthAppNotAStretchedPhone(_ orientation: Orientation) {
        let environment = Environment(device: Self.pad, orientation: orientation)
        let tree = Fixtures.engine().layout(Fixtures.modal, in: environment)
        let decorations = tree.boxes(role: .hostDecoration)
        let screen = environment.screenRect
        // No phone tab bar: nothing spans the screen's width along its bottom.
        #expect(!decorations.contains { $0.frame.width >= screen.width - 1 && $0.frame.maxY >= screen.maxY - 1 })
        // No list row stretched across the screen.
        #expect(!decorations.contains { $0.frame.width > screen.width * 0.8 && $0.frame.height > 40 })
        // Content cards in a grid: several the same size side by side.
        let cards = decorations.filter { $0.frame.height == 220 }
        let columns = Set(cards.map(\.frame.minX)).count
        #expect(columns == (orientation == .landscape ? 3 : 2))
        // The status bar draws over the app, sidebar included.
        #expect(tree.boxes(role: .hostApp)[0].children.last?.role == .statusBar)
        if orientation == .landscape {
            #expect(decorations.contains { $0.frame.minX == 0 && $0.frame.width == 320 && $0.frame.height == screen.height }, "a sidebar")
        }
    }

    @Test func aFirebaseBannerNarrowerThanTheScreenRoundsItsCorners() throws {
        let engine = LayoutEngine(theme: try Self.theme("firebase"), measurer: FakeMeasurer(), artwork: FakeArtwork())
        var banner = Fixtures.slideUpTop
        banner.clickAction = nil
        func surface(_ environment: Environment) throws -> Box {
            try #require(engine.layout(banner, in: environment).box(identifier: AccessibilityIdentifiers.surface(.slideup)))
        }
        // FIRIAMBannerViewController: a window wider than 736 gets a 736-wide banner with radius 4.
        let pad = try surface(Environment(device: Self.pad))
        #expect(pad.frame.width == 736 && pad.cornerRadius == 4)
        #expect(pad.frame.minY == 0, "still from the window's top")
        let phone = try surface(Environment())
        #expect(phone.frame.width == Environment().screenRect.width && phone.cornerRadius == 0)
    }

    @Test(arguments: themes)
    func aModalCardHasThePadWidthOfItsTheme(_ name: String) throws {
        let theme = try Self.theme(name)
        let engine = LayoutEngine(theme: theme, measurer: FakeMeasurer(), artwork: FakeArtwork())
        for orientation in Orientation.allCases {
            let environment = Environment(device: Self.pad, orientation: orientation)
            let card = engine.layout(Fixtures.modal, in: environment).box(identifier: AccessibilityIdentifiers.card)!.frame
            let cap = orientation == .landscape ? theme.modal.maxWidthPadLandscape ?? theme.modal.maxWidthPad : theme.modal.maxWidthPad
            #expect(card.width == min(cap, environment.safeRect.width - 2 * theme.modal.margin), "\(name) \(orientation)")
            #expect(abs(card.midX - environment.safeRect.midX) < 0.001 && abs(card.midY - environment.safeRect.midY) < 0.001)
        }
    }

    @Test(arguments: themes)
    func aFullScreenCentresItsTextAndButtonsInTheRoomTheArtworkLeaves(_ name: String) throws {
        let theme = try Self.theme(name)
        let full = theme.fullscreen
        let engine = LayoutEngine(theme: theme, measurer: FakeMeasurer(), artwork: FakeArtwork())
        for orientation in Orientation.allCases {
            let environment = Environment(device: Self.pad, orientation: orientation)
            let safe = environment.safeRect
            let tree = engine.layout(Fixtures.fullscreen, in: environment)
            let artwork = tree.boxes(role: .artwork)[0].frame
            let header = tree.boxes(role: .header)[0].frame, body = tree.boxes(role: .body)[0].frame
            let buttons = tree.boxes(role: .button).map(\.frame)
            let column = buttons.reduce(body) { Rect(x: min($0.minX, $1.minX), y: 0, width: max($0.maxX, $1.maxX) - min($0.minX, $1.minX), height: 0) }
            let name = "\(name) \(orientation)"
            // The column: no wider than the theme allows, centred in the room beside (or below) the artwork.
            let beside = orientation == .landscape && !full.landscapeArtworkOnTop
            let roomLeft = beside ? artwork.maxX + full.artworkSpacing : safe.minX + full.padding.leading
            let roomRight = safe.maxX - full.padding.trailing
            #expect(column.width <= full.maxContentWidth + 0.001, "\(name): column \(column.width)")
            #expect(abs(column.midX - (roomLeft + roomRight) / 2) < 0.5, "\(name): column \(column) in \(roomLeft)...\(roomRight)")
            // Buttons follow the text, and the block is centred vertically.
            let buttonsTop = buttons.map(\.minY).min()!, buttonsBottom = buttons.map(\.maxY).max()!
            #expect(abs(buttonsTop - body.maxY - full.textButtonSpacing) < 0.001, "\(name): buttons follow the text")
            let roomTop = beside ? safe.minY + full.padding.top : artwork.maxY + full.artworkSpacing
            let roomBottom = safe.maxY - full.padding.bottom
            #expect(abs((header.minY - roomTop) - (roomBottom - buttonsBottom)) < 0.5, "\(name): block \(header.minY)...\(buttonsBottom) in \(roomTop)...\(roomBottom)")
        }
    }

    @Test func onAPhoneTheButtonsStayAtTheBottom() {
        let environment = Environment()
        let tree = Fixtures.engine().layout(Fixtures.fullscreen, in: environment)
        let bottom = tree.boxes(role: .button).map(\.frame.maxY).max()!
        #expect(abs(bottom - (environment.safeRect.maxY - Theme.gameball.fullscreen.padding.bottom)) < 0.001)
    }
}
