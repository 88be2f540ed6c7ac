import BoxTreeModel
import Diffing
import Imaging
import Testing

/// The diff image: the expected image faded to grey at 10% over white,
/// differing pixels red, anti-aliased pixels yellow, as pixelmatch draws it.
/// Pixel classes come from reference/pixelmatch_reference.py (row 24 of
/// "disc shifted 2px, one pixel changed" prints as `...........aDa...`).
@Suite struct DiffImageTests {
    typealias T = TestImages
    static let red: UInt32 = 0xFFFF_0000
    static let yellow: UInt32 = 0xFFFF_FF00

    static func grey(_ value: UInt32) -> UInt32 { 0xFF00_0000 | value << 16 | value << 8 | value }

    @Test func marksDifferencesRedAndAntialiasingYellow() throws {
        let comparison = ImageDiff.compare(T.discAt24, T.discAt26WithBluePixel, outputs: .diffImage)
        let diff = try #require(comparison.diffImage)
        #expect(T.word(diff, 2, 2) == Self.red, "the changed blue pixel")
        #expect(T.word(diff, 12, 24) == Self.red, "the middle of the shifted edge")
        #expect(T.word(diff, 37, 24) == Self.red)
        #expect(T.word(diff, 11, 24) == Self.yellow, "the edge's anti-aliasing")
        #expect(T.word(diff, 13, 24) == Self.yellow)
        #expect(T.word(diff, 38, 24) == Self.yellow)
        #expect(T.word(diff, 0, 0) == Self.grey(255), "white stays white")
        // Black inside the disc: 255 + (0 - 255) * 0.1 = 229.5, truncated.
        #expect(T.word(diff, 24, 24) == Self.grey(229))
        #expect(diff.width == 48 && diff.height == 48)
    }

    @Test func matchingPixelsAreTheExpectedImageFaded() throws {
        // Grey 128: 255 + (128 * 1.00000001 - 255) * 0.1 = 242.3.
        let below = ImageDiff.compare(T.filled(8, 8, RGBA(128, 128, 128)), T.filled(8, 8, RGBA(154, 154, 154)), outputs: .diffImage)
        #expect(try #require(below.diffImage).pixels == T.filled(8, 8, RGBA(242, 242, 242)).pixels)
        // Transparent pixels fade to white; half-transparent black to 255 - 12.8.
        let half = ImageDiff.compare(T.filled(2, 2, RGBA(0, 0, 0, 128)), T.filled(2, 2, RGBA(0, 0, 0, 128)), outputs: .diffImage)
        #expect(T.word(try #require(half.diffImage), 1, 1) == Self.grey(242))
        let clear = ImageDiff.compare(T.filled(2, 2, .transparent), T.withPixels(T.filled(2, 2, .transparent), [(1, 1, .white)]),
                                      outputs: .diffImage)
        #expect(T.word(try #require(clear.diffImage), 0, 0) == Self.grey(255))
    }

    @Test func identicalImagesStillGetAFadedDiffImage() throws {
        let comparison = ImageDiff.compare(T.checker(8, 8), T.checker(8, 8), outputs: .diffImage)
        #expect(comparison.result.isIdentical)
        let diff = try #require(comparison.diffImage)
        for (x, y) in [(0, 0), (3, 5), (7, 7)] {
            let word = T.word(diff, x, y)
            #expect(word >> 24 == 255 && (word >> 16) & 255 == word & 255 && word & 255 >= 229, "grey at \(x),\(y)")
        }
    }

    @Test func ignoredPixelsAreTintedBlueAndNeverMarked() throws {
        let region = Rect(x: 1, y: 1, width: 10, height: 6)
        let comparison = ImageDiff.compare(T.white16, T.threeChanged, options: DiffOptions(ignoredRegions: [region]),
                                           outputs: .diffImage)
        let diff = try #require(comparison.diffImage)
        let inside = T.word(diff, 2, 2)
        #expect(inside & 255 == 255 && (inside >> 16) & 255 < 255, "bluish, not red: \(String(inside, radix: 16))")
        #expect(T.word(diff, 12, 12) == Self.red, "outside the region")
        #expect(T.word(diff, 0, 0) == Self.grey(255))
    }

    @Test func sizeMismatchDrawsOnTheUnionCanvas() throws {
        let comparison = ImageDiff.compare(T.filled(10, 8, .black), T.filled(8, 10, .black), outputs: .diffImage)
        let diff = try #require(comparison.diffImage)
        #expect(diff.width == 10 && diff.height == 10)
        #expect(T.word(diff, 9, 0) == Self.red, "black against padding")
        #expect(T.word(diff, 0, 9) == Self.red)
        #expect(T.word(diff, 9, 9) == Self.grey(255), "padding in both")
        #expect(T.word(diff, 0, 0) == Self.grey(229))
    }

    @Test func panelPutsExpectedDiffAndActualSideBySide() throws {
        let expected = T.filled(10, 8, .black), actual = T.filled(8, 10, .white)
        let comparison = ImageDiff.compare(expected, actual, outputs: .panel)
        let panel = try #require(comparison.panelImage)
        let gap = ImageDiff.panelGap
        #expect(panel.width == 3 * 10 + 2 * gap)
        #expect(panel.height == 10)
        #expect(T.word(panel, 0, 0) == 0xFF00_0000, "expected, left")
        #expect(T.word(panel, 0, 9) == 0, "below the shorter expected image: transparent")
        #expect(T.word(panel, 10, 0) == 0xFF80_8080, "the gap")
        #expect(T.word(panel, 10 + gap, 0) == Self.red, "diff, middle: black against white")
        #expect(T.word(panel, 10 + gap, 9) == Self.red, "padding against white: transparent never passes for white")
        #expect(T.word(panel, 2 * (10 + gap), 9) == 0xFFFF_FFFF, "actual, right")
        #expect(T.word(panel, 2 * (10 + gap) + 9, 0) == 0, "beside the narrower actual image: transparent")
        #expect(comparison.diffImage != nil, "the panel implies the diff image")
    }
}
