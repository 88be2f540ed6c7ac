import BoxTreeModel
@testable import Diffing
import Imaging
import Testing

/// The kernel splits rows across cores; the split must not show in the result.
@Suite struct ParallelDeterminismTests {
    /// 320x300 (over the parallel threshold): a disc shifted 1px and
    /// scattered single-pixel changes from a fixed linear congruential sequence.
    static func pair() -> (RasterImage, RasterImage) {
        let expected = TestImages.disc(320, 300, cx8: 160 * 8, cy8: 150 * 8, r8: 100 * 8 + 3)
        var seed: UInt64 = 42
        var changes: [(x: Int, y: Int, colour: RGBA)] = []
        for _ in 0..<500 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let value = Int(truncatingIfNeeded: seed >> 33)
            changes.append((value % 320, (value / 320) % 300, RGBA(UInt8(value & 255), 0, UInt8((value >> 8) & 255))))
        }
        let actual = TestImages.withPixels(TestImages.disc(320, 300, cx8: 161 * 8, cy8: 150 * 8, r8: 100 * 8 + 3), changes)
        return (expected, actual)
    }

    @Test func parallelEqualsSerial() {
        let (expected, actual) = Self.pair()
        let parallel = ImageDiff.compare(expected, actual, options: DiffOptions(ignoredRegions: [Rect(x: 5, y: 5, width: 50, height: 50)]),
                                         outputs: .diffImage)
        #expect(parallel.result.differingPixels > 0 && parallel.result.antialiasedPixels > 0)

        let canvas = PixelSize(width: 320, height: 300)
        var serialCounts = DiffKernel.Counts()
        let serialImage = CanvasPixels.with(expected, canvas: canvas) { a in
            CanvasPixels.with(actual, canvas: canvas) { b in
                CanvasPixels.draw(canvas) { out in
                    let kernel = DiffKernel(expected: a, actual: b, width: 320, height: 300,
                                            maxDelta: YIQ.maxAcceptedDelta(threshold: 0.1), detectsAntialiasing: true,
                                            mask: IgnoreMask([Rect(x: 5, y: 5, width: 50, height: 50)], canvas: canvas),
                                            output: out)
                    serialCounts = kernel.run(rows: 0..<300)
                }
            }
        }
        #expect(parallel.result.differingPixels == serialCounts.differing)
        #expect(parallel.result.antialiasedPixels == serialCounts.antialiased)
        // The change's bounds and fingerprint (which reports group by) do not depend on the split either.
        #expect(parallel.result.differingBounds == Rect(x: Double(serialCounts.minX), y: Double(serialCounts.minY),
                                                        width: Double(serialCounts.maxX - serialCounts.minX + 1),
                                                        height: Double(serialCounts.maxY - serialCounts.minY + 1)))
        #expect(parallel.result.changeFingerprint == serialCounts.fingerprint && serialCounts.fingerprint != 0)
        #expect(parallel.diffImage == serialImage)
    }

    @Test func repeatedRunsAreIdentical() {
        let (expected, actual) = Self.pair()
        let first = ImageDiff.compare(expected, actual, outputs: .panel)
        for _ in 0..<3 {
            let again = ImageDiff.compare(expected, actual, outputs: .panel)
            #expect(again.result == first.result)
            #expect(again.panelImage == first.panelImage)
        }
    }

    /// The bounds hold exactly the differing pixels; the fingerprint tells
    /// apart changes of the same count at other places or to other colours.
    @Test func boundsAndFingerprintDescribeTheChange() {
        let white = TestImages.image(width: 40, height: 30, Array(repeating: .white, count: 1200))
        func changed(_ pixels: [(x: Int, y: Int, colour: RGBA)]) -> DiffResult {
            ImageDiff.compare(white, TestImages.withPixels(white, pixels)).result
        }
        let two = changed([(3, 4, .black), (10, 20, .black)])
        #expect(two.differingPixels == 2)
        #expect(two.differingBounds == Rect(x: 3, y: 4, width: 8, height: 17))
        #expect(changed([(3, 4, .black), (10, 20, .black)]).changeFingerprint == two.changeFingerprint, "the same change")
        #expect(changed([(4, 4, .black), (10, 20, .black)]).changeFingerprint != two.changeFingerprint, "another place")
        #expect(changed([(3, 4, RGBA(200, 0, 0)), (10, 20, .black)]).changeFingerprint != two.changeFingerprint, "another colour")
        let none = ImageDiff.compare(white, white).result
        #expect(none.differingBounds == nil && none.changeFingerprint == 0)
    }
}
