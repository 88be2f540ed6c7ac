import CampaignModel
import Foundation
import JSONReading
import Layout
import Testing
import TestSupport
@testable import Workflow
import Pipeline

/// The variant limit (`RunLimits.maxVariants`): counted from the axes before
/// any variant is made, exact for one matrix and for the union of several.
@Suite struct RunLimitsTests {
    @Test func theCountIsTheNumberOfVariantsMade() throws {
        let campaigns = [VariantMatrixTests.campaign("a", localizations: ["fr", "ar"]), VariantMatrixTests.campaign("b")]
        let matrices = [
            VariantMatrix(),
            VariantMatrix(devices: .all, orientations: .all, languages: .campaign, textSizes: .all),
            VariantMatrix(devices: .list(["iphone-se", "iphone-se"]), languages: .list(["en", "ar", "en"]), textSizes: .list([.large, .extraSmall])),
        ]
        for matrix in matrices {
            #expect(matrix.count(of: campaigns, baseLanguage: "de") == (try matrix.variants(of: campaigns, allFormats: [], baseLanguage: "de")).count)
        }
    }

    /// Two campaign files, three languages each (the base and two localizations).
    private func repository() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        for name in ["a", "b"] {
            _ = try folder.write("\(name).json", #"{"id": "\#(name)", "type": "modal", "header": "Hi", "localizations": {"ar": {}, "fr": {}}}"#)
        }
        return folder
    }

    private func config(_ folder: ScratchFolder, matrices: [VariantMatrix], limit: Int) -> PreviewConfig {
        var config = PreviewConfig(directory: folder.url)
        config.campaigns = ["a.json", "b.json"]
        config.matrices = matrices
        config.limits.maxVariants = limit
        return config
    }

    @Test func aPlanOverTheLimitIsRefusedWithItsCount() throws {
        let folder = try repository()
        // 2 campaigns x 3 languages x 4 devices x 12 text sizes.
        let all = VariantMatrix(devices: .list(["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-air-11"]), languages: .campaign,
                                textSizes: .all)
        #expect(throws: PlanError.tooManyVariants(count: 288, limit: 287, isExact: true)) {
            try VariantPlan.make(config: config(folder, matrices: [all], limit: 287), allFormats: ["png"])
        }
        #expect(try VariantPlan.make(config: config(folder, matrices: [all], limit: 288), allFormats: ["png"]).variants.count == 288)
        let message = PlanError.tooManyVariants(count: 288, limit: 287, isExact: true).description
        #expect(message.hasPrefix("the matrix plans 288 variants, over the limit of 287 per run, so nothing was laid out: "))
        #expect(message.contains("--max-variants N") && message.contains("\"maxVariants\" in preview.json, up to 100000"))
        // Every axis that multiplies the plan is named, so the one to narrow is found.
        for axis in ["languages", "devices", "orientations", "text sizes", "appearances", "themes"] { #expect(message.contains(axis), "\(axis)") }
    }

    /// Matrices that overlap count once per variant, as the run renders them.
    @Test func overlappingMatricesCountTheirUnion() throws {
        let folder = try repository()
        let english = VariantMatrix(textSizes: .all)                        // 2 x 1 x 12 = 24
        let everyLanguage = VariantMatrix(languages: .campaign)               // 2 x 3 x 1 = 6, 2 of them shared
        let plan = try VariantPlan.make(config: config(folder, matrices: [english, everyLanguage], limit: 28), allFormats: ["png"])
        #expect(plan.variants.count == 28)
        #expect(throws: PlanError.tooManyVariants(count: 28, limit: 27, isExact: true)) {
            try VariantPlan.make(config: config(folder, matrices: [english, everyLanguage], limit: 27), allFormats: ["png"])
        }
        // Stopped before the last matrix, the count is a lower bound.
        #expect(throws: PlanError.tooManyVariants(count: 28, limit: 27, isExact: false)) {
            try VariantPlan.make(config: config(folder, matrices: [english, everyLanguage, VariantMatrix()], limit: 27), allFormats: ["png"])
        }
        let lower = PlanError.tooManyVariants(count: 28, limit: 27, isExact: false).description
        #expect(lower.hasPrefix("the matrix plans at least 28 variants"))
    }

    /// A count that would overflow saturates rather than trapping.
    @Test func aHugeCountSaturates() {
        let campaign = VariantMatrixTests.campaign("a")
        let many = [CampaignFile](repeating: campaign, count: 1 << 20)
        let matrix = VariantMatrix(devices: .all, orientations: .all, textSizes: .all)
        #expect(matrix.count(of: many) == (1 << 20) * DeviceCatalog.builtIn.devices.count * 2 * ContentSizeCategory.allCases.count)
    }

    @Test func theConfigKeyRaisesTheLimitWithinItsCeiling() throws {
        let folder = try ScratchFolder()
        func load(_ value: String) throws -> PreviewConfig {
            _ = try folder.write("preview.json", #"{"maxVariants": \#(value)}"#)
            return try PreviewConfig.load(from: folder.url.appendingPathComponent("preview.json"), displayName: "preview.json")
        }
        #expect(try PreviewConfig.load(from: try folder.write("empty.json", "{}")).limits == RunLimits())
        #expect(try load("20000").limits.maxVariants == 20_000)
        for bad in ["0", "100001", "1.5", "\"lots\"", "9223372036854775807"] {
            let error = try #require(throws: InputProblems.self) { try load(bad) }
            #expect(error.description.contains("preview.json: maxVariants: expected a whole number of variants from 1 to 100000 "
                                               + "(above that, give --max-variants on the command line), found "), "\(bad)")
        }
    }

    @Test func theDefaults() {
        #expect(RunLimits().maxVariants == 5_000)
        #expect(RunLimits().maxOutputBytes == 2 << 30)
        #expect(GoldenWorkflow(config: PreviewConfig(directory: URL(fileURLWithPath: "/tmp"))).outputBudget.limit == 2 << 30)
    }
}
