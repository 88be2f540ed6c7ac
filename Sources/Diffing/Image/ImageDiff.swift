import BoxTreeModel
import Foundation
import Imaging

/// A perceptual image comparison in the manner of pixelmatch: the counts
/// agree with pixelmatch's on the same pair (see docs/diff.md).
///
/// 1. Byte-identical pixels match at once.
/// 2. Otherwise each pixel's colour distance (YIQ; a pixel that is not
///    opaque seen over pixelmatch 7.1's position-dependent backdrop) is compared
///    with the threshold; pixels above it are differences unless pixelmatch's
///    anti-aliasing test explains them as a shifted edge.
/// 3. Images of different sizes are compared on the union of their sizes,
///    padded with transparent pixels, and always fail.
public enum ImageDiff {
    /// Compares two decoded images.
    public static func compare(_ expected: RasterImage, _ actual: RasterImage,
                               options: DiffOptions = DiffOptions(), outputs: DiffOutputs = []) -> ImageComparison {
        let expectedSize = PixelSize(width: expected.width, height: expected.height)
        let actualSize = PixelSize(width: actual.width, height: actual.height)
        let canvas = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let mask = IgnoreMask(options.ignoredRegions, canvas: canvas)
        let drawsDiff = !outputs.isEmpty

        var diffImage: RasterImage?
        var counts = DiffKernel.Counts()
        let identical = expectedSize == actualSize && hasIdenticalPixels(expected, actual)
        CanvasPixels.with(expected, canvas: canvas) { a in
            if identical {
                // Nothing to classify; only the faded picture is needed.
                if drawsDiff { diffImage = drawFaded(a, canvas: canvas, mask: mask) }
                return
            }
            CanvasPixels.with(actual, canvas: canvas) { b in
                func run(into output: UnsafeMutablePointer<UInt32>?) -> DiffKernel.Counts {
                    DiffKernel(expected: a, actual: b, width: canvas.width, height: canvas.height,
                               maxDelta: YIQ.maxAcceptedDelta(threshold: options.threshold),
                               detectsAntialiasing: !options.includeAA, mask: mask, output: output).run()
                }
                if drawsDiff {
                    diffImage = CanvasPixels.draw(canvas) { counts = run(into: $0) }
                } else {
                    counts = run(into: nil)
                }
            }
        }

        let result = DiffResult(expectedSize: expectedSize, actualSize: actualSize, isIdentical: identical,
                                differingPixels: counts.differing, antialiasedPixels: counts.antialiased,
                                ignoredPixels: mask.pixelCount(height: canvas.height),
                                threshold: options.threshold, budget: options.budget,
                                differingBounds: counts.maxX < 0 ? nil : Rect(x: Double(counts.minX), y: Double(counts.minY),
                                                                              width: Double(counts.maxX - counts.minX + 1),
                                                                              height: Double(counts.maxY - counts.minY + 1)),
                                changeFingerprint: counts.fingerprint)
        let panelImage = outputs.contains(.panel) ? diffImage.map { Self.panel(expected: expected, diff: $0, actual: actual) } : nil
        return ImageComparison(result: result, diffImage: diffImage, panelImage: panelImage)
    }

    /// Same size and the same bytes in every row (padding between rows aside).
    static func hasIdenticalPixels(_ a: RasterImage, _ b: RasterImage) -> Bool {
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let rowBytes = a.width * 4
                if a.stride == b.stride && a.stride == rowBytes {
                    return memcmp(pa.baseAddress!, pb.baseAddress!, rowBytes * a.height) == 0
                }
                return (0..<a.height).allSatisfy { y in
                    memcmp(pa.baseAddress! + y * a.stride, pb.baseAddress! + y * b.stride, rowBytes) == 0
                }
            }
        }
    }

    /// The diff image of a pair without differences.
    static func drawFaded(_ pixels: UnsafePointer<UInt32>, canvas: PixelSize, mask: IgnoreMask) -> RasterImage {
        CanvasPixels.draw(canvas) { out in
            for y in 0..<canvas.height {
                let row = y * canvas.width
                for x in 0..<canvas.width { out[row + x] = DiffPalette.faded(pixels[row + x]) }
                for span in mask.isEmpty ? [] : mask.spans(row: y) {
                    for x in span { out[row + x] = DiffPalette.ignored(pixels[row + x]) }
                }
            }
        }
    }
}
