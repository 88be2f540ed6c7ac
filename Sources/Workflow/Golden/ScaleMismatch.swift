import BoxTreeModel
import NumberText

/// A PNG golden of the same screen drawn at another pixel scale (`pngScale`
/// changed, or a golden recorded before it was set): pixel comparison would
/// only report every pixel as different, so the check fails with what
/// happened and how to re-record instead.
struct ScaleMismatch: Equatable {
    var expectedScale: Double
    var actualScale: Double

    /// The scales both images were drawn at, when each is a whole scale of
    /// `points` (the variant's screen) and the two differ; `nil` otherwise.
    init?(expected: (width: Int, height: Int), actual: (width: Int, height: Int), points: Size) {
        guard points.width > 0, points.height > 0,
              let expectedScale = Self.scale(expected, of: points), let actualScale = Self.scale(actual, of: points),
              expectedScale != actualScale else { return nil }
        self.expectedScale = expectedScale
        self.actualScale = actualScale
    }

    /// The whole scale that draws `points` at `pixels` (rounded as the PNG renderer rounds).
    private static func scale(_ pixels: (width: Int, height: Int), of points: Size) -> Double? {
        let scale = (Double(pixels.width) / points.width).rounded()
        guard scale >= 1, Int((points.width * scale).rounded()) == pixels.width,
              Int((points.height * scale).rounded()) == pixels.height else { return nil }
        return scale
    }

    var summary: String {
        "the golden is drawn at \(NumberText.plain(expectedScale))x, the output at \(NumberText.plain(actualScale))x "
            + "(pngScale in preview.json changed?): re-record it with `preview-cli golden record --update failed`"
    }
}
