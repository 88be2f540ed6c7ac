import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import Pipeline
import TestSupport
import Testing

/// PNG goldens of vendor messages drawn the way each vendor's SDK draws them,
/// in that vendor's theme: Firebase's card (portrait and landscape) and its
/// landscape modal (image beside the text), Braze's
/// slide-up with its Font Awesome icon, and HTML messages (Adobe's, Braze's)
/// drawn by headless Chromium. The HTML goldens need Debian's chromium
/// package (`make test` installs it) and are skipped without it; their
/// pixels are those of the Chromium version that recorded them.
///
/// `RECORD_GOLDENS=failed swift test --filter VendorGoldenTests` writes missing or
/// changed goldens to Tests/Goldens/vendors/. Look at every one.
@Suite(.serialized) struct VendorGoldenTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var theme: String
        var message: String? = nil
        var orientation: Orientation = .portrait
        var device = DeviceCatalog.defaultDevice
        var textSize = ContentSizeCategory.default
        var needsChromium = false
        var appearance = Appearance.default

        var testDescription: String { name }
    }

    static let variants: [Variant] = [
        Variant(name: "firebase-card", file: "firebase/fetch-response.json", theme: "firebase", message: "1"),
        Variant(name: "firebase-card-landscape", file: "firebase/fetch-response.json", theme: "firebase", message: "1", orientation: .landscape),
        Variant(name: "firebase-modal-landscape", file: "firebase/fetch-response.json", theme: "firebase", message: "2", orientation: .landscape),
        Variant(name: "firebase-banner", file: "firebase/fetch-response.json", theme: "firebase", message: "3"),
        Variant(name: "firebase-banner-ipad", file: "firebase/fetch-response.json", theme: "firebase", message: "3",
                device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "braze-slideup-icon", file: "braze/slideup-icon.json", theme: "braze"),
        Variant(name: "adobe-html-modal", file: "adobe/rules.json", theme: "gameball", message: "1", needsChromium: true),
        Variant(name: "adobe-html-bottom-banner", file: "adobe/rules.json", theme: "gameball", message: "2", needsChromium: true),
        Variant(name: "braze-html-full", file: "braze/html.json", theme: "braze", needsChromium: true),
        // Adobe's web view on the other axes: a share of the screen, capped by maxWidth, in landscape and on an iPad.
        Variant(name: "adobe-html-modal-landscape", file: "adobe/rules.json", theme: "gameball", message: "1", orientation: .landscape,
                needsChromium: true),
        Variant(name: "adobe-html-modal-ipad", file: "adobe/rules.json", theme: "gameball", message: "1",
                device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!, needsChromium: true),
        Variant(name: "radar-modal-ipad", file: "radar/modal.json", theme: "radar", device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        // Every axis (issue 23): the largest text size, landscape, iPad; elements the SDK draws are never lost.
        Variant(name: "braze-graphic-buttons", file: "braze/graphic-buttons.json", theme: "braze"),
        Variant(name: "braze-graphic-buttons-ax5", file: "braze/graphic-buttons.json", theme: "braze",
                textSize: .accessibilityExtraExtraExtraLarge),
        Variant(name: "braze-graphic-buttons-ipad-landscape", file: "braze/graphic-buttons.json", theme: "braze", orientation: .landscape,
                device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "braze-graphic-full", file: "braze/graphic-full.json", theme: "braze"),
        Variant(name: "braze-graphic-full-ipad", file: "braze/graphic-full.json", theme: "braze", device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "braze-full", file: "braze/full-buttons.json", theme: "braze"),
        Variant(name: "braze-full-ipad", file: "braze/full-buttons.json", theme: "braze", device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "braze-full-landscape", file: "braze/full-buttons.json", theme: "braze", orientation: .landscape),
        Variant(name: "braze-modal-ipad-landscape", file: "braze/modal-buttons.json", theme: "braze", orientation: .landscape,
                device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "braze-modal-ax5", file: "braze/modal-buttons.json", theme: "braze", textSize: .accessibilityExtraExtraExtraLarge),
        Variant(name: "firebase-card-ax5", file: "firebase/fetch-response.json", theme: "firebase", message: "1",
                textSize: .accessibilityExtraExtraExtraLarge),
        Variant(name: "firebase-card-ipad", file: "firebase/fetch-response.json", theme: "firebase", message: "1",
                device: DeviceCatalog.builtIn.device(named: "ipad-air-11")!),
        Variant(name: "radar-modal-landscape", file: "radar/modal.json", theme: "radar", orientation: .landscape),
        Variant(name: "radar-modal-ax5", file: "radar/modal.json", theme: "radar", textSize: .accessibilityExtraExtraExtraLarge),
        // Dark mode: Braze's themes.dark colours over the dark host; the same message in light keeps its own colours.
        Variant(name: "braze-modal-dark-theme", file: "braze/modal-dark-theme.json", theme: "braze", appearance: .dark),
        Variant(name: "braze-modal-dark-theme-light", file: "braze/modal-dark-theme.json", theme: "braze"),
    ]

    static let hasChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(arguments: variants)
    func matchesTheReviewedGolden(_ variant: Variant) throws {
        guard !variant.needsChromium || Self.hasChromium else { return }  // no browser: the placeholder is tested in LayoutTests
        let session = try ThemeGoldenTests.session(for: variant.theme)
        let file = GoldenPipeline.root.appendingPathComponent("Tests/Fixtures/vendors").appendingPathComponent(variant.file)
        GoldenPipeline.lock.lock()
        defer { GoldenPipeline.lock.unlock() }
        let imported = try session.loadMessage(at: file, message: variant.message)
        let preview = session.layout(imported.campaign, campaignFile: file, assetsDirectory: GoldenPipeline.root.appendingPathComponent("examples/assets"),
                                     environment: Environment(device: variant.device, orientation: variant.orientation, textSize: variant.textSize,
                                                              appearance: variant.appearance), htmlFrame: imported.adobeFrame)
        if variant.needsChromium {
            #expect(preview.tree.diagnostics.contains { $0.code == "html-rendered" }, "\(preview.tree.diagnostics)")
        }
        let png = try session.png(of: preview)
        try GoldenFile("vendors/\(variant.name).png", as: .png).check(png)
    }
}
