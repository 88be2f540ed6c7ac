import AccessibilityRenderer
import Foundation
import Imaging
import TestSupport
import Pipeline
import RenderCore
import Testing

/// The bundled examples' accessibility output and box trees, against the committed
/// files in `Tests/Goldens/a11y` and `Tests/Goldens/tree`. Checked by
/// `GoldenFile`; `RECORD_GOLDENS=failed` rewrites them.
@Suite struct AccessibilityGoldenTests {
    static let a11yVariants: [ExamplePreview] = [
        ExamplePreview(campaign: "welcome-modal"),
        ExamplePreview(campaign: "welcome-modal", language: "ar"),
        ExamplePreview(campaign: "welcome-modal", textSize: .accessibilityExtraExtraExtraLarge),
        ExamplePreview(campaign: "welcome-modal", language: "ar", textSize: .accessibilityExtraExtraExtraLarge),
        ExamplePreview(campaign: "welcome-modal", withAssets: false),
        ExamplePreview(campaign: "level-up-slideup"),
        ExamplePreview(campaign: "level-up-slideup", language: "ar"),
        ExamplePreview(campaign: "level-up-slideup", textSize: .accessibilityExtraExtraExtraLarge),
        ExamplePreview(campaign: "summer-sale-fullscreen"),
        ExamplePreview(campaign: "summer-sale-fullscreen", language: "ar"),
        ExamplePreview(campaign: "summer-sale-fullscreen", orientation: .landscape),
        ExamplePreview(campaign: "summer-sale-fullscreen", orientation: .landscape, language: "ar"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/image-only-modal"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/image-only-modal", language: "ar"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/top-slideup-no-icon"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/top-slideup-no-icon", language: "ar"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/portrait-only-modal", orientation: .landscape),
    ]

    /// Every accessibility variant has its box-tree golden, so the accessibility
    /// tests read recorded trees and never run the pipeline themselves.
    /// And the variants the terminal renderer's tests draw: Japanese (two
    /// cells per character) and the portrait-only modal where it is shown.
    static let treeVariants: [ExamplePreview] = a11yVariants + [
        ExamplePreview(campaign: "welcome-modal", language: "ja"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/portrait-only-modal"),
        ExamplePreview(campaign: "Tests/Fixtures/campaigns/pipeline/portrait-only-modal", language: "ar"),
    ]

    /// Renders through the session's plan, as `preview-cli render --format NAME` does without -o.
    static func render(_ example: ExamplePreview, format: String, options: [String: String] = [:]) throws -> Data {
        let session = try PreviewSession(fontsDirectory: Repository.fonts)
        let preview = try example.layout(in: session)
        let plan = try session.plan(formats: [format], output: nil, options: RenderOptions(options))
        let outputs = try session.render(preview, plan: plan)
        return try #require(outputs.first?.data)
    }

    /// The accessibility renderer alone on the variant's tree (its box-tree
    /// golden when recorded, `ExamplePreview.tree()`), so a layout change fails
    /// `boxTreeJSON` rather than every accessibility golden.
    static func renderAccessibility(_ example: ExamplePreview, options: [String: String] = [:]) throws -> Data {
        try AccessibilityRenderer().render(try example.tree(), images: ImageFiles(), options: RenderOptions(options))
    }

    @Test(arguments: a11yVariants)
    func accessibilityText(_ example: ExamplePreview) throws {
        try GoldenFile("a11y/\(example.name)/\(example.variant).a11y.txt", as: .text)
            .check(try Self.renderAccessibility(example))
    }

    @Test(arguments: a11yVariants)
    func accessibilityJSON(_ example: ExamplePreview) throws {
        try GoldenFile("a11y/\(example.name)/\(example.variant).a11y.json", as: .json)
            .check(try Self.renderAccessibility(example, options: [AccessibilityRenderer.formatOption: "json"]))
    }

    @Test(arguments: treeVariants)
    func boxTreeJSON(_ example: ExamplePreview) throws {
        // Image paths relative to the repository, wherever the checkout is.
        try GoldenFile("tree/\(example.name)/\(example.variant).tree.json", as: .json)
            .check(try Self.render(example, format: "json", options: [BoxTreeJSONRenderer.baseDirectoryOption: Repository.root.path]))
    }

    @Test func theJSONFormIsTheSameContentAsTheText() throws {
        let example = ExamplePreview(campaign: "welcome-modal")
        let json = try Self.renderAccessibility(example, options: [AccessibilityRenderer.formatOption: "json"])
        let snapshot = try JSONDecoder().decode(AccessibilitySnapshot.self, from: json)
        #expect(snapshot == AccessibilitySnapshot(tree: try example.tree()))
    }
}
