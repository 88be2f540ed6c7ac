import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// Rules that hold for every fixture in every environment.
@Suite struct LayoutPropertyTests {
    static let cases: [(Campaign, Environment)] = Fixtures.all.flatMap { campaign in
        Fixtures.environments().map { (campaign, $0) }
    }

    @Test(arguments: Fixtures.all)
    func rightToLeftIsTheMirrorImageOfLeftToRight(campaign: Campaign) {
        Self.checkMirroring(campaign, engine: Fixtures.engine(), environments: Fixtures.environments())
    }

    static func checkMirroring(_ campaign: Campaign, engine: LayoutEngine, environments: [Environment]) {
        for environment in environments {
            var rtl = environment
            rtl.direction = .rightToLeft
            let a = engine.layout(campaign, in: environment).allBoxes
            let b = engine.layout(campaign, in: rtl).allBoxes
            #expect(a.count == b.count)
            let axis = environment.screenSize.width / 2
            for (left, right) in zip(a, b) {
                #expect(left.role == right.role)
                #expect(approximatelyEqual(left.frame.mirrored(around: axis), right.frame),
                        "\(campaign.id) \(environment.device.id) \(environment.orientation) \(left.role): \(left.frame) vs \(right.frame)")
                for (l, r) in zip(left.text?.lines ?? [], right.text?.lines ?? []) {
                    #expect(approximatelyEqual(l.frame.mirrored(around: axis), r.frame))
                }
            }
        }
    }

    @Test(arguments: Fixtures.all)
    func buttonsAndCloseTargetMeetTheirMinimums(campaign: Campaign) {
        let engine = Fixtures.engine()
        for environment in Fixtures.environments() {
            let tree = engine.layout(campaign, in: environment)
            for button in tree.boxes(role: .button) {
                #expect(button.frame.height >= 44, "\(campaign.id): button \(button.frame.height) pt tall")
            }
            for close in tree.boxes(role: .closeButton) {
                #expect(close.frame.width >= 48 && close.frame.height >= 48)
            }
        }
    }

    @Test(arguments: Fixtures.all)
    func interactiveAndTextElementsStayInsideTheSafeArea(campaign: Campaign) {
        Self.checkSafeArea(campaign, engine: Fixtures.engine(), environments: Fixtures.environments())
    }

    static func checkSafeArea(_ campaign: Campaign, engine: LayoutEngine, environments: [Environment]) {
        for environment in environments {
            let tree = engine.layout(campaign, in: environment)
            let safe = environment.safeRect
            for box in tree.allBoxes where [.button, .closeButton, .header, .body, .chevron, .card].contains(box.role) {
                // Scrolled content may continue below the fold, but never sideways or above.
                let visible = Self.clipped(box, in: tree)
                #expect(visible.map { safe.contains($0) } ?? true,
                        "\(campaign.id) \(environment.device.id) \(environment.orientation) \(environment.textSize.shortName) \(box.role) \(box.frame) outside \(safe)")
            }
            if campaign.type == .slideup {
                let surface = tree.boxes(role: .surface)[0]
                #expect(safe.contains(surface.frame))
            }
        }
    }

    @Test(arguments: Fixtures.all)
    func interactiveElementsDoNotOverlap(campaign: Campaign) {
        Self.checkOverlaps(campaign, engine: Fixtures.engine(), environments: Fixtures.environments())
    }

    static func checkOverlaps(_ campaign: Campaign, engine: LayoutEngine, environments: [Environment]) {
        for environment in environments {
            let tree = engine.layout(campaign, in: environment)
            let elements = tree.allBoxes.filter { [.button, .closeButton, .header, .body].contains($0.role) }
                .compactMap { Self.clipped($0, in: tree) }
            for i in elements.indices {
                for j in elements.indices where j > i {
                    #expect(!elements[i].insetBy(EdgeInsets(top: 0.01, left: 0.01, bottom: 0.01, right: 0.01)).intersects(elements[j]),
                            "\(campaign.id) \(environment.device.id) \(environment.orientation) \(environment.textSize.shortName): \(elements[i]) overlaps \(elements[j])")
                }
            }
        }
    }

    @Test func textGrowsWithTheTextSize() {
        let engine = Fixtures.engine()
        for campaign in [Fixtures.modal, Fixtures.slideUpBottom, Fixtures.fullscreen] {
            var previous = 0.0
            for size in ContentSizeCategory.allCases {
                let tree = engine.layout(campaign, in: Environment(textSize: size))
                let header = tree.boxes(role: .header)[0]
                let height = header.frame.height
                #expect(height >= previous, "\(campaign.id) at \(size.shortName)")
                previous = height
            }
            let small = engine.layout(campaign, in: Environment(textSize: .extraSmall)).boxes(role: .body)[0].frame.height
            let large = engine.layout(campaign, in: Environment(textSize: .accessibilityExtraExtraExtraLarge)).boxes(role: .body)[0].frame.height
            #expect(large > small * 2)
        }
    }

    /// The part of a box its ancestors' clips leave visible, or nil when none is.
    static func clipped(_ target: Box, in tree: BoxTree) -> Rect? {
        func search(_ box: Box, _ clip: Rect?) -> Rect?? {
            let clip = Self.intersect(clip, box.clip)
            if box == target { return .some(Self.intersect(clip, box.frame)) }
            for child in box.children {
                if let found = search(child, clip) { return found }
            }
            return nil
        }
        return search(tree.root, nil) ?? nil
    }

    static func intersect(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let x = max(a.minX, b.minX), y = max(a.minY, b.minY)
        let w = min(a.maxX, b.maxX) - x, h = min(a.maxY, b.maxY) - y
        return w > 0 && h > 0 ? Rect(x: x, y: y, width: w, height: h) : nil
    }
}

func approximatelyEqual(_ a: Rect, _ b: Rect, tolerance: Double = 0.001) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

extension Campaign: CustomTestStringConvertible {
    public var testDescription: String { id }
}
