import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// A full screen is drawn in the SDK's own window at `.normal` level, under
/// the status bar iOS draws above every window: the bar is drawn on top of
/// the message, and the artwork stays out of it and the Dynamic Island.
@Suite struct StatusBarTests {
    let engine = Fixtures.engine()

    @Test func aFullScreenInPortraitShowsTheStatusBarAboveTheMessage() {
        for device in DeviceCatalog.builtIn.devices {
            let environment = Environment(device: device)
            let tree = engine.layout(Fixtures.fullscreen, in: environment)
            let top = tree.root.children.last { $0.role != .homeIndicator }!
            #expect(top.role == .statusBar, "\(device.id): the status bar is drawn last")
            #expect(top.frame == Rect(x: 0, y: 0, width: environment.screenSize.width, height: device.statusBarHeight))
            #expect(top.children.contains { $0.text?.text == "9:41" })
            let artwork = tree.boxes(role: .artwork)[0].frame
            #expect(artwork.minY >= environment.safeRect.minY - 0.001, "\(device.id): artwork \(artwork) under the status bar")
        }
    }

    @Test func inLandscapeAPhoneHidesTheStatusBarAndTheArtworkClearsTheDynamicIsland() {
        for direction in LayoutDirection.allCases {
            let environment = Environment(orientation: .landscape, direction: direction)
            let tree = engine.layout(Fixtures.fullscreen, in: environment)
            #expect(!tree.allBoxes.contains { $0.role == .statusBar })
            let artwork = tree.boxes(role: .artwork)[0].frame
            #expect(environment.safeRect.minX - 0.001 <= artwork.minX && artwork.maxX <= environment.safeRect.maxX + 0.001, "\(direction): \(artwork)")
            #expect(artwork.minY == 0 && artwork.height == environment.screenSize.height, "a phone hides its status bar in landscape")
        }
    }

    @Test func imageOnlyArtworkStaysOutOfTheStatusBar() {
        for orientation in Orientation.allCases {
            let environment = Environment(orientation: orientation)
            let artwork = engine.layout(Fixtures.fullscreenImageOnly, in: environment).boxes(role: .artwork)[0].frame
            let safe = environment.safeRect
            #expect(artwork.minY >= safe.minY - 0.001 && artwork.minX >= safe.minX - 0.001 && artwork.maxX <= safe.maxX + 0.001, "\(orientation): \(artwork)")
        }
    }

    @Test func modalsAndSlideUpsLeaveTheHostsStatusBarUnderTheMessage() {
        for campaign in [Fixtures.modal, Fixtures.slideUpTop] {
            let tree = engine.layout(campaign, in: Environment())
            #expect(tree.root.children.last { $0.role != .homeIndicator }?.role == .surface)
            let host = tree.boxes(role: .hostApp)[0]
            #expect(host.children.contains { $0.role == .statusBar })
        }
    }
}
