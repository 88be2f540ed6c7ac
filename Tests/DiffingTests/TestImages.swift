import Imaging

/// Straight-alpha RGBA, as PNG files and pixelmatch hold colour.
struct RGBA: Hashable, Sendable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)
    static let transparent = RGBA(0, 0, 0, 0)
}

/// The crafted images of the pixelmatch agreement cases. Each generator
/// mirrors its namesake in reference/pixelmatch_reference.py, with integer
/// arithmetic only, so both build the same pixels.
enum TestImages {
    /// Premultiplies like the PNG decoder (round to nearest) into native ARGB32.
    static func image(width: Int, height: Int, _ pixels: [RGBA]) -> RasterImage {
        precondition(pixels.count == width * height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { raw in
            for (index, p) in pixels.enumerated() {
                let a = UInt32(p.a)
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                let word = a << 24 | premultiplied(p.r) << 16 | premultiplied(p.g) << 8 | premultiplied(p.b)
                raw.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self)
            }
        }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: bytes)
    }

    static func filled(_ width: Int, _ height: Int, _ colour: RGBA) -> RasterImage {
        image(width: width, height: height, Array(repeating: colour, count: width * height))
    }

    /// `base` with some pixels replaced.
    static func withPixels(_ base: RasterImage, _ changes: [(x: Int, y: Int, colour: RGBA)]) -> RasterImage {
        var copy = base
        copy.pixels.withUnsafeMutableBytes { raw in
            for change in changes {
                let single = image(width: 1, height: 1, [change.colour])
                let word = single.pixels.withUnsafeBytes { $0.load(as: UInt32.self) }
                raw.storeBytes(of: word, toByteOffset: change.y * copy.stride + change.x * 4, as: UInt32.self)
            }
        }
        return copy
    }

    /// Subsamples (of 16) of pixel (px, py) inside a disc; centre and radius
    /// in eighths of a pixel, samples at (8px + 2i + 1, 8py + 2j + 1).
    static func discCoverage(px: Int, py: Int, cx8: Int, cy8: Int, r8: Int) -> Int {
        var count = 0
        for j in 0..<4 {
            for i in 0..<4 {
                let dx = px * 8 + 2 * i + 1 - cx8, dy = py * 8 + 2 * j + 1 - cy8
                if dx * dx + dy * dy <= r8 * r8 { count += 1 }
            }
        }
        return count
    }

    /// A black disc on white, anti-aliased by 4x4 supersampling.
    static func disc(_ width: Int, _ height: Int, cx8: Int, cy8: Int, r8: Int) -> RasterImage {
        var pixels: [RGBA] = []
        for py in 0..<height {
            for px in 0..<width {
                let v = UInt8(255 - 255 * discCoverage(px: px, py: py, cx8: cx8, cy8: cy8, r8: r8) / 16)
                pixels.append(RGBA(v, v, v))
            }
        }
        return image(width: width, height: height, pixels)
    }

    /// The same disc in black at opacity coverage/16 on transparent pixels.
    static func alphaDisc(_ width: Int, _ height: Int, cx8: Int, cy8: Int, r8: Int) -> RasterImage {
        var pixels: [RGBA] = []
        for py in 0..<height {
            for px in 0..<width {
                let alpha = UInt8(255 * discCoverage(px: px, py: py, cx8: cx8, cy8: cy8, r8: r8) / 16)
                pixels.append(alpha == 0 ? .transparent : RGBA(0, 0, 0, alpha))
            }
        }
        return image(width: width, height: height, pixels)
    }

    /// A dark blue bar between two lines of slope 1/3, anti-aliased by 4x4
    /// supersampling; `offset8` moves it right in eighths of a pixel.
    static func slantedBar(_ width: Int, _ height: Int, offset8: Int) -> RasterImage {
        var pixels: [RGBA] = []
        for py in 0..<height {
            for px in 0..<width {
                var count = 0
                for j in 0..<4 {
                    for i in 0..<4 {
                        let t = 3 * (px * 8 + 2 * i + 1 - offset8) - (py * 8 + 2 * j + 1)
                        if 0 <= t && t < 96 { count += 1 }
                    }
                }
                pixels.append(RGBA(UInt8(255 - (255 - 20) * count / 16), UInt8(255 - (255 - 40) * count / 16),
                                   UInt8(255 - (255 - 160) * count / 16)))
            }
        }
        return image(width: width, height: height, pixels)
    }

    /// `colour` where x >= y (the top-right triangle with its diagonal, as in
    /// pixelmatch's own 8a/5b pair), an opaque gradient elsewhere.
    static func triangle(_ size: Int, _ colour: RGBA) -> RasterImage {
        var pixels: [RGBA] = []
        for y in 0..<size {
            for x in 0..<size {
                pixels.append(x >= y ? colour : RGBA(UInt8((y - x) % 256), UInt8((x * 3) % 256), UInt8((y * 5) % 256)))
            }
        }
        return image(width: size, height: size, pixels)
    }

    static func checker(_ width: Int, _ height: Int) -> RasterImage {
        var pixels: [RGBA] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(RGBA(UInt8((x * 37 + y * 11) % 256), UInt8((x * 5 + y * 53) % 256), UInt8((x * y) % 256)))
            }
        }
        return image(width: width, height: height, pixels)
    }

    /// Pixel (x, y) as a native ARGB32 word.
    static func word(_ image: RasterImage, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels.withUnsafeBytes { $0.load(fromByteOffset: y * image.stride + x * 4, as: UInt32.self) }
    }

    // The pairs shared by several tests.
    static let white16 = filled(16, 16, .white)
    static let threeChanged = withPixels(white16, [(2, 2, .black), (8, 3, .black), (12, 12, RGBA(255, 0, 0))])
    static let discAt24 = disc(48, 48, cx8: 24 * 8, cy8: 24 * 8, r8: 12 * 8 + 3)
    static let discAt25 = disc(48, 48, cx8: 25 * 8, cy8: 24 * 8, r8: 12 * 8 + 3)
    static let discAt26WithBluePixel = withPixels(disc(48, 48, cx8: 26 * 8, cy8: 24 * 8, r8: 12 * 8 + 3),
                                                  [(2, 2, RGBA(0, 128, 255))])
}
