import BoxTreeModel
import Diffing
import Imaging
import Testing

/// Crafted pairs whose counts must equal pixelmatch's. The expected numbers
/// were computed by reference/pixelmatch_reference.py (a plain transcription
/// of pixelmatch's algorithm; run it to print them) and cross-checked against
/// pixelmatch 7.1.0's own index.js on the same pixels (differing and
/// anti-aliased pixels, the latter read back from its diff image; the cases
/// with ignore regions are Diffing's own); each case's name is the name the
/// script prints.
@Suite struct PixelmatchAgreementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expected: RasterImage
        var actual: RasterImage
        var options = DiffOptions()
        var differing: Int
        var antialiased: Int
        var ignored = 0
        var testDescription: String { name }
    }

    typealias T = TestImages
    static let grey128 = T.filled(8, 8, RGBA(128, 128, 128))

    static let cases: [Case] = [
        Case(name: "identical", expected: T.checker(8, 8), actual: T.checker(8, 8), differing: 0, antialiased: 0),
        Case(name: "one changed pixel", expected: T.white16, actual: T.withPixels(T.white16, [(5, 7, .black)]),
             differing: 1, antialiased: 0),
        Case(name: "three changed pixels", expected: T.white16, actual: T.threeChanged, differing: 3, antialiased: 0),
        // A 1-px shift of an anti-aliased edge is anti-aliasing, not change.
        Case(name: "disc shifted 1px", expected: T.discAt24, actual: T.discAt25, differing: 0, antialiased: 112),
        Case(name: "disc shifted 1px, includeAA", expected: T.discAt24, actual: T.discAt25,
             options: DiffOptions(includeAA: true), differing: 112, antialiased: 0),
        // Two pixels of shift leave a solid column of change in the middle of each edge.
        Case(name: "disc shifted 2px, one pixel changed", expected: T.discAt24, actual: T.discAt26WithBluePixel,
             differing: 37, antialiased: 128),
        // Over the backdrop's dark channels (48) the faintest rim pixels fall
        // under the threshold: 75 of the 112 remain, all anti-aliasing.
        Case(name: "alpha disc shifted 1px", expected: T.alphaDisc(48, 48, cx8: 192, cy8: 192, r8: 99),
             actual: T.alphaDisc(48, 48, cx8: 200, cy8: 192, r8: 99), differing: 0, antialiased: 75),
        Case(name: "bar shifted 1px", expected: T.slantedBar(40, 24, offset8: 40), actual: T.slantedBar(40, 24, offset8: 48),
             differing: 0, antialiased: 88),
        Case(name: "bar shifted 1px, includeAA", expected: T.slantedBar(40, 24, offset8: 40),
             actual: T.slantedBar(40, 24, offset8: 48), options: DiffOptions(includeAA: true), differing: 88, antialiased: 0),
        // Grey +26 gives delta 341.6, under 35215 * 0.1^2 = 352.15; +27 gives 368.4.
        Case(name: "grey +26 (below 0.1)", expected: grey128, actual: T.filled(8, 8, RGBA(154, 154, 154)),
             differing: 0, antialiased: 0),
        Case(name: "grey +27 (above 0.1)", expected: grey128, actual: T.filled(8, 8, RGBA(155, 155, 155)),
             differing: 64, antialiased: 0),
        Case(name: "grey +27, threshold 0.2", expected: grey128, actual: T.filled(8, 8, RGBA(155, 155, 155)),
             options: DiffOptions(threshold: 0.2), differing: 0, antialiased: 0),
        Case(name: "grey +1, threshold 0", expected: grey128, actual: T.filled(8, 8, RGBA(129, 128, 128)),
             options: DiffOptions(threshold: 0), differing: 64, antialiased: 0),
        // Alpha: pixels that are not opaque are seen over pixelmatch 7.1's
        // backdrop, whose red is always 48, so nothing transparent passes for
        // white (over plain white all three of these counted 0).
        Case(name: "transparent vs white", expected: T.filled(8, 8, .transparent), actual: T.filled(8, 8, .white),
             differing: 64, antialiased: 0),
        Case(name: "half black vs grey 127", expected: T.filled(8, 8, RGBA(0, 0, 0, 128)),
             actual: T.filled(8, 8, RGBA(127, 127, 127)), differing: 64, antialiased: 0),
        // Half black over a backdrop of (48, 48, 48) is (24, 24, 24) away from
        // it, under the threshold (delta 293); one of the 64 has that backdrop.
        Case(name: "half black vs transparent", expected: T.filled(8, 8, RGBA(0, 0, 0, 128)),
             actual: T.filled(8, 8, .transparent), differing: 63, antialiased: 0),
        // See `AlphaCountsTests` for the counts worked out by hand.
        Case(name: "white 40/255 vs transparent, 10x1", expected: T.filled(10, 1, RGBA(255, 255, 255, 40)),
             actual: T.filled(10, 1, .transparent), differing: 6, antialiased: 0),
        Case(name: "white vs transparent, 256x256", expected: T.filled(256, 256, .white),
             actual: T.filled(256, 256, .transparent), differing: 65536, antialiased: 0),
        Case(name: "white vs transparent triangle, 256x256", expected: T.triangle(256, .white),
             actual: T.triangle(256, .transparent), differing: 32896, antialiased: 0),
        // Different sizes: compared over the union, padded with transparent
        // pixels, which no longer pass for white: the two new columns count.
        Case(name: "white 10x10 vs white 12x10", expected: T.filled(10, 10, .white), actual: T.filled(12, 10, .white),
             differing: 20, antialiased: 0),
        Case(name: "black 10x8 vs black 8x10", expected: T.filled(10, 8, .black), actual: T.filled(8, 10, .black),
             differing: 32, antialiased: 0),
        // Ignore regions (Diffing's addition; the script skips the same pixels).
        Case(name: "three changed, (1,1,10,6) ignored", expected: T.white16, actual: T.threeChanged,
             options: DiffOptions(ignoredRegions: [Rect(x: 1, y: 1, width: 10, height: 6)]),
             differing: 1, antialiased: 0, ignored: 60),
        Case(name: "three changed, two overlapping regions", expected: T.white16, actual: T.threeChanged,
             options: DiffOptions(ignoredRegions: [Rect(x: 0, y: 0, width: 4, height: 4),
                                                   Rect(x: 2, y: 2, width: 4, height: 4),
                                                   Rect(x: 14, y: 14, width: 10, height: 10)]),
             differing: 2, antialiased: 0, ignored: 32),
    ]

    @Test(arguments: cases)
    func countsAgreeWithPixelmatch(_ testCase: Case) {
        let result = ImageDiff.compare(testCase.expected, testCase.actual, options: testCase.options).result
        #expect(result.differingPixels == testCase.differing)
        #expect(result.antialiasedPixels == testCase.antialiased)
        #expect(result.ignoredPixels == testCase.ignored)
    }

    /// Drawing the diff image must not change what is counted.
    @Test(arguments: cases)
    func drawingGivesTheSameCounts(_ testCase: Case) {
        let counted = ImageDiff.compare(testCase.expected, testCase.actual, options: testCase.options)
        let drawn = ImageDiff.compare(testCase.expected, testCase.actual, options: testCase.options, outputs: [.diffImage, .panel])
        #expect(drawn.result == counted.result)
        #expect(drawn.diffImage != nil && drawn.panelImage != nil)
        #expect(counted.diffImage == nil && counted.panelImage == nil)
    }

    /// pixelmatch's test is symmetric in the two images except for which one
    /// the diff image fades; the counts must not depend on the order.
    @Test(arguments: cases)
    func countsDoNotDependOnOrder(_ testCase: Case) {
        let forward = ImageDiff.compare(testCase.expected, testCase.actual, options: testCase.options).result
        let backward = ImageDiff.compare(testCase.actual, testCase.expected, options: testCase.options).result
        #expect(forward.differingPixels == backward.differingPixels)
        #expect(forward.antialiasedPixels == backward.antialiasedPixels)
    }
}
