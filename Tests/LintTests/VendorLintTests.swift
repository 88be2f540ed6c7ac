import BoxTreeModel
import Foundation
@testable import LintRunner
@testable import LintRules
import Testing
import TestSupport
import Workflow

/// Lint follows what the vendor's SDK does, not only what the campaign model says.
@Suite struct VendorLintTests {
    @Test func aFirebaseCardIsClosableThroughItsButtons() {
        // Firebase closes a message after any action, so a card without a close glyph still closes.
        let card = Repository.fixtures.appendingPathComponent("vendors/firebase/card.json")
        let report = LintHarness.lint([card], matrix: VariantMatrix.lintDefault)
        #expect(!report.findings.contains { $0.rule == "not-closable" }, "\(report.findings.map(\.message))")
    }
}
