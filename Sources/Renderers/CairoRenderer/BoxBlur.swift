import Foundation

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

    /// How far (in pixels) the three passes spread a pixel: beyond this
    /// distance from the shape's edge the result is exactly the input.
    static func reach(sigma: Double) -> Int {
        boxWidths(sigma: sigma).map { ($0 - 1) / 2 }.reduce(0, +)
    }

    /// Blurs an A8 buffer in place. Pixels outside the buffer count as transparent.
    ///
    /// A blurred rounded rectangle has long runs of identical rows (and,
    /// after the horizontal passes, identical columns); a line equal to the
    /// previous one reuses its result, which skips most of the work.
    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
        guard width > 0, height > 0, radii.contains(where: { $0 > 0 }) else { return }
        let length = max(width, height)
        let buffers = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * length)
        defer { buffers.deallocate() }
        let work = buffers, spare = buffers + length, previousInput = buffers + 2 * length, previousOutput = buffers + 3 * length
        var hasPrevious = false

        /// Blurs `work[0..<count]` in place, or copies the previous result.
        func blurLine(count: Int) {
            if hasPrevious, memcmp(work, previousInput, count) == 0 {
                work.update(from: previousOutput, count: count)
                return
            }
            previousInput.update(from: work, count: count)
            var source = work, target = spare
            for radius in radii {
                boxPass(source, target, count: count, radius: radius)
                swap(&source, &target)
            }
            if source != work { work.update(from: source, count: count) }
            previousOutput.update(from: work, count: count)
            hasPrevious = true
        }

        for y in 0..<height {
            let row = data + y * stride
            work.update(from: row, count: width)
            blurLine(count: width)
            row.update(from: work, count: width)
        }
        hasPrevious = false
        for x in 0..<width {
            var pixel = data + x
            for y in 0..<height { work[y] = pixel.pointee; pixel += stride }
            blurLine(count: height)
            pixel = data + x
            for y in 0..<height { pixel.pointee = work[y]; pixel += stride }
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
