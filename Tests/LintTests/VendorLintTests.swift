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

    @Test func aFirebaseCardButtonsTitleIsJudgedOnTheCardNotOnItsUndrawnColour() {
        // card.json: "Shop now" in white with buttonHexColor #FFC107, which Firebase's card does not
        // draw: on the phone a white title on the white card, so a contrast error on the button.
        let card = Repository.fixtures.appendingPathComponent("vendors/firebase/card.json")
        let report = LintHarness.lint([card], matrix: VariantMatrix.lintDefault)
        let contrast = report.findings.filter { $0.rule == "contrast" && $0.severity == .error }
        #expect(contrast.contains { $0.message.contains("#FFFFFF on #FFFFFF") }, "\(report.findings.map(\.message))")
    }
}

/// Rules that encode one SDK's promise apply to that SDK; what a vendor's SDK leaves out is reported (issue 23).
@Suite struct VendorPromiseLintTests {
    static func lint(_ json: String, name: String) throws -> LintReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vendor-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try Data(json.utf8).write(to: file)
        try FileManager.default.copyItem(at: LintHarness.root.appendingPathComponent("examples/assets/summer-sale.png"),
                                         to: folder.appendingPathComponent("art.png"))
        return LintHarness.lint([file], matrix: VariantMatrix.lintDefault)
    }

    @Test func aBrazeModalIsNotHeldToGameballsTouchTargets() throws {
        let report = try Self.lint(#"""
            {"type": "MODAL", "trigger_id": "t", "header": "Hi", "message": "Body", "message_close": "SWIPE",
             "btns": [{"id": 0, "text": "OK"}]}
            """#, name: "braze.json")
        #expect(!report.findings.contains { $0.rule == "touch-target" }, "\(report.findings.map(\.message))")
    }

    @Test func aHeaderBrazeDoesNotDrawIsAFindingAtItsPath() throws {
        let report = try Self.lint(#"""
            {"type": "MODAL", "trigger_id": "t", "header": "Hidden", "image_style": "GRAPHIC", "image_url": "art.png",
             "message_close": "SWIPE", "btns": [{"id": 0, "text": "OK"}]}
            """#, name: "graphic.json")
        let finding = report.findings.first { $0.rule == "element-not-drawn" }
        #expect(finding?.message.hasPrefix("header (the header) is in the braze payload but not drawn") == true,
                "\(report.findings.map(\.message))")
    }
}
