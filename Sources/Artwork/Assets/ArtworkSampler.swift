import BoxTreeModel
import Imaging

/// Averages the pixels of a bitmap that land under a region of the screen,
/// placing the bitmap as the renderer does (scaled per content mode, centred).
/// Used to estimate what lies behind the close glyph when it sits on artwork
/// (lint) and under the home indicator (layout).
public struct ArtworkSampler {
    public let raster: RasterImage
    public let contentMode: ImageContent.ContentMode
    /// At most this many samples a side: an estimate, not a histogram.
    public var maxSamplesPerSide = 48

    public init(raster: RasterImage, contentMode: ImageContent.ContentMode) {
        self.raster = raster
        self.contentMode = contentMode
    }

    public func averageColor(drawnIn frame: Rect, under region: Rect) -> RGBAColor? {
        guard raster.width > 0, raster.height > 0, frame.width > 0, frame.height > 0 else { return nil }
        let width = Double(raster.width), height = Double(raster.height)
        let scale = contentMode == .aspectFill
            ? max(frame.width / width, frame.height / height)
            : min(frame.width / width, frame.height / height)
        guard scale.isFinite, scale > 0 else { return nil }
        let drawn = Rect(x: frame.midX - width * scale / 2, y: frame.midY - height * scale / 2, width: width * scale, height: height * scale)
        guard let visible = region.clipped(to: frame)?.clipped(to: drawn) else { return nil }

        let x0 = max(0, Int(((visible.minX - drawn.minX) / scale).rounded(.down)))
        let x1 = min(raster.width, max(x0 + 1, Int(((visible.maxX - drawn.minX) / scale).rounded(.up))))
        let y0 = max(0, Int(((visible.minY - drawn.minY) / scale).rounded(.down)))
        let y1 = min(raster.height, max(y0 + 1, Int(((visible.maxY - drawn.minY) / scale).rounded(.up))))
        let stepX = max(1, (x1 - x0) / maxSamplesPerSide), stepY = max(1, (y1 - y0) / maxSamplesPerSide)

        // Colour weighted by alpha, so transparent pixels do not darken the average.
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0, count = 0.0
        for y in stride(from: y0, to: y1, by: stepY) {
            for x in stride(from: x0, to: x1, by: stepX) {
                let pixel = raster.rgba(x: x, y: y)
                let a = Double(pixel.a) / 255
                red += Double(pixel.r) * a
                green += Double(pixel.g) * a
                blue += Double(pixel.b) * a
                alpha += a
                count += 1
            }
        }
        guard count > 0 else { return nil }
        guard alpha > 0 else { return .clear }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(255, max(0, (sum / alpha).rounded()))) }
        return RGBAColor(red: channel(red), green: channel(green), blue: channel(blue),
                         alpha: UInt8(min(255, (alpha / count * 255).rounded())))
    }
}
