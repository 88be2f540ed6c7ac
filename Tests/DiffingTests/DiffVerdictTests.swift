import BoxTreeModel
import Diffing
import Imaging
import Testing

/// Budgets and sizes decide the verdict; anti-aliasing never fails it.
@Suite struct DiffVerdictTests {
    typealias T = TestImages

    /// Three differing pixels out of 256 (1.17%).
    @Test(arguments: [
        (DiffBudget.zero, false), (.pixels(2), false), (.pixels(3), true), (.pixels(100), true),
        (.ratio(0.01), false), (.ratio(0.0117), false), (.ratio(0.0118), true), (.ratio(1), true),
    ])
    func budgets(_ budget: DiffBudget, passes: Bool) {
        let result = ImageDiff.compare(T.white16, T.threeChanged, options: DiffOptions(budget: budget)).result
        #expect(result.differingPixels == 3)
        #expect(result.passed == passes)
        #expect(result.isWithinBudget == passes)
    }

    @Test func oneRealPixelFailsTheDefaultBudget() {
        let result = ImageDiff.compare(T.white16, T.withPixels(T.white16, [(5, 7, .black)])).result
        #expect(!result.passed)
        #expect(result.diffRatio == 1.0 / 256)
    }

    @Test func antialiasingAlonePasses() {
        let result = ImageDiff.compare(T.discAt24, T.discAt25).result
        #expect(result.antialiasedPixels > 0 && result.differingPixels == 0)
        #expect(result.passed)
        #expect(!result.isIdentical)
    }

    @Test func ratioIsOverComparedPixels() {
        let options = DiffOptions(budget: .ratio(0.005), ignoredRegions: [Rect(x: 0, y: 0, width: 16, height: 15)])
        let result = ImageDiff.compare(T.white16, T.withPixels(T.white16, [(0, 15, .black)]), options: options).result
        #expect(result.comparedPixels == 16 && result.totalPixels == 256 && result.ignoredPixels == 240)
        #expect(result.diffRatio == 1.0 / 16)
        #expect(!result.passed, "1 of 16 compared pixels is over 0.5%, though 1 of 256 would not be")
    }

    @Test func differentSizesAlwaysFailEvenWithoutDifferingPixels() {
        // Transparent images: the padding is transparent too, so no pixel differs.
        let result = ImageDiff.compare(T.filled(10, 10, .transparent), T.filled(12, 10, .transparent),
                                       options: DiffOptions(budget: .ratio(1))).result
        #expect(result.sizeMismatch)
        #expect(result.differingPixels == 0)
        #expect(result.isWithinBudget)
        #expect(!result.passed)
        #expect(result.expectedSize == PixelSize(width: 10, height: 10))
        #expect(result.actualSize == PixelSize(width: 12, height: 10))
        #expect(result.canvasSize == PixelSize(width: 12, height: 10))
        #expect(result.totalPixels == 120)
    }

    @Test func identicalPixelsAreReportedAsSuch() {
        let result = ImageDiff.compare(T.checker(8, 8), T.checker(8, 8)).result
        #expect(result.isIdentical && result.passed)
        // Equal pixels behind different row padding are still identical.
        var padded = T.checker(8, 8)
        var rows: [UInt8] = []
        for y in 0..<8 {
            rows += padded.pixels[(y * 32)..<(y * 32 + 32)]
            rows += [1, 2, 3, 4]
        }
        padded.pixels = rows
        padded.stride = 36
        #expect(ImageDiff.compare(T.checker(8, 8), padded).result.isIdentical)
    }

    @Test func regionsBeyondTheCanvasAreClipped() {
        let options = DiffOptions(ignoredRegions: [Rect(x: 12, y: 12, width: 100, height: 100),
                                                   Rect(x: 40, y: 0, width: 5, height: 5)])
        let result = ImageDiff.compare(T.white16, T.threeChanged, options: options).result
        #expect(result.ignoredPixels == 16)
        #expect(result.differingPixels == 2)
    }
}
