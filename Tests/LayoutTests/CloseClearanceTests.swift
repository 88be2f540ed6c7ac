import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// Text level with the close glyph gives way to it on the trailing side
/// only: a leading-aligned header and the body below it share their leading
/// edge in every message type, device, orientation, direction and text size.
@Suite struct CloseClearanceTests {
    static let campaigns: [Campaign] = [Fixtures.modal, Fixtures.modalNoImage, Fixtures.fullscreen, Fixtures.fullscreenNoImage].map { campaign in
        var leading = campaign
        leading.style.headerAlignment = .leading
        leading.style.bodyAlignment = .leading
        return leading
    }

    static func leadingEdge(_ rect: Rect, _ direction: LayoutDirection) -> Double {
        direction == .leftToRight ? rect.minX : rect.maxX
    }

    @Test(arguments: campaigns)
    func headerAndBodyShareTheirLeadingEdge(_ campaign: Campaign) {
        let engine = Fixtures.engine()
        for base in Fixtures.environments() {
            for direction in LayoutDirection.allCases {
                var environment = base
                environment.direction = direction
                let tree = engine.layout(campaign, in: environment)
                let header = tree.boxes(role: .header)[0], body = tree.boxes(role: .body)[0]
                let name = "\(campaign.id) \(environment.device.id) \(environment.orientation) \(direction) \(environment.textSize.shortName)"
                #expect(abs(Self.leadingEdge(header.frame, direction) - Self.leadingEdge(body.frame, direction)) < 0.001,
                        "\(name): header \(header.frame) body \(body.frame)")
                let headerLine = header.text!.lines[0].frame, bodyLine = body.text!.lines[0].frame
                #expect(abs(Self.leadingEdge(headerLine, direction) - Self.leadingEdge(bodyLine, direction)) < 0.001, "\(name): first lines")
            }
        }
    }

    @Test func aLeadingHeaderStillKeepsClearOfTheCloseTarget() {
        let tree = Fixtures.engine().layout(Self.campaigns[1], in: Environment())
        let header = tree.boxes(role: .header)[0].frame, close = tree.box(identifier: AccessibilityIdentifiers.closeButton)!.frame
        #expect(header.maxX <= close.minX + 0.001)
    }

    @Test func aCentredHeaderGivesWayOnBothSidesAndStaysCentred() {
        let tree = Fixtures.engine().layout(Fixtures.modalNoImage, in: Environment())
        let header = tree.boxes(role: .header)[0].frame, card = tree.box(identifier: AccessibilityIdentifiers.card)!.frame
        #expect(abs(header.midX - card.midX) < 0.001)
        #expect(header.maxX <= tree.box(identifier: AccessibilityIdentifiers.closeButton)!.frame.minX + 0.001)
    }
}
