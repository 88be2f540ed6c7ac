import Foundation
import Pipeline
import Testing
import TestSupport

/// A run's output budget: charged before a write, refusing a set whole, and
/// refusing everything after its first refusal.
@Suite struct OutputBudgetTests {
    @Test func chargesUntilTheLimitThenRefusesEverything() throws {
        let budget = OutputBudget(limit: 10)
        try budget.charge(4)
        try budget.charge(6)
        #expect(budget.written == 10 && !budget.isExceeded)
        #expect(throws: OutputBudget.Exceeded(limit: 10, written: 10)) { try budget.charge(1) }
        // Sticky: a run stops at its first refusal, even for a write that would fit.
        #expect(throws: OutputBudget.Exceeded.self) { try budget.charge(0) }
        #expect(budget.isExceeded && budget.exceeded == OutputBudget.Exceeded(limit: 10, written: 10))
    }

    @Test func aSetOverTheBudgetIsNotWrittenAtAll() throws {
        let scratch = try ScratchFolder()
        let budget = OutputBudget(limit: 5)
        let folder = OutputFolder(scratch.url.appendingPathComponent("out"), budget: budget)
        try folder.write(Data("abc".utf8), to: "a/one.txt")
        let error = try #require(throws: AtomicFile.WriteError.self) {
            try folder.writeAll([(Data("de".utf8), "b/two.txt"), (Data("f".utf8), "b/three.txt")])
        }
        #expect(error.budgetExceeded == OutputBudget.Exceeded(limit: 5, written: 3))
        #expect(scratch.files(below: "out") == ["a/one.txt"])
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out/b")), "no folder is made for a refused set")
        #expect(error.description.hasPrefix("the run stopped at its output budget of 5 bytes (3 bytes written, every file whole"))
        #expect(error.description.contains("--max-output-bytes"))
    }

    @Test func atomicFileChargesItsBudgetToo() throws {
        let scratch = try ScratchFolder()
        let budget = OutputBudget(limit: 2)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("abc".utf8), to: scratch.url.appendingPathComponent("x"), budget: budget) }
        #expect(scratch.contents.isEmpty)
    }

    @Test func sizesReadAsTheDocsWriteThem() {
        #expect(OutputBudget.describe(2 << 30) == "2 GiB")
        #expect(OutputBudget.describe(400 << 10) == "400 KiB")
        #expect(OutputBudget.describe(3 << 19) == "1.5 MiB")
        #expect(OutputBudget.describe(1000) == "1000 bytes")
        #expect(OutputBudget.describe(.max).hasSuffix("GiB"))
    }
}
