import AccessibilityRenderer
import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import RenderCore
import Testing

/// The text grammar, on hand-built trees that reach the corners the
/// examples do not: escaping, scrolled-out elements, fallbacks, every action.
@Suite struct AccessibilityTextFormatTests {
    static func tree(_ message: Box, type: String = "slideup", display: DisplayStatus = .displayed,
                     autoDismiss: Double? = 8, scrimTap: Bool = false, diagnostics: [Diagnostic] = []) -> BoxTree {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        let root = Box(role: .screen, frame: screen, children: [Box(role: .hostApp, frame: screen), message])
        return BoxTree(campaignID: "c", messageType: type, layout: .textWithImage,
                       environment: EnvironmentSummary(device: "iphone-15", deviceName: "iPhone 15", orientation: .portrait,
                                                       language: "fr", direction: .leftToRight, textSize: "xl",
                                                       screen: screen.size, scale: 3, safeArea: .zero),
                       display: display, autoDismissAfter: autoDismiss, dismissOnScrimTap: scrimTap, root: root,
                       diagnostics: diagnostics, extras: .null)
    }

    static func button(_ id: String, _ label: String, _ frame: Rect, _ action: ActionInfo) -> Box {
        Box(role: .button, frame: frame,
            accessibility: AccessibilityInfo(elementType: .button, identifier: "gameball.message.button.\(id)", label: label, traits: ["button"]),
            action: action)
    }

    static let banner: Box = {
        let viewport = Rect(x: 12, y: 700, width: 369, height: 100)
        let scroll = Box(role: .scrollView, frame: viewport, clip: viewport, children: [
            Box(role: .header, frame: Rect(x: 28, y: 716, width: 300, height: 20.04),
                accessibility: AccessibilityInfo(elementType: .staticText, label: "Say \"hi\"\nto\\everyone", traits: ["header"])),
            button("web", "Open", Rect(x: 28, y: 740, width: 100, height: 44),
                   ActionInfo(type: "openURL", target: "https://example.com/a", external: true, closesMessage: false)),
            button("inapp", "Read", Rect(x: 140, y: 760, width: 100, height: 44),
                   ActionInfo(type: "openURL", target: "https://example.com/b", external: false, closesMessage: false)),
            button("push", "Notify me", Rect(x: 28, y: 820, width: 100, height: 30),
                   ActionInfo(type: "requestPushPermission", closesMessage: true)),
            button("odd", "Odd", Rect(x: 140, y: 820, width: 30, height: 44),
                   ActionInfo(type: "share", closesMessage: false, isSupported: false)),
            button("broken", "Broken", Rect(x: 200, y: 795, width: 100, height: 44),
                   ActionInfo(type: "dismiss", closesMessage: true, fallbackReason: "openURL needs a url")),
        ])
        return Box(role: .surface, frame: viewport, clip: viewport,
                   accessibility: AccessibilityInfo(elementType: .other, identifier: "gameball.message.slideup", isElement: false),
                   children: [scroll])
    }()

