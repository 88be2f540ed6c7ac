import Imaging

extension ImageDiff {
    /// The space between the panels, in pixels.
    public static let panelGap = 16
    /// The gap's colour: opaque mid grey, visible on light and dark viewers.
    static let gapColor: UInt32 = 0xFF80_8080

    /// `expected | diff | actual` side by side, `panelGap` apart, for a
    /// reviewer. Each panel is as wide as the widest image; smaller images sit
    /// in their panel's top-left corner on transparent pixels.
    public static func panel(expected: RasterImage, diff: RasterImage, actual: RasterImage) -> RasterImage {
        let images = [expected, diff, actual]
        let slot = images.map(\.width).max() ?? 0
        let canvas = PixelSize(width: slot * 3 + panelGap * 2, height: images.map(\.height).max() ?? 0)
        // Every byte is written once: image rows, their transparent
        // remainder, and the gaps; no zero-filling pass first.
        return CanvasPixels.draw(canvas) { out in
            for y in 0..<canvas.height {
                var cursor = out + y * canvas.width
                for (index, image) in images.enumerated() {
                    let copied = y < image.height ? image.width : 0
                    if copied > 0 {
                        image.pixels.withUnsafeBytes { source in
                            UnsafeMutableRawPointer(cursor).copyMemory(from: source.baseAddress! + y * image.stride,
                                                                       byteCount: copied * 4)
                        }
                    }
                    (cursor + copied).update(repeating: 0, count: slot - copied)
                    cursor += slot
                    if index < 2 {
                        cursor.update(repeating: gapColor, count: panelGap)
                        cursor += panelGap
                    }
                }
            }
        }
    }
}
