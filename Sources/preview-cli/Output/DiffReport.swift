import Foundation
import Diffing

/// What `preview-cli diff --json` prints: a stable, documented shape for
/// scripts, kept apart from `DiffResult` so the library can change freely.
struct DiffReport: Encodable {
    struct Image: Encodable {
        var path: String
        var width: Int
        var height: Int
    }

    /// Exactly one of the two is present.
    struct Budget: Encodable {
        var maxDiffPixels: Int?
        var maxDiffRatio: Double?
    }

    struct Outputs: Encodable {
        var diff: String?
        var panel: String?
    }

    var passed: Bool
    var identical: Bool
    var sizeMismatch: Bool
    var expected: Image
    var actual: Image
    var differingPixels: Int
    var antialiasedPixels: Int
    var ignoredPixels: Int
    var totalPixels: Int
    var comparedPixels: Int
    var diffRatio: Double
    var threshold: Double
    var includeAA: Bool
    var budget: Budget
    /// Absent when no image was asked for.
    var outputs: Outputs?
    var summary: String

    init(_ result: DiffResult, options: DiffCommandOptions) {
        passed = result.passed
        identical = result.isIdentical
        sizeMismatch = result.sizeMismatch
        expected = Image(path: options.expectedPath, width: result.expectedSize.width, height: result.expectedSize.height)
        actual = Image(path: options.actualPath, width: result.actualSize.width, height: result.actualSize.height)
        differingPixels = result.differingPixels
        antialiasedPixels = result.antialiasedPixels
        ignoredPixels = result.ignoredPixels
        totalPixels = result.totalPixels
        comparedPixels = result.comparedPixels
        diffRatio = result.diffRatio
        threshold = result.threshold
        includeAA = options.diff.includeAA
        switch result.budget {
        case .pixels(let limit): budget = Budget(maxDiffPixels: limit)
        case .ratio(let limit): budget = Budget(maxDiffRatio: limit)
        }
        outputs = options.outputs.isEmpty ? nil : Outputs(diff: options.diffImagePath, panel: options.panelPath)
        summary = result.summary
    }

    /// Pretty-printed with sorted keys, so the output is stable.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
