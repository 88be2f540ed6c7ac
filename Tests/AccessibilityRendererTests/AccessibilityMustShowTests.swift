import AccessibilityRenderer
import BoxTreeModel
import Foundation
import Layout
import Testing

/// What the issue requires the accessibility dump to show for the bundled examples.
@Suite struct AccessibilityMustShowTests {
    static let modal = "gameball.message.modal", card = "gameball.message.card", close = "gameball.message.close"
    static let claim = "gameball.message.button.claim", later = "gameball.message.button.later"

    func snapshot(_ example: ExamplePreview) throws -> AccessibilitySnapshot {
        AccessibilitySnapshot(tree: try example.tree())
    }

    func element(_ identifier: String, in snapshot: AccessibilitySnapshot) throws -> AccessibilityElement {
        try #require(snapshot.elements.flatMap(\.flattened).first { $0.identifier == identifier }, "no element \(identifier)")
    }

    @Test func theModalListsSurfaceCardButtonsAndCloseInVoiceOverOrder() throws {
        let snapshot = try snapshot(ExamplePreview(campaign: "welcome-modal"))
        let order = snapshot.elements.flatMap(\.flattened)
        #expect(order.compactMap(\.identifier) == [Self.modal, Self.card, Self.claim, Self.later, Self.close])
        // Reading order: artwork, header, body, then the buttons as laid out, then the close glyph.
        #expect(order.map { $0.label ?? $0.identifier ?? $0.type.rawValue } == [
            Self.modal, Self.card, "image", "Welcome back, Sara!",
            "You have 1250 points waiting. Claim them before Sunday to reach the Gold tier and unlock free delivery.",
            "Claim points", "Not now", "Close"])
        #expect(snapshot.initialFocus == "staticText \"Welcome back, Sara!\"")

        let surface = try element(Self.modal, in: snapshot)
        #expect(surface.traits.contains("modal"))
        #expect(surface.type == .other && !surface.isAccessibilityElement)
        #expect(snapshot.isModal && !snapshot.hostAppReachable)
        #expect(try element(Self.card, in: snapshot).type == .other)

        let closeButton = try element(Self.close, in: snapshot)
        #expect(closeButton.type == .button && closeButton.label == "Close")
        #expect(closeButton.hitTarget == Size(width: 48, height: 48))
        #expect(closeButton.action?.type == "dismiss")
        for identifier in [Self.claim, Self.later] {
            let button = try element(identifier, in: snapshot)
            #expect(button.type == .button)
            #expect(try #require(button.hitTarget).height >= 44, "\(identifier) is shorter than 44 pt")
        }
        #expect(try element(Self.claim, in: snapshot).action?.target == "rewards/claim")

        let text = snapshot.text
        #expect(text.contains("  - other id=gameball.message.modal [modal] frame=(0,0,393,852)\n"))
        #expect(text.contains("button \"Close\" id=gameball.message.close frame=(317,"))
        #expect(text.contains("target=48x48 action=dismiss\n"))
        #expect(text.contains("app behind: hidden from VoiceOver (the message is modal)"))
    }

    @Test func theSlideUpIsNotModalAndLeavesTheAppReachable() throws {
        let snapshot = try snapshot(ExamplePreview(campaign: "level-up-slideup"))
        let surface = try element("gameball.message.slideup", in: snapshot)
        #expect(!surface.traits.contains("modal"))
        #expect(!snapshot.isModal && snapshot.hostAppReachable)
        #expect(snapshot.outsideTap == .passesThrough)
        #expect(snapshot.autoDismissAfter == 6)
        #expect(surface.action?.type == "navigate" && surface.action?.target == "badges")
        let text = snapshot.text
        #expect(!text.contains("[modal]"))
        #expect(text.contains("app behind: reachable"))
        #expect(text.contains("auto-dismiss: after 6 s of visible time"))
    }

    @Test func theFullScreenIsModal() throws {
        let snapshot = try snapshot(ExamplePreview(campaign: "summer-sale-fullscreen"))
        #expect(try element("gameball.message.fullscreen", in: snapshot).traits.contains("modal"))
        #expect(snapshot.outsideTap == OutsideTapExpectation.none)
    }

    /// Arabic text is taller than English, so rows sit lower; horizontally,
    /// every control is the mirror image of its English frame.
    @Test(arguments: [("welcome-modal", [close, claim, later]),
                      ("summer-sale-fullscreen", [close, "gameball.message.button.shop", "gameball.message.button.notify"])])
    func inArabicTheCloseButtonAndButtonsAreMirrored(_ campaign: String, _ identifiers: [String]) throws {
        let english = try snapshot(ExamplePreview(campaign: campaign))
        let arabic = try snapshot(ExamplePreview(campaign: campaign, language: "ar"))
        let width = 393.0
        for identifier in identifiers {
            let en = try element(identifier, in: english).frame, ar = try element(identifier, in: arabic).frame
            #expect(abs(ar.x - (width - en.maxX)) <= 0.1, "\(identifier): \(ar) is not the mirror of \(en)")
            #expect(ar.width == en.width, "\(identifier)")
        }
        // The close glyph sits at the top-trailing corner: top-right in English, top-left in Arabic.
        #expect(try element(Self.close, in: english).frame.midX > width / 2)
        #expect(try element(Self.close, in: arabic).frame.midX < width / 2)
    }

    @Test func withTheSameTextRightToLeftMirrorsEveryFrameExactly() throws {
        let ltr = try snapshot(ExamplePreview(campaign: "welcome-modal"))
        let rtl = try snapshot(ExamplePreview(campaign: "welcome-modal", direction: .rightToLeft))
        let pairs = zip(ltr.elements.flatMap(\.flattened), rtl.elements.flatMap(\.flattened))
        #expect(ltr.elements.flatMap(\.flattened).count == rtl.elements.flatMap(\.flattened).count)
        for (a, b) in pairs where a.identifier != nil {
            #expect(a.identifier == b.identifier)
            #expect(abs(b.frame.x - (393 - a.frame.maxX)) <= 0.1 && b.frame.y == a.frame.y && b.frame.size == a.frame.size,
                    "\(a.identifier ?? ""): \(b.frame) vs \(a.frame)")
        }
    }

    @Test func aMessageThatWouldNotDisplaySaysWhy() throws {
        let snapshot = try snapshot(ExamplePreview(campaign: "welcome-modal", withAssets: false))
        #expect(!snapshot.displayed)
        #expect(snapshot.elements.isEmpty)
        let text = snapshot.text
        #expect(text.contains("message: modal, not displayed: skipped: artwork not ready ("))
        #expect(text.contains("elements: none (a device would not display the message)"))
        #expect(text.contains("  - error artwork-not-ready: "))
    }
}

/// `.none` alone would read as Optional.none.
typealias OutsideTapExpectation = AccessibilitySnapshot.OutsideTap
