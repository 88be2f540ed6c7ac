import BoxTreeModel
@testable import Diffing
import Imaging
import Testing

/// A change of opacity alone counts, as in pixelmatch 7.1: pixels that are
/// not opaque are seen over a backdrop that depends on their position
/// (`YIQ.Backdrop`), not over white. The numbers here are worked out by hand
/// from that rule; `PixelmatchAgreementTests` holds the same pairs to
/// pixelmatch's counts.
@Suite struct AlphaCountsTests {
    typealias T = TestImages

    /// The backdrop of pixel i: green follows floor(4i / φ), blue
    /// floor(4i / φ²), dark (48) when even; red is always 48.
    ///
    ///     i            0  1  2  3  4  5  6  7  8  9
    ///     4i / φ       0  2  4  7  9 12 14 17 19 22   green dark: 0 1 2 5 6 9
    ///     4i / φ²      0  1  3  4  6  7  9 10 12 13   blue dark:  0 3 4 7 8
    @Test func backdropFollowsPixelmatchsPattern() {
        let greenDark: Set = [0, 1, 2, 5, 6, 9], blueDark: Set = [0, 3, 4, 7, 8]
        for i in 0..<10 {
            let backdrop = YIQ.Backdrop(pixelIndex: i)
            #expect(backdrop.red == 48)
            #expect(backdrop.green == (greenDark.contains(i) ? 48 : 207), "green of \(i)")
            #expect(backdrop.blue == (blueDark.contains(i) ? 48 : 207), "blue of \(i)")
        }
    }

    /// White at opacity 40 against fully transparent, on one row of ten.
    /// Over a backdrop channel k the white shows as k + (255 - k) * 40/255:
    /// 32.5 above a dark channel and 7.5 above a light one, while the
    /// transparent pixel shows the backdrop itself. The squared YIQ distance
    /// is then 532.8 (green and blue dark), 474.2 (green dark, blue light),
    /// 208.0 (green light, blue dark) and 185.0 (both light), against 352.15
    /// for the default threshold 0.1: exactly the pixels whose green is dark
    /// differ, 0, 1, 2, 5, 6 and 9. Both rows are flat, so the anti-aliasing
    /// test (which needs darker and brighter neighbours) excuses none. Over
    /// plain white the two would have been equal: no pixel would count.
    @Test func semiTransparentAgainstTransparentCountsWhereTheBackdropIsDark() throws {
        let comparison = ImageDiff.compare(T.filled(10, 1, RGBA(255, 255, 255, 40)), T.filled(10, 1, .transparent),
                                           outputs: .diffImage)
        #expect(comparison.result.differingPixels == 6)
        #expect(comparison.result.antialiasedPixels == 0)
        let diff = try #require(comparison.diffImage)
        let red: UInt32 = 0xFFFF_0000
        let marked = (0..<10).filter { T.word(diff, $0, 0) == red }
        #expect(marked == [0, 1, 2, 5, 6, 9])
        // The same pair of colours all along the row: the kernel's reuse of
        // the last pair's verdict must not carry one backdrop's to another.
        #expect(ImageDiff.compare(T.filled(10, 1, .transparent), T.filled(10, 1, RGBA(255, 255, 255, 40))).result.differingPixels == 6)
    }

    /// Opaque white against fully transparent, 256x256: the transparent
    /// pixel shows the backdrop, whose red is always 48 (the byte offset 4i
    /// is even), 207 levels below white, a distance of at least 0.5053 ×
    /// (207 × 0.2989)² ≈ 1,931 whatever green and blue are: every pixel
    /// differs, 65,536. pixelmatch's own pair (its 8a.png and 5b.png) is
    /// white against transparent only on the triangle x >= y, opaque and
    /// equal elsewhere: 256 × 257 / 2 = 32,896 pixels, its count. Every
    /// changed pixel has three or more neighbours of its colour inside the
    /// triangle, so none is anti-aliasing.
    @Test func opaqueWhiteAgainstTransparentAlwaysDiffers() {
        let all = ImageDiff.compare(T.filled(256, 256, .white), T.filled(256, 256, .transparent)).result
        #expect(all.differingPixels == 65_536 && all.antialiasedPixels == 0)
        let triangle = ImageDiff.compare(T.triangle(256, .white), T.triangle(256, .transparent)).result
        #expect(triangle.differingPixels == 256 * 257 / 2 && triangle.antialiasedPixels == 0)
        #expect(triangle.differingBounds == Rect(x: 0, y: 0, width: 256, height: 256))
    }

    /// Opaque pairs never look at the backdrop: the same opaque pair of
    /// colours counts the same wherever it is.
    @Test func opaquePixelsIgnoreTheBackdrop() {
        for i in 0..<10 {
            let a = 0xFF80_8080 as UInt32, b = 0xFF9B_9B9B as UInt32
            #expect(YIQ.delta(a, b, at: i) == YIQ.delta(a, b, at: 0))
            #expect(YIQ.brightness(a, over: YIQ.Backdrop(pixelIndex: i)) == YIQ.brightness(a))
        }
    }
}
