import Testing
@testable import RenderCore

/// The budget all plugins running at once share, so that `-j N` does not
/// multiply what their outputs may hold.
@Suite struct PluginOutputBudgetTests {
    @Test func reservationsBeyondTheLimitAreRefusedUntilReleased() {
        let budget = PluginOutputBudget(limit: 100)
        #expect(budget.reserve(60))
        #expect(budget.reserve(40))
        #expect(!budget.reserve(1))
        budget.release(40)
        #expect(budget.reserve(30))
        #expect(!budget.reserve(11))
    }

    @Test func theSharedBudgetIsTheDocumentedGibibyte() {
        #expect(PluginOutputBudget.totalBytes == 1 << 30)
        #expect(ExternalRenderer(name: "x", executable: .init(fileURLWithPath: "/bin/true")).maxOutputBytes < PluginOutputBudget.totalBytes)
    }
}
