import BoxTreeModel
import CampaignModel
import Layout
@testable import LintRunner
@testable import LintRules
import Testing

/// The stock layout keeps text inside its boxes and clips, inside the safe
/// area and clear of the close target, so these rules are triggered by
/// damaging a real tree the way a layout bug (or a custom theme) would.
@Suite struct CodeBuiltTriggerTests {
    static func run(_ rule: String, on variant: LintVariant, services: PreviewLintServices) -> [Finding] {
        Linter(rules: [LintRuleCatalog.rule(id: rule)!], services: services).lint([variant])
    }

    @Test func textWiderThanItsBoxIsClipped() {
        let services = LintHarness.services()
        let clean = LintHarness.variant(LintHarness.modal, services: services)
        #expect(Self.run("text-clipped", on: clean, services: services).isEmpty)

        let damaged = clean.rewritten { box in
            guard box.role == .body, var text = box.text else { return }
            text.lines[0].width = box.frame.width + 30
            text.lines[0].x = box.frame.minX
            box.text = text
        }
        let findings = Self.run("text-clipped", on: damaged, services: services)
        #expect(findings.count == 1)
        #expect(findings.first?.element == "body")
        #expect(findings.first?.message.hasPrefix("1 of 2 lines cut off by 30 pt") == true)
        // Other sizes are laid out afresh (and fit), so it starts at this variant's own size.
        #expect(findings.first?.message.hasSuffix("starts at text size l") == true)
    }

    @Test func textOutsideAClipThatDoesNotScrollIsClipped() {
        let services = LintHarness.services()
        let damaged = LintHarness.variant(LintHarness.modal, services: services).rewritten { box in
            // Lift the header above the card: the card's clip cuts it, and nothing scrolls up.
            guard box.role == .header, var text = box.text else { return }
            text.lines = text.lines.map { $0.offsetBy(dx: 0, dy: -200) }
            box.text = text
        }
        let findings = Self.run("text-clipped", on: damaged, services: services)
        #expect(findings.map(\.element) == ["header"])
        #expect(Self.run("text-scrolls", on: damaged, services: services).isEmpty)
    }

    @Test func controlsOutsideTheSafeArea() {
        let services = LintHarness.services()
        var fullscreen = LintHarness.modal
        fullscreen.type = .fullscreen
        let clean = LintHarness.variant(fullscreen, services: services)
        #expect(Self.run("outside-safe-area", on: clean, services: services).isEmpty)

        // The close target pushed up under the Dynamic Island (the safe area starts at
        // y = 59); a full screen has no clip that would hide it.
        let damaged = clean.rewritten { box in
            guard box.role == .closeButton else { return }
            box.frame = Rect(x: box.frame.minX, y: 40, width: box.frame.width, height: box.frame.height)
        }
        let findings = Self.run("outside-safe-area", on: damaged, services: services)
        #expect(findings.map(\.element) == [AccessibilityIdentifiers.closeButton])
        #expect(findings.first?.message == "reaches 19 pt past the safe area's top edge")
    }

    @Test func closeTargetOverTheHeaderOverlaps() {
        let services = LintHarness.services()
        let clean = LintHarness.variant(LintHarness.modal, services: services)
        #expect(Self.run("overlap", on: clean, services: services).isEmpty)

        let header = clean.tree.boxes(role: .header)[0].text!.lines[0].frame
        let damaged = clean.rewritten { box in
            guard box.role == .closeButton else { return }
            box.frame = Rect(x: header.minX, y: header.minY, width: 48, height: 48)
        }
        let findings = Self.run("overlap", on: damaged, services: services).filter { $0.element == "header" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasPrefix("overlaps \(AccessibilityIdentifiers.closeButton) by ") == true)
    }

    @Test func overlapIgnoresWhatAClipHides() {
        let services = LintHarness.services()
        let clean = LintHarness.variant(LintHarness.modal, services: services)
        // A button moved onto the header but clipped away entirely by a clip of its own: nothing visible overlaps.
        let damaged = clean.rewritten { box in
            guard box.role == .button else { return }
            let header = clean.tree.boxes(role: .header)[0].frame
            box.frame = header
            box.clip = Rect(x: -100, y: -100, width: 1, height: 1)
        }
        #expect(Self.run("overlap", on: damaged, services: services).isEmpty)
    }

    @Test func smallCloseTarget() {
        let services = LintHarness.services()
        let damaged = LintHarness.variant(LintHarness.modal, services: services).rewritten { box in
            guard box.role == .closeButton else { return }
            box.frame = Rect(x: box.frame.minX + 9, y: box.frame.minY + 9, width: 30, height: 30)
        }
        let findings = Self.run("touch-target", on: damaged, services: services)
        #expect(findings.map(\.message) == ["tap target is 30 × 30 pt, smaller than 48 × 48 pt"])
    }

    @Test func aClickActionOnAContainerVoiceOverSkipsIsUnreachable() {
        let services = LintHarness.services()
        let slideUp = Campaign(id: "tap", type: .slideup, header: "New badge unlocked", body: "Tap to see your rewards.",
                               clickAction: .navigate(route: "rewards", arguments: nil))
        let clean = LintHarness.variant(slideUp, services: services)
        #expect(Self.run("click-action-unreachable", on: clean, services: services).isEmpty)

        // The surface as it was before the SDK exposed it: a plain container holding the action.
        let damaged = clean.rewritten { box in
            guard box.role == .surface else { return }
            box.accessibility = AccessibilityInfo(elementType: .other, identifier: "gameball.message.slideup", isElement: false)
        }
        let findings = Self.run("click-action-unreachable", on: damaged, services: services)
        #expect(findings.map(\.element) == ["gameball.message.slideup"])
        #expect(findings.first?.message == "the click action (navigate) is on a surface that is not an accessibility element: "
            + "VoiceOver users cannot trigger it")
    }
}
