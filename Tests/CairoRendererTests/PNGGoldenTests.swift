import BoxTreeModel
import Foundation
import TestSupport
import Layout
import Pipeline
import Testing

/// PNG goldens: the real pipeline (decode, layout, Pango, Cairo, libpng) on
/// the bundled examples and pipeline fixtures, compared pixel for pixel with
/// the reviewed images in Tests/Goldens/png.
///
/// Checked by `GoldenFile` (`.png`: pixels, threshold 0): `RECORD_GOLDENS=failed
/// swift test --filter PNGGoldenTests` writes missing or changed goldens (never
/// when `CI` is set). Look at every one before committing.
@Suite(.serialized) struct PNGGoldenTests {
    struct Variant: CustomTestStringConvertible, Sendable {
        var campaign: String
        var device = "iphone-15"
        var orientation = Orientation.portrait
        var language = "en"
        var textSize = ContentSizeCategory.large

        var name: String { "\(device)-\(orientation.rawValue)-\(language)-\(textSize.shortName)" }
        var testDescription: String { "\(URL(fileURLWithPath: campaign).deletingPathExtension().lastPathComponent)/\(name)" }
    }

    static let modal = "examples/welcome-modal.json"
    static let slideUp = "examples/level-up-slideup.json"
    static let fullscreen = "examples/summer-sale-fullscreen.json"

    static let variants: [Variant] = {
        var result: [Variant] = []
        // Each type in English and Arabic, at the default and the largest size.
        for campaign in [modal, slideUp, fullscreen] {
            for language in ["en", "ar"] {
                for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                    result.append(Variant(campaign: campaign, language: language, textSize: size))
                }
            }
        }
        result += [
            Variant(campaign: modal, orientation: .landscape),
            Variant(campaign: fullscreen, orientation: .landscape),
            Variant(campaign: fullscreen, orientation: .landscape, language: "ar"),
            Variant(campaign: slideUp, orientation: .landscape, language: "ar"),
            Variant(campaign: modal, device: "iphone-se"),
            Variant(campaign: slideUp, device: "iphone-se", language: "ar", textSize: .accessibilityMedium),
            Variant(campaign: modal, device: "ipad-air-11", language: "ar"),
            Variant(campaign: fullscreen, device: "ipad-air-11", orientation: .landscape),
            Variant(campaign: modal, device: "iphone-15-pro-max", language: "he"),
            Variant(campaign: modal, language: "ja"),
            Variant(campaign: modal, language: "ko"),
            Variant(campaign: "Tests/Fixtures/campaigns/pipeline/image-only-modal.json"),
            Variant(campaign: "Tests/Fixtures/campaigns/pipeline/image-only-modal.json", language: "ar"),
            Variant(campaign: "Tests/Fixtures/campaigns/pipeline/top-slideup-no-icon.json"),
            Variant(campaign: "Tests/Fixtures/campaigns/pipeline/portrait-only-modal.json", orientation: .landscape),
        ]
        return result
    }()

    @Test(arguments: variants)
    func matchesTheReviewedGolden(_ variant: Variant) throws {
        let png = try GoldenPipeline.render(variant.campaign, environment: Environment(
            device: DeviceCatalog.builtIn.device(named: variant.device)!, orientation: variant.orientation,
            language: variant.language, textSize: variant.textSize, values: GoldenPipeline.exampleValues))
        let campaign = URL(fileURLWithPath: variant.campaign).deletingPathExtension().lastPathComponent
        try GoldenFile("png/\(campaign)/\(variant.name).png", as: .png).check(png)
    }

    /// A team's own device, read from the example device file as
    /// `--device-file` reads it: the screen, insets, status bar and corner
    /// radius all come from the file.
    @Test(arguments: [("welcome-modal", Orientation.portrait), ("summer-sale-fullscreen", .landscape)])
    func aCustomDeviceMatchesItsReviewedGolden(_ campaign: String, _ orientation: Orientation) throws {
        let catalog = try DeviceFileDecoder.adding(contentsOf: Repository.examples.appendingPathComponent("devices/team-devices.json"),
                                                   to: .builtIn)
        let device = try #require(catalog.device(named: "iphone-13-mini"))
        let png = try GoldenPipeline.render("examples/\(campaign).json", environment: Environment(
            device: device, orientation: orientation, language: "en", values: GoldenPipeline.exampleValues))
        try GoldenFile("png/\(campaign)/iphone-13-mini-\(orientation.rawValue)-en-l.png", as: .png).check(png)
    }

    @Test func rendersAreByteIdenticalAcrossSessions() throws {
        let environment = Environment(language: "ar", textSize: .accessibilityLarge, values: GoldenPipeline.exampleValues)
        let a = try GoldenPipeline.render(Self.modal, environment: environment)
        let b = try GoldenPipeline.render(Self.modal, environment: environment, session: PreviewSession(fontsDirectory: GoldenPipeline.fonts))
        #expect(a == b)
    }
}

/// Renders through `PreviewSession` exactly as the CLI does, for the PNG, theme and vendor goldens.
enum GoldenPipeline {
    static let root = Repository.root
    static let fonts = root.appendingPathComponent("fonts")
    static let exampleValues = ["player_name": "Sara", "points": "1250"]
    nonisolated(unsafe) static let session: PreviewSession = {
        do { return try PreviewSession(fontsDirectory: fonts) } catch { fatalError("fonts: \(error)") }
    }()
    static let lock = NSLock()

    static func render(_ campaignPath: String, environment: Environment, session: PreviewSession? = nil) throws -> Data {
        lock.lock()
        defer { lock.unlock() }
        let session = session ?? Self.session
        let file = root.appendingPathComponent(campaignPath)
        let decoded = try session.loadCampaign(at: file)
        let preview = session.layout(decoded.campaign, campaignFile: file,
                                     assetsDirectory: root.appendingPathComponent("examples/assets"), environment: environment)
        return try session.png(of: preview)
    }
}
