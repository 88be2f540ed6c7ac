/// pixelmatch's colour metric: the YIQ distance of Kotsarenko and Ramos
/// (2010), with pixels that are not opaque seen over pixelmatch 7's
/// background pattern (`Backdrop`).
///
/// Pixels are premultiplied ARGB32 words. Over a background channel `k`, a
/// channel `c` at opacity `a` shows as `c * a / 255 + k * (255 - a) / 255`:
/// its premultiplied value plus the background showing through. An opaque
/// pixel adds nothing, so opaque pixels give exactly the numbers they gave
/// before transparency counted (the same expressions in the same order).
enum YIQ {
    /// The largest possible `delta`: black against white.
    static let maxDelta = 35215.0

    /// The squared distance `delta` must exceed for `threshold` (0...1).
    static func maxAcceptedDelta(threshold: Double) -> Double {
        maxDelta * threshold * threshold
    }

    /// What a pixel that is not opaque is seen over, after pixelmatch 7.1:
    /// each channel dark (48) or light (207), chosen by the pixel's byte
    /// offset `k = 4 * index` in the canvas. Red follows `k mod 2`, always
    /// even, so it is always 48: white at any opacity never matches a fully
    /// transparent pixel, which over plain white it would. Green and blue
    /// follow `floor(k / φ)` and `floor(k / φ²)`, periods that never line
    /// up with a row, so a change in opacity alone cannot hide in a pattern
    /// that repeats with the image. (pixelmatch truncates to 32 bits, which
    /// only canvases past 2^29 pixels reach; the parity here is the
    /// mathematical one.)
    struct Backdrop: Equatable {
        static let dark: UInt32 = 48, light: UInt32 = 207
        let red = Backdrop.dark, green: UInt32, blue: UInt32

        init(pixelIndex: Int) {
            let offset = Double(pixelIndex &* 4)
            green = Int(offset / 1.618033988749895) & 1 == 0 ? Self.dark : Self.light
            blue = Int(offset / 2.618033988749895) & 1 == 0 ? Self.dark : Self.light
        }

        /// A small number naming the backdrop (0...3), for caches keyed by it.
        var code: Int { (green == Self.dark ? 0 : 1) | (blue == Self.dark ? 0 : 2) }
    }

    @inline(__always)
    static func isOpaque(_ pixel: UInt32) -> Bool { pixel >> 24 == 255 }

    /// Both pixels opaque: one test of the two alpha bytes.
    @inline(__always)
    static func areOpaque(_ first: UInt32, _ second: UInt32) -> Bool { (first & second) >> 24 == 255 }

    @inline(__always)
    static func opaqueChannels(_ pixel: UInt32) -> (r: Double, g: Double, b: Double) {
        (Double((pixel >> 16) & 255), Double((pixel >> 8) & 255), Double(pixel & 255))
    }

    @inline(__always)
    static func channels(_ pixel: UInt32, over backdrop: Backdrop) -> (r: Double, g: Double, b: Double) {
        let through = Double(255 &- (pixel >> 24)) / 255
        return (Double((pixel >> 16) & 255) + Double(backdrop.red) * through,
                Double((pixel >> 8) & 255) + Double(backdrop.green) * through,
                Double(pixel & 255) + Double(backdrop.blue) * through)
    }

    /// Brightness (Y) of an opaque pixel. The expressions keep the order of
    /// operations pixelmatch 5 and 6 used, so that ties and exact zeros come
    /// out as they always have.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        let (r, g, b) = opaqueChannels(pixel)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// Brightness (Y) of any pixel, over `backdrop` when it is not opaque.
    @inline(__always)
    static func brightness(_ pixel: UInt32, over backdrop: Backdrop) -> Double {
        if isOpaque(pixel) { return brightness(pixel) }
        let (r, g, b) = channels(pixel, over: backdrop)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The weighted squared YIQ distance between two pixels, 0...35215, at
    /// canvas index `index` (where the backdrop comes from when either pixel
    /// is not opaque).
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32, at index: Int) -> Double {
        if first == second { return 0 }
        if areOpaque(first, second) {
            return delta(opaqueChannels(first), opaqueChannels(second))
        }
        let backdrop = Backdrop(pixelIndex: index)
        return delta(channels(first, over: backdrop), channels(second, over: backdrop))
    }

    @inline(__always)
    static func delta(_ first: (r: Double, g: Double, b: Double), _ second: (r: Double, g: Double, b: Double)) -> Double {
        let (r1, g1, b1) = first, (r2, g2, b2) = second
        let y = (r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223) - (r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223)
        let i = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}
