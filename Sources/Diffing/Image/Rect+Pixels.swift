import Foundation
import BoxTreeModel
import NumberText

// Ignore regions are the box tree's `Rect`, in image pixels instead of
// points: one rectangle type for layout and comparison, so a mask can be
// an element's frame scaled to pixels with no conversion between types.
extension Rect {
    /// Parses `X,Y,W,H` in whole pixels, as `--ignore` and `preview.json`
    /// write a region; `nil` unless all four are integers with `X, Y >= 0`
    /// and `W, H > 0`.
    public init?(pixelRegion text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              x >= 0, y >= 0, w > 0, h > 0 else { return nil }
        self.init(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
    }

    /// `X,Y,W,H`, the form `init(pixelRegion:)` reads (numbers as people write them).
    public var pixelRegionText: String {
        [x, y, width, height].map(NumberText.plain).joined(separator: ",")
    }

    /// The whole pixels this rectangle touches, inside a canvas of `canvas`
    /// pixels: edges rounded outwards (a region never leaves a partly
    /// covered pixel compared), then clipped. `nil` when nothing is left.
    func pixelBounds(in canvas: PixelSize) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite else { return nil }
        let left = max(0, Self.clamped(minX.rounded(.down))), right = min(canvas.width, Self.clamped(maxX.rounded(.up)))
        let top = max(0, Self.clamped(minY.rounded(.down))), bottom = min(canvas.height, Self.clamped(maxY.rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    private static func clamped(_ value: Double) -> Int { Int(min(max(value, -1e9), 1e9)) }
}
