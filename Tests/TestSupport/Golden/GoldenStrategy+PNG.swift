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
            let comparison = ImageDiff.compare(try ImageDecoder.decode(expected), try ImageDecoder.decode(actual),
                                               options: DiffOptions(threshold: 0), outputs: [.panel])
            if comparison.result.passed { return nil }
            return Mismatch(comparison.result.summary, diffPNG: try comparison.panelImage.map { try PNGEncoder.encode($0) })
        },
        recorded: { actual in
            try PNGEncoder.encode(opaque: try ImageDecoder.decode(actual), compression: .compact)
        })
}
