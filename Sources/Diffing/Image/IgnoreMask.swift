import BoxTreeModel

/// The ignored regions clipped to the canvas, answered row by row: a row's
/// ignored pixels are a few sorted, non-overlapping spans.
struct IgnoreMask: Sendable {
    private let regions: [(columns: Range<Int>, rows: Range<Int>)]

    /// `regions` in pixels; fractional edges (an element's frame scaled to
    /// pixels) cover every pixel they touch.
    init(_ regions: [Rect], canvas: PixelSize) {
        self.regions = regions.compactMap { $0.pixelBounds(in: canvas) }
    }

    var isEmpty: Bool { regions.isEmpty }

    /// The ignored spans of row `y`, merged and sorted.
    func spans(row y: Int) -> [Range<Int>] {
        var spans = regions.lazy.filter { $0.rows.contains(y) }
            .map(\.columns)
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged = 0
        for index in spans.indices.dropFirst() {
            if spans[index].lowerBound <= spans[merged].upperBound {
                spans[merged] = spans[merged].lowerBound..<max(spans[merged].upperBound, spans[index].upperBound)
            } else {
                merged += 1
                spans[merged] = spans[index]
            }
        }
        return Array(spans.prefix(spans.isEmpty ? 0 : merged + 1))
    }

    /// How many pixels of a canvas `height` rows tall are ignored.
    func pixelCount(height: Int) -> Int {
        guard !isEmpty else { return 0 }
        return (0..<height).reduce(0) { total, y in total + spans(row: y).reduce(0) { $0 + $1.count } }
    }
}

extension [Range<Int>] {
    /// Whether `x` lies in one of these spans (few, so a scan beats a search).
    @inline(__always)
    func containsPixel(_ x: Int) -> Bool {
        for span in self where span.contains(x) { return true }
        return false
    }
}
