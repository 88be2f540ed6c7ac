import Foundation
import TestSupport
import LintRunner
import LintRules
import Testing
@testable import Workflow

/// The project checks its own goldens (Tests/Goldens: PNG, accessibility
/// text, box-tree JSON) the way users check theirs: through the root
/// preview.json and the library code path `preview-cli golden check` calls.
@Suite struct RepositoryGoldensTests {
    @Test func theProjectsGoldensPassThroughPreviewJSON() throws {
        let scratch = try ScratchFolder()
        var config = try PreviewConfig.load(from: Repository.root.appendingPathComponent("preview.json"))
        #expect(config.warnings.isEmpty, "\(config.warnings)")
        // Results and reports go to scratch, not into the checkout.
        config.output = scratch.url.appendingPathComponent("preview")
        let workflow = GoldenWorkflow(config: config, jobs: 2, makeSession: Repository.sessions, annotate: LintAnnotator.forPipeline())
        let plan = try workflow.plan()
        let result = try workflow.run(plan)
        #expect(result.problems.isEmpty, "\(result.problems.map { "\($0.path): \($0.summary)" }.joined(separator: "\n"))")
        #expect(result.passed)

        // Every committed PNG, text and tree golden is covered (besides the
        // a11y JSON and no-assets variants, which need other render options).
        let formats = Dictionary(grouping: result.outputs, by: \.format).mapValues(\.count)
        let pngGoldens = try FileManager.default.subpathsOfDirectory(atPath: Repository.root.appendingPathComponent("Tests/Goldens/png").path)
            .filter { $0.hasSuffix(".png") }
        let treeGoldens = try FileManager.default.subpathsOfDirectory(atPath: Repository.root.appendingPathComponent("Tests/Goldens/tree").path)
            .filter { $0.hasSuffix(".tree.json") && !$0.contains("-no-assets") }
        #expect(formats["png"] == pngGoldens.count)
        #expect(formats["json"] == treeGoldens.count)
        let a11yGoldens = try FileManager.default.subpathsOfDirectory(atPath: Repository.root.appendingPathComponent("Tests/Goldens/a11y").path)
            .filter { $0.hasSuffix(".a11y.txt") && !$0.contains("-no-assets") }
        #expect(formats["a11y"] == a11yGoldens.count)
        #expect(result.tally.notDisplayed.map(\.key) == ["orientation-mismatch"], "the portrait-only modal held in landscape")
    }
}
