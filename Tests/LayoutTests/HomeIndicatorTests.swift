import BoxTreeModel
import CampaignModel
@testable import Layout
import Testing

/// The home indicator: on every device without a Home button, centred at the
/// bottom, above the message, coloured against what lies beneath it.
@Suite struct HomeIndicatorTests {
    let engine = Fixtures.engine()

    func indicator(_ tree: BoxTree) -> Box? { tree.boxes(role: .homeIndicator).first }

    @Test(arguments: DeviceCatalog.builtIn.devices)
    func everyDeviceWithoutAHomeButtonHasTheBarCentredAtTheBottom(_ device: Device) throws {
        for orientation in Orientation.allCases {
            let environment = Environment(device: device, orientation: orientation)
            let tree = engine.layout(Fixtures.modal, in: environment)
            guard let size = device.homeIndicator else {
                #expect(indicator(tree) == nil, "\(device.id) has a Home button")
                continue
            }
            let bar = try #require(indicator(tree), "\(device.id) \(orientation)")
            let screen = environment.screenRect
            #expect(bar.frame.width == size.width(orientation) && bar.frame.height == 5)
            #expect(bar.frame.midX == screen.midX && bar.frame.maxY == screen.maxY - 8, "\(device.id) \(orientation): \(bar.frame)")
            #expect(bar.cornerRadius == 2.5)
            // In the bottom safe-area inset, where nothing interactive belongs.
            #expect(bar.frame.minY >= environment.safeRect.maxY - 0.001, "\(device.id) \(orientation)")
            // Above the message and the status bar: the last box of the screen.
            #expect(tree.root.children.last?.role == .homeIndicator)
        }
        #expect(DeviceCatalog.builtIn.device(named: "iphone-se")?.homeIndicator == nil)
    }

    @Test func wideInLandscapeOnPhones() throws {
        let device = DeviceCatalog.builtIn.device(named: "iphone-15")!
        let portrait = try #require(indicator(engine.layout(Fixtures.modal, in: Environment(device: device)))).frame
        let landscape = try #require(indicator(engine.layout(Fixtures.modal, in: Environment(device: device, orientation: .landscape)))).frame
        #expect(portrait.width == 140 && landscape.width == 219)
    }

    @Test func theBarIsBelowThePreviewsOwnNotice() throws {
        // Artwork that cannot load: the message is not displayed and the notice says why.
        let tree = Fixtures.engine(artwork: FakeArtwork(defaultSize: nil)).layout(Fixtures.modal, in: Environment())
        #expect(tree.root.children.last?.role == .notice)
        #expect(indicator(tree) != nil)
    }

    @Test func darkOverTheLightHostAndLightOverTheDarkOne() throws {
        let light = try #require(indicator(engine.layout(Fixtures.slideUpTop, in: Environment())))
        #expect(light.fill == .color(.black))
        let dark = try #require(indicator(engine.layout(Fixtures.slideUpTop, in: Environment(appearance: .dark))))
        #expect(dark.fill == .color(.white))
    }

    @Test func itFollowsTheMessageBeneathIt() throws {
        // A full screen with a dark background reaches the bottom edge: the bar turns light.
        var campaign = Fixtures.fullscreenNoImage
        campaign.style.backgroundColor = RGBAColor(red: 20, green: 20, blue: 40)
        #expect(try #require(indicator(engine.layout(campaign, in: Environment()))).fill == .color(.white))
        campaign.style.backgroundColor = RGBAColor(red: 250, green: 240, blue: 200)
        #expect(try #require(indicator(engine.layout(campaign, in: Environment(appearance: .dark)))).fill == .color(.black))
    }

    /// Artwork whose pixels average to one colour.
    struct SolidArtwork: ArtworkProviding {
        var color: RGBAColor?
        func artwork(for reference: String) -> ArtworkLookup { FakeArtwork().artwork(for: reference) }
        func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? { color }
    }

    @Test func overAPictureItFollowsThePicturesPixelsUnderIt() throws {
        let navy = RGBAColor(red: 20, green: 30, blue: 70)
        let tree = LayoutEngine(measurer: FakeMeasurer(), artwork: SolidArtwork(color: navy)).layout(Fixtures.fullscreenImageOnly, in: Environment())
        #expect(try #require(indicator(tree)).fill == .color(.white))
        let pale = LayoutEngine(measurer: FakeMeasurer(), artwork: SolidArtwork(color: RGBAColor(red: 240, green: 240, blue: 230)))
        #expect(try #require(indicator(pale.layout(Fixtures.fullscreenImageOnly, in: Environment(appearance: .dark)))).fill == .color(.black))
    }

    @Test func overAPictureWithoutPixelsItTakesTheAppearancesColour() {
        #expect(HomeIndicatorLayout.color(over: nil, appearance: .light) == .black)
        #expect(HomeIndicatorLayout.color(over: nil, appearance: .dark) == .white)
        let unknown = SolidArtwork(color: nil)
        let region = Rect(x: 40, y: 93, width: 20, height: 4)
        let picture = Box(role: .screen, frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            Box(role: .artwork, frame: Rect(x: 0, y: 0, width: 100, height: 100),
                image: ImageContent(source: "a.png", file: "a.png", pixelWidth: 10, pixelHeight: 10, contentMode: .aspectFill)),
        ])
        #expect(HomeIndicatorLayout.backdrop(under: region, in: picture, artwork: unknown) == nil)
        // A translucent scrim over the picture leaves it unknown; an opaque fill over it does not.
        var scrimmed = picture
        scrimmed.children.append(Box(role: .scrim, frame: picture.frame, fill: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 100))))
        #expect(HomeIndicatorLayout.backdrop(under: region, in: scrimmed, artwork: unknown) == nil)
        var covered = picture
        covered.children.append(Box(role: .surface, frame: picture.frame, fill: .color(RGBAColor(red: 10, green: 10, blue: 10))))
        #expect(HomeIndicatorLayout.backdrop(under: region, in: covered, artwork: unknown) == RGBAColor(red: 10, green: 10, blue: 10))
        // A box clipped away at the point is not beneath it.
        var clipped = covered
        clipped.children[1].clip = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(HomeIndicatorLayout.backdrop(under: region, in: clipped, artwork: unknown) == nil)
    }
}
