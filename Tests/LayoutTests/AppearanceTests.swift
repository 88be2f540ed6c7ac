import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// The dark appearance recolours what the app and the system draw around a
/// message (the mock host screen, the status bar), and the message only
/// where its vendor gives dark colours (Braze's `themes.dark`).
@Suite struct AppearanceTests {
    let engine = Fixtures.engine()

    /// The fills of the app's own decorations (the status bar's content is white in dark, and checked apart).
    private func fills(_ box: Box) -> [RGBAColor] {
        guard box.role != .statusBar else { return [] }
        var colors: [RGBAColor] = []
        if case .color(let color) = box.fill { colors.append(color) }
        return colors + box.children.flatMap(fills)
    }

    private func messageBoxes(_ tree: BoxTree) -> [Box] {
        tree.root.children.filter { $0.role != .hostApp && $0.role != .statusBar && $0.role != .homeIndicator }
    }

    @Test func darkDrawsTheHostScreenBlackWithDarkRowsOnEveryDevice() {
        for device in DeviceCatalog.builtIn.devices {
            for orientation in Orientation.allCases {
                let tree = engine.layout(Fixtures.modal, in: Environment(device: device, orientation: orientation, appearance: .dark))
                let host = tree.boxes(role: .hostApp)[0]
                #expect(host.fill == .color(RGBAColor(red: 0, green: 0, blue: 0)), "\(device.id) \(orientation)")
                let decorations = fills(host).dropFirst()
                #expect(!decorations.contains(.white), "\(device.id) \(orientation): no light row or card left in dark")
            }
        }
    }

    @Test func lightIsTheDefaultAndKeepsTheGroupedBackground() {
        let tree = engine.layout(Fixtures.modal, in: Environment())
        #expect(Environment().appearance == .light)
        #expect(tree.boxes(role: .hostApp)[0].fill == .color(RGBAColor(red: 242, green: 242, blue: 247)))
        #expect(tree.environment.appearance == nil, "a light tree's JSON has no appearance, as before the axis existed")
    }

    @Test func theStatusBarShowsLightContentInDark() {
        for campaign in [Fixtures.modal, Fixtures.fullscreen] {
            let light = engine.layout(campaign, in: Environment())
            let dark = engine.layout(campaign, in: Environment(appearance: .dark))
            let lightTime = light.allBoxes.first { $0.role == .statusBar && $0.text?.text == "9:41" }
            let darkTime = dark.allBoxes.first { $0.role == .statusBar && $0.text?.text == "9:41" }
            #expect(lightTime?.text?.color == .black, "\(campaign.id)")
            #expect(darkTime?.text?.color == .white, "\(campaign.id)")
            #expect(dark.environment.appearance == "dark")
        }
    }

    @Test func theMessageIsDrawnAsAuthoredInEitherAppearance() {
        for campaign in Fixtures.all {
            let light = engine.layout(campaign, in: Environment())
            let dark = engine.layout(campaign, in: Environment(appearance: .dark))
            #expect(messageBoxes(light) == messageBoxes(dark), "\(campaign.id): the campaign has no dark colours of its own")
        }
    }

    @Test func aVendorsDarkThemeColoursTheMessageInDarkOnly() {
        var campaign = Fixtures.modal
        campaign.buttons = [Button(id: "0", text: "OK", style: ButtonStyle(backgroundColor: .white))]
        let darkCard = RGBAColor(red: 28, green: 28, blue: 30)
        let darkButton = RGBAColor(red: 10, green: 132, blue: 255)
        campaign.vendor = VendorHints(source: .braze, darkTheme: VendorDarkTheme(style: MessageStyle(backgroundColor: darkCard),
                                                                                  buttons: [ButtonStyle(backgroundColor: darkButton)]))
        let light = engine.layout(campaign, in: Environment())
        let dark = engine.layout(campaign, in: Environment(appearance: .dark))
        #expect(light.boxes(role: .card).first?.fill == .color(.white))
        #expect(dark.boxes(role: .card).first?.fill == .color(darkCard))
        #expect(light.boxes(role: .button).first?.fill == .color(.white))
        #expect(dark.boxes(role: .button).first?.fill == .color(darkButton))
    }
}
