import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import Testing
import Workflow

/// The bundled examples are the project's showcase: they lint clean.
@Suite struct ExamplesLintTests {
    static let examples = ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen"]
        .map { LintHarness.root.appendingPathComponent("examples/\($0).json") }
    static let values = ["player_name": "Sara", "points": "1250"]

    static func lint(_ matrix: VariantMatrix) -> LintReport {
        let assets = LintHarness.root.appendingPathComponent("examples/assets").path
        return Linter(services: LintHarness.services())
            .lint(examples.map { LintHarness.subject($0, values: values, assets: assets, matrix: matrix) })
    }

    @Test func cleanAtTheDefaultMatrix() {
        let report = Self.lint(VariantMatrix.lintDefault)
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.rule): \($0.message)" })")
        #expect(report.variantCount == 9)  // en+ar+he+ja+ko, en+ar, en+ar
    }

    @Test func noErrorOnAnyDeviceOrientationOrTextSize() {
        // Long copy scrolls at the largest sizes (warnings); nothing is unreadable or untappable.
        let report = Self.lint(VariantMatrix(devices: .all, orientations: .all, languages: .campaign, textSizes: .all, formats: .list([])))
        // Each finding whole (campaign, element, variants), so a rare failure says where it happened.
        let errors = report.findings.filter { $0.severity == .error }
            .map { "\($0.rule) \($0.campaignID ?? $0.file) \($0.element ?? "-") \($0.variants): \($0.message)" }
        #expect(errors.isEmpty, "\(errors)")
        #expect(Set(report.findings.map(\.rule)).isSubset(of: ["text-scrolls"]), "\(report.findings.map { "\($0.rule) \($0.element ?? "-") \($0.variants)" })")
    }

    @Test func theFlawedExampleIsFlawedInManyWays() {
        let report = LintHarness.lint([LintHarness.root.appendingPathComponent("examples/flawed/flawed-modal.json")])
        #expect(Set(report.findings.map(\.rule)) == [
            "decoding-warning", "unsupported-action", "button-action-fallback", "orientation-locked", "contrast", "close-contrast",
            "placeholder-missing-value", "placeholder-unknown", "rtl-untranslated", "missing-glyphs",
        ])
        #expect(report.hasBlockingFindings)
    }
}
