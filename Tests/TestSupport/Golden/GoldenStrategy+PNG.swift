import Foundation
import Diffing
import Imaging

extension GoldenStrategy {
    /// PNGs compared by their pixels through the project's own image diff, the
    /// code path of `preview-cli diff`, at threshold 0 and a budget of zero
    /// differing pixels: rendering is deterministic, so any colour change is a
    /// change (pixelmatch's default 0.1 lets #007AFF pass for #0066D6), while
    /// anti-aliasing detection still forgives an edge that moved. Recorded
    /// goldens are written compact, as `golden record` writes them, since they
    /// live in the repository.
    public static let png = GoldenStrategy(
        compare: { expected, actual in
            if expected == actual { return nil }
            // Goldens are stored compact and renders come out fast, so their bytes
            // differ even when every pixel is the same; equal pixels need no diff
            // (the diff of identical images passes by definition), and the pixel
            // walk is the slowest part of a debug-built test run.
            let expectedImage = try ImageDecoder.decode(expected), actualImage = try ImageDecoder.decode(actual)
            if expectedImage.hasSamePixels(as: actualImage) { return nil }
            let comparison = ImageDiff.compare(expectedImage, actualImage, options: DiffOptions(threshold: 0), outputs: [.panel])
            if comparison.result.passed { return nil }
            return Mismatch(comparison.result.summary, diffPNG: try comparison.panelImage.map { try PNGEncoder.encode($0) })
        },
        recorded: { actual in
            try PNGEncoder.encode(opaque: try ImageDecoder.decode(actual), compression: .compact)
        })
}
