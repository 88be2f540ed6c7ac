/// The colours of the diff image, as opaque ARGB32 words, and pixelmatch's
/// faded-grey rendering of the pixels that match.
enum DiffPalette {
    static let differing: UInt32 = 0xFFFF_0000
    static let antialiased: UInt32 = 0xFFFF_FF00
    /// The opacity of the expected image under the marks, as in pixelmatch.
    static let fade = 0.1

    /// The pixel's brightness at 10% opacity over white, as grey. With
    /// straight colour pixelmatch computes `255 + (Y - 255) * 0.1 * a / 255`;
    /// `Y * a / 255` is the brightness of the premultiplied channels.
    /// Truncated like pixelmatch's byte arrays.
    @inline(__always)
    static func faded(_ pixel: UInt32) -> UInt32 {
        let r = Double((pixel >> 16) & 255), g = Double((pixel >> 8) & 255), b = Double(pixel & 255)
        let alpha = Double(pixel >> 24)
        let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - alpha) * fade
        return grey(UInt32(max(0, min(255, value))))
    }

    /// An ignored pixel: its faded grey tinted blue, so a reviewer sees where
    /// the mask lies.
    @inline(__always)
    static func ignored(_ pixel: UInt32) -> UInt32 {
        let value = faded(pixel) & 255
        let dimmed = value * 4 / 5
        return 0xFF00_0000 | dimmed << 16 | dimmed << 8 | value
    }

    @inline(__always)
    static func grey(_ value: UInt32) -> UInt32 {
        0xFF00_0000 | value << 16 | value << 8 | value
    }
}
