import Foundation
import Testing
import TerminalRenderer
import TestSupport

/// The ANSI wireframe of every bundled example, English and Arabic, plain and
/// truecolor, at 80 columns: Tests/Goldens/ansi/<campaign>/<lang>-<colour>.ansi.txt.
/// Every wireframe is drawn from a box-tree golden (`TreeGolden`), so only
/// the renderer is under test.
@Suite struct TerminalGoldenTests {
    static let languages: [(name: String, code: String?)] = [("en", nil), ("ar", "ar")]

    @Test(arguments: ExampleTrees.campaignNames)
    func exampleMatchesItsGoldens(campaign: String) throws {
        for language in Self.languages {
            var tree = try TreeGolden.tree(campaign, variant: "iphone-15-portrait-\(language.name)-l")
            // The English wireframes show the caption of a run given no language (the
            // tree golden names the default, "en"); the layout is the same either way.
            tree.environment.language = language.code
            for depth in [TerminalColorDepth.none, .trueColor] {
                let renderer = TerminalRenderer(configuration: TerminalConfiguration(columns: 80, colorDepth: depth))
                let output = try renderer.render(tree)
                try GoldenFile("ansi/\(campaign)/\(language.name)-\(depth.rawValue).ansi.txt", as: .text).check(output)
            }
        }
    }

    /// The pipeline's own fixtures (image-only, top slide-up without icon, not displayed).
    static let pipelineFixtures = ["image-only-modal", "top-slideup-no-icon", "portrait-only-modal"]

    @Test(arguments: pipelineFixtures)
    func pipelineFixtureMatchesItsGoldens(name: String) throws {
        for language in Self.languages {
            var tree = try TreeGolden.tree(name, variant: "iphone-15-portrait-\(language.name)-l")
            tree.environment.language = language.code
            let renderer = TerminalRenderer(configuration: TerminalConfiguration(columns: 80, colorDepth: .none))
            try GoldenFile("ansi/\(name)/\(language.name)-none.ansi.txt", as: .text).check(try renderer.render(tree))
        }
    }

    @Test func thereAreExamplesToCheck() {
        #expect(ExampleTrees.campaignNames.count >= 3)
    }
}
