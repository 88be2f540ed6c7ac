/// pixelmatch's colour metric: the YIQ distance of Kotsarenko and Ramos
/// (2010), with semi-transparent pixels seen over white.
///
/// Pixels are premultiplied ARGB32 words. Over white, a channel `c` at opacity
/// `a` shows as `255 + (c - 255) * a / 255 = c * a / 255 + (255 - a)`: its
/// premultiplied value plus the white showing through. So blending needs no
/// division, and opaque pixels give exactly pixelmatch's numbers.
enum YIQ {
    /// The largest possible `delta`: black against white.
    static let maxDelta = 35215.0

    /// The squared distance `delta` must exceed for `threshold` (0...1).
    static func maxAcceptedDelta(threshold: Double) -> Double {
        maxDelta * threshold * threshold
    }

    @inline(__always)
    static func overWhite(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        let white = 255 &- (pixel >> 24)
        return (Double((pixel >> 16) & 255 &+ white), Double((pixel >> 8) & 255 &+ white), Double(pixel & 255 &+ white))
    }

    /// Brightness (Y) over white. The expressions keep pixelmatch's order of
    /// operations so that ties and exact zeros come out the same.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        let (r, g, b) = overWhite(pixel)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The weighted squared YIQ distance between two pixels, 0...35215.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = overWhite(first)
        let (r2, g2, b2) = overWhite(second)
        let y = (r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223) - (r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223)
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
