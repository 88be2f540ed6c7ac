/// A Gaussian blur approximated by three box blurs per axis, on 8-bit alpha.
/// Integer arithmetic only, so the result is identical on every machine.
enum BoxBlur {
    /// Box widths (odd) whose three passes approximate a Gaussian of `sigma`
    /// (Kovesi, "Fast almost-Gaussian filtering", 2010).
    static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? lower : upper }
    }

    /// Blurs an A8 buffer in place. Pixels outside the buffer count as transparent.
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
        guard radii.contains(where: { $0 > 0 }) else { return }
        let length = max(width, height)
        let a = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer { a.deallocate(); b.deallocate() }

        func blurLine(count: Int) {
            // Ping-pong between the two buffers; an odd pass count ends in `b`.
            var source = a, target = b
            for radius in radii {
                boxPass(source, target, count: count, radius: radius)
                swap(&source, &target)
            }
            if source != a { a.update(from: source, count: count) }
        }

        for y in 0..<height {
            let row = data + y * stride
            a.update(from: row, count: width)
            blurLine(count: width)
            row.update(from: a, count: width)
        }
        for x in 0..<width {
            for y in 0..<height { a[y] = data[y * stride + x] }
            blurLine(count: height)
            for y in 0..<height { data[y * stride + x] = a[y] }
        }
    }

    /// One running-sum box pass of width `2 * radius + 1`.
    private static func boxPass(_ source: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, count: Int, radius: Int) {
        let width = 2 * radius + 1
        var sum = 0
        for k in 0...min(radius, count - 1) { sum += Int(source[k]) }
        for i in 0..<count {
            target[i] = UInt8((sum + width / 2) / width)
            let add = i + radius + 1
            if add < count { sum += Int(source[add]) }
            let remove = i - radius
            if remove >= 0 { sum -= Int(source[remove]) }
        }
    }
}
