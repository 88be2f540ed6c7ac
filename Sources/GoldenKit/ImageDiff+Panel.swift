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
        let width = slot * 3 + panelGap * 2
        let height = images.map(\.height).max() ?? 0
        var words = [UInt32](repeating: 0, count: width * height)
        words.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for gap in 1...2 {
                    let start = y * width + slot * gap + panelGap * (gap - 1)
                    out[start..<(start + panelGap)].update(repeating: gapColor)
                }
            }
            for (index, image) in images.enumerated() {
                let left = index * (slot + panelGap)
                image.pixels.withUnsafeBytes { source in
                    for y in 0..<image.height {
                        UnsafeMutableRawPointer(out.baseAddress! + y * width + left)
                            .copyMemory(from: source.baseAddress! + y * image.stride, byteCount: image.width * 4)
                    }
                }
            }
        }
        let bytes = words.withUnsafeBytes { [UInt8]($0) }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: bytes)
    }
}
