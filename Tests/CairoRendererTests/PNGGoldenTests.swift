import BoxTreeModel
import Foundation
import TestSupport
import GoldenKit
import Imaging
import Layout
import PreviewKit
import Testing

/// PNG goldens: the real pipeline (decode, layout, Pango, Cairo, libpng) on
/// the bundled examples and pipeline fixtures, compared pixel for pixel with
/// the reviewed images in Tests/Goldens/png.
///
/// `RECORD_GOLDENS=1 swift test --filter PNGGoldenTests` writes missing or
/// changed goldens (never when `CI` is set). Look at every one before committing.
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
            device: DeviceCatalog.device(named: variant.device)!, orientation: variant.orientation,
            language: variant.language, textSize: variant.textSize, values: GoldenPipeline.exampleValues))
        let golden = GoldenPipeline.root.appendingPathComponent("Tests/Goldens/png")
            .appendingPathComponent(URL(fileURLWithPath: variant.campaign).deletingPathExtension().lastPathComponent)
            .appendingPathComponent(variant.name + ".png")
        try GoldenPipeline.compare(png, golden: golden)
    }

    @Test func rendersAreByteIdenticalAcrossSessions() throws {
        let environment = Environment(language: "ar", textSize: .accessibilityLarge, values: GoldenPipeline.exampleValues)
        let a = try GoldenPipeline.render(Self.modal, environment: environment)
        let b = try GoldenPipeline.render(Self.modal, environment: environment, session: PreviewSession(fontsDirectory: GoldenPipeline.fonts))
        #expect(a == b)
    }
}

/// Renders through `PreviewSession` exactly as the CLI does, and compares with goldens.
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

    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECORD_GOLDENS"] == "1" && environment["CI"] == nil
    }

    /// Compares through the project's own image diff (pixelmatch-class, at a
    /// strict threshold of 0, a budget of zero differing pixels), the same code path as
    /// `preview-cli diff`. On a mismatch the actual image and the
    /// expected | diff | actual panel are written to a temporary folder.
    static func compare(_ png: Data, golden: URL) throws {
        let exists = FileManager.default.fileExists(atPath: golden.path)
        var summary = "no golden at \(golden.path) (record with RECORD_GOLDENS=1)"
        if exists {
            let expected = try Data(contentsOf: golden)
            if expected == png { return }
            // Threshold 0: rendering is deterministic, so any colour change is a change
            // (pixelmatch's default 0.1 lets #007AFF pass for #0066D6); anti-aliasing
            // detection still forgives an edge that moved.
            let comparison = ImageDiff.compare(try ImageDecoder.decode(expected), try ImageDecoder.decode(png),
                                               options: DiffOptions(threshold: 0), outputs: [.panel])
            if comparison.result.passed { return }
            summary = "\(golden.path) differs: \(comparison.result.summary)"
            if let panel = comparison.panelImage, !recording {
                try? PNGEncoder.encode(panel).write(to: failureURL(golden, suffix: "panel"))
            }
        }
        if recording {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Kept in the repository: written compact, as `golden record` writes them.
            try PNGEncoder.encode(opaque: try ImageDecoder.decode(png), compression: .compact).write(to: golden, options: .atomic)
            return
        }
        let actual = failureURL(golden, suffix: "actual")
        try? png.write(to: actual)
        Issue.record("\(summary); the actual image is at \(actual.path)")
    }

    static func failureURL(_ golden: URL, suffix: String) -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("messagepreview-golden-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = golden.deletingPathExtension().pathComponents.suffix(2).joined(separator: "-")
        return folder.appendingPathComponent("\(name).\(suffix).png")
    }
}
