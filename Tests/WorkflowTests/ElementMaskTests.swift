import BoxTreeModel
import Foundation
import Diffing
import Testing
@testable import Workflow

/// Ignore rules that name an element: resolved in each variant's own layout,
/// so the mask follows the element when right-to-left mirrors it.
@Suite struct ElementMaskTests {
    /// The welcome modal on an iPhone 15 in English and Arabic, laid out as a check lays them out.
    static func trees() throws -> (ltr: BoxTree, rtl: BoxTree) {
        let repository = try CampaignRepository()
        let workflow = try repository.workflow()
        let variants = try workflow.plan().variants.filter {
            $0.campaign.key == "welcome-modal" && $0.device.id == "iphone-15" && $0.formats == ["png", "a11y"]
        }
        let trees = try workflow.runner.run(variants) { rendered in (rendered.variant.language, rendered.tree) }
        let byLanguage = Dictionary(uniqueKeysWithValues: trees.map { ($0.0 ?? "", $0.1) })
        return (try #require(byLanguage["en"]), try #require(byLanguage["ar"]))
    }

    static let canvas = PixelSize(width: 1179, height: 2556)

    @Test func anIdentifierFollowsTheCloseButtonAcrossMirroring() throws {
        let (ltr, rtl) = try Self.trees()
        let rule = IgnoreRule(.element("gameball.message.close"))
        let left = try #require(rule.pixelRegions(in: ltr, canvas: Self.canvas).first)
        let right = try #require(rule.pixelRegions(in: rtl, canvas: Self.canvas).first)
        #expect(rule.pixelRegions(in: ltr, canvas: Self.canvas).count == 1)
        // Points times the image's pixels per point (3 on an iPhone 15).
        let close = try #require(ltr.box(identifier: "gameball.message.close")).frame
        #expect(left == Rect(x: close.x * 3, y: close.y * 3, width: close.width * 3, height: close.height * 3))
        // Mirrored: the close glyph is at the top right in English, the top left in Arabic
        // (the card, centred vertically, may sit higher or lower with the other text).
        #expect(left.x > Double(Self.canvas.width) / 2 && right.x < Double(Self.canvas.width) / 2)
        #expect(abs(right.x - (Double(Self.canvas.width) - left.maxX)) < 0.001, "\(left) \(right)")
        #expect(right.size == left.size)

        // A golden drawn at 1 pixel per point gets the frame in points.
        let oneX = rule.pixelRegions(in: ltr, canvas: PixelSize(width: 393, height: 852))
        #expect(oneX == [close])
    }

    @Test func aRoleMasksEveryBoxOfThatRole() throws {
        let (ltr, _) = try Self.trees()
        #expect(IgnoreRule(.element("button")).pixelRegions(in: ltr, canvas: Self.canvas).count == 2)
        #expect(IgnoreRule(.element("body")).pixelRegions(in: ltr, canvas: Self.canvas).count == 1)
        #expect(IgnoreRule(.element("gameball.message.nothing")).pixelRegions(in: ltr, canvas: Self.canvas).isEmpty)
        #expect(ltr.accessibilityIdentifiers.contains("gameball.message.button.claim"))
    }

    /// A box scrolled out of its scroll view's clip masks only what shows.
    @Test func framesAreCutToTheirAncestorsClips() {
        let hidden = Box(role: .body, frame: Rect(x: 0, y: 150, width: 100, height: 100))
        let scroll = Box(role: .scrollView, frame: Rect(x: 0, y: 0, width: 100, height: 200), clip: Rect(x: 0, y: 0, width: 100, height: 200),
                         children: [hidden])
        let environment = EnvironmentSummary(device: "iphone-15", deviceName: "iPhone 15", orientation: .portrait, language: nil,
                                             direction: .leftToRight, textSize: "l", screen: Size(width: 100, height: 400), scale: 1,
                                             safeArea: .zero)
        let tree = BoxTree(campaignID: "c", messageType: "modal", layout: .textWithImage, environment: environment, display: .displayed,
                           autoDismissAfter: nil, dismissOnScrimTap: false,
                           root: Box(role: .screen, frame: Rect(x: 0, y: 0, width: 100, height: 400), children: [scroll]),
                           diagnostics: [], extras: .null)
        #expect(tree.visibleFrames(ofElement: "body") == [Rect(x: 0, y: 150, width: 100, height: 50)])
    }

    @Test(arguments: ["gameball.message.close", "body", "scrollEdge", "app.banner.close"])
    func elementNames(_ name: String) { #expect(IgnoreRule.isElementName(name)) }

    @Test(arguments: ["bdy", "close", ".close", "close.", "has space.x", "a.\u{1}"])
    func notElementNames(_ name: String) { #expect(!IgnoreRule.isElementName(name)) }
}