    @Test func printsEveryPartOfALine() throws {
        let text = AccessibilitySnapshot(tree: Self.tree(Self.banner)).text
        #expect(text == """
            campaign: c
            message: slideup, displayed
            environment: iphone-15 portrait, lang fr, ltr, text size xl
            focus: staticText "Say \\"hi\\"\\nto\\\\everyone" (VoiceOver moves focus to the message)
            app behind: reachable (the message is not modal; VoiceOver can move to the app, touches outside pass through)
            auto-dismiss: after 8 s of visible time
            outside tap: passes through to the app
            elements (VoiceOver reading order):
              - other id=gameball.message.slideup frame=(12,700,369,100)
                - staticText "Say \\"hi\\"\\nto\\\\everyone" [header] frame=(28,716,300,20)
                - button "Open" id=gameball.message.button.web frame=(28,740,100,44) target=100x44 action=openURL(https://example.com/a, external)
                - button "Read" id=gameball.message.button.inapp frame=(140,760,100,44) target=100x44 action=openURL(https://example.com/b) visible=partly
                - button "Notify me" id=gameball.message.button.push frame=(28,820,100,30) target=100x30 action=requestPushPermission visible=no
                - button "Odd" id=gameball.message.button.odd frame=(140,820,30,44) target=30x44 action=unsupported(share) visible=no
                - button "Broken" id=gameball.message.button.broken frame=(200,795,100,44) target=100x44 action=dismiss fallback="openURL needs a url" visible=partly
            diagnostics: none

            """)
    }

    @Test func scrolledOutElementsAreMarkedInJSONToo() throws {
        let data = try AccessibilityRenderer().render(Self.tree(Self.banner), options: RenderOptions([AccessibilityRenderer.formatOption: "json"]))
        let snapshot = try JSONDecoder().decode(AccessibilitySnapshot.self, from: data)
        let buttons = snapshot.elements.flatMap(\.flattened).filter { $0.type == .button }
        #expect(buttons.map(\.visibility) == [.visible, .partlyVisible, .scrolledOut, .scrolledOut, .partlyVisible])
    }

    @Test func modalScrimTapAndDiagnosticsAreReported() throws {
        let card = Box(role: .card, frame: Rect(x: 24, y: 300, width: 345, height: 200),
                       accessibility: AccessibilityInfo(elementType: .other, identifier: "gameball.message.card", isElement: false),
                       action: ActionInfo(type: "navigate", target: "home", closesMessage: false))
        let surface = Box(role: .surface, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                          accessibility: AccessibilityInfo(elementType: .other, identifier: "gameball.message.modal", isModal: true, isElement: false),
                          children: [Box(role: .scrim, frame: Rect(x: 0, y: 0, width: 393, height: 852)), card])
        let diagnostics = [Diagnostic(.warning, "content-scrolls", "12 pt hidden", element: "gameball.message.card"),
                           Diagnostic(.info, "note", "line one\nline two")]
        for (scrimTap, expected) in [(true, "outside tap: dismiss (a tap on the scrim closes the message)"),
                                     (false, "outside tap: blocked (the scrim takes the tap; the message stays)")] {
            let text = AccessibilitySnapshot(tree: Self.tree(surface, type: "modal", autoDismiss: nil, scrimTap: scrimTap,
                                                             diagnostics: diagnostics)).text
            #expect(text.contains(expected + "\n"))
            #expect(text.contains("auto-dismiss: never (stays until closed)\n"))
            #expect(text.contains("focus: none\n"))
            #expect(text.contains("    - other id=gameball.message.card frame=(24,300,345,200) action=navigate(home)\n"))
            #expect(text.hasSuffix("""
                diagnostics:
                  - warning content-scrolls: 12 pt hidden (gameball.message.card)
                  - info note: line one\\nline two

                """))
        }
    }

    @Test func numbersAreRoundedToATenthWithoutNegativeZero() throws {
        let odd = Box(role: .surface, frame: Rect(x: -0.04, y: 10.25, width: 99.96, height: 44.449999),
                      accessibility: AccessibilityInfo(elementType: .button, identifier: "x", label: "x", traits: ["button"]))
        let text = AccessibilitySnapshot(tree: Self.tree(odd)).text
        #expect(text.contains("frame=(0,10.3,100,44.4) target=100x44.4"))
    }

    @Test func describesItselfAndPicksItsExtension() {
        let renderer = AccessibilityRenderer()
        #expect(renderer.name == "a11y")
        #expect(renderer.outputKind == .text)
        #expect(renderer.fileExtension(for: RenderOptions()) == "a11y.txt")
        #expect(renderer.fileExtension(for: RenderOptions([AccessibilityRenderer.formatOption: "json"])) == "a11y.json")
        #expect(throws: RenderError.self) {
            try renderer.render(Self.tree(Self.banner), options: RenderOptions([AccessibilityRenderer.formatOption: "yaml"]))
        }
    }
}
