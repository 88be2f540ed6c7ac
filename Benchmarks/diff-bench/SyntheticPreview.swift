import Foundation
import Imaging

/// A stand-in for a rendered 1179x2556 preview, drawn without the renderer
/// so the benchmark runs on any branch: a gradient app screen under a scrim,
/// a modal card with photo-like artwork (noisy, so it compresses and decodes
/// like a real picture), lines of anti-aliased "glyphs" and a button.
///
/// The `changed` variant differs as a real regression would: the button's
/// colour changed and the title moved one pixel right (anti-aliasing).
struct SyntheticPreview {
    var width = 1179
    var height = 2556
    var changed = false

    /// Straight RGB, 0...1, painted back to front.
    private var red: [Float] = [], green: [Float] = [], blue: [Float] = []

    init(width: Int, height: Int, changed: Bool) {
        self.width = width
        self.height = height
        self.changed = changed
    }

    mutating func render() -> RasterImage {
        red = .init(repeating: 0, count: width * height)
        green = red
        blue = red
        for y in 0..<height {
            let t = Float(y) / Float(height)
            for x in 0..<width {
                let i = y * width + x
                // App screen: a diagonal gradient, then a 45% black scrim.
                let s = Float(x) / Float(width)
                red[i] = (0.15 + 0.5 * t) * 0.55
                green[i] = (0.35 + 0.3 * s) * 0.55
                blue[i] = (0.8 - 0.4 * t) * 0.55
            }
        }
        let w = Float(width), h = Float(height)
        let card = (x: w * 0.06, y: h * 0.18, width: w * 0.88, height: h * 0.62)
        roundedRect(card.x, card.y, card.width, card.height, radius: 48, color: (1, 1, 1))
        artwork(x: Int(card.x + 40), y: Int(card.y + 40), width: Int(card.width - 80), height: Int(card.height * 0.42))
        // Title: larger glyphs; the changed variant draws them 1px to the right.
        let textTop = card.y + 80 + card.height * 0.42
        glyphLine(x: card.x + 60 + (changed ? 1 : 0), y: textTop, count: 14, size: 46, seed: 7)
        for line in 0..<9 {
            glyphLine(x: card.x + 60, y: textTop + 110 + Float(line) * 56, count: 30, size: 26, seed: UInt32(100 + line))
        }
        // Orange to red-orange: the kind of change a golden check must catch.
        let button = changed ? (Float(0.88), Float(0.24), Float(0.20)) : (Float(0.93), Float(0.40), Float(0.16))
        roundedRect(card.x + 60, card.y + card.height - 220, card.width - 120, 132, radius: 66, color: button)
        roundedRect(card.x + card.width / 2 - 150, card.y + card.height - 170, 300, 34, radius: 17, color: (1, 1, 1))
        return opaqueImage()
    }

    /// Paints a rounded rectangle, anti-aliased by its signed distance.
    private mutating func roundedRect(_ x: Float, _ y: Float, _ w: Float, _ h: Float, radius: Float,
                                      color: (Float, Float, Float)) {
        let x0 = max(0, Int(x) - 1), x1 = min(width - 1, Int(x + w) + 1)
        let y0 = max(0, Int(y) - 1), y1 = min(height - 1, Int(y + h) + 1)
        guard x0 <= x1, y0 <= y1 else { return }
        let cx = x + w / 2, cy = y + h / 2, hx = w / 2 - radius, hy = h / 2 - radius
        for py in y0...y1 {
            for px in x0...x1 {
                let dx = max(abs(Float(px) + 0.5 - cx) - hx, 0), dy = max(abs(Float(py) + 0.5 - cy) - hy, 0)
                let distance = (dx * dx + dy * dy).squareRoot() - radius
                let coverage = min(max(0.5 - distance, 0), 1)
                if coverage > 0 { paint(px, py, color, coverage) }
            }
        }
    }

    /// A run of small rounded blocks, like a line of text.
    private mutating func glyphLine(x: Float, y: Float, count: Int, size: Float, seed: UInt32) {
        var state = seed
        var pen = x
        for _ in 0..<count {
            state = state &* 1_664_525 &+ 1_013_904_223
            let glyphWidth = size * (0.35 + Float(state >> 28) / 24)
            roundedRect(pen, y, glyphWidth, size, radius: size * 0.12, color: (0.12, 0.12, 0.16))
            pen += glyphWidth + size * 0.22
        }
    }

    /// Smooth colour waves plus per-pixel noise, like a photograph.
    private mutating func artwork(x: Int, y: Int, width w: Int, height h: Int) {
        var state: UInt32 = 12345
        for py in y..<min(height, y + h) {
            for px in x..<min(width, x + w) {
                state = state &* 1_103_515_245 &+ 12345
                let noise = Float((state >> 16) & 31) / 255
                let u = Float(px - x) / Float(w), v = Float(py - y) / Float(h)
                let color = (0.5 + 0.4 * sin(u * 9 + v * 3) + noise, 0.45 + 0.35 * sin(v * 7 - u * 2), 0.5 + 0.3 * cos(u * 5 + v * 11))
                paint(px, py, color, 1)
            }
        }
    }

    private mutating func paint(_ x: Int, _ y: Int, _ color: (Float, Float, Float), _ coverage: Float) {
        let i = y * width + x
        red[i] += (color.0 - red[i]) * coverage
        green[i] += (color.1 - green[i]) * coverage
        blue[i] += (color.2 - blue[i]) * coverage
    }

    private func opaqueImage() -> RasterImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            for i in 0..<(width * height) {
                func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 1) * 255 + 0.5) }
                let word = 0xFF00_0000 | byte(red[i]) << 16 | byte(green[i]) << 8 | byte(blue[i])
                raw.storeBytes(of: word, toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: bytes)
    }
}
