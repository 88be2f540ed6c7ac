import Foundation

/// The per-pixel pass over two canvas-sized images: classifies every pixel
/// and, when asked, draws the diff image. Rows are independent, so bands of
/// rows run on all cores; each pixel's class depends only on the inputs, so
/// the counts and the image are the same whatever the split.
///
/// Unchecked `Sendable`: the inputs are only read while the kernel runs, and
/// each band writes only its own rows of `output`.
struct DiffKernel: @unchecked Sendable {
    let expected: UnsafePointer<UInt32>
    let actual: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let maxDelta: Double
    let detectsAntialiasing: Bool
    let mask: IgnoreMask
    /// Where the diff image goes (`width * height` words), or nil for counts only.
    let output: UnsafeMutablePointer<UInt32>?

    struct Counts {
        var differing = 0
        var antialiased = 0
        /// The differing pixels' bounding box (`maxX < 0` when there are none).
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        /// A sum of one hash per differing pixel (its position and both
        /// colours): order-free, so the same whatever the split into bands.
        var fingerprint: UInt64 = 0

        mutating func addDiffering(x: Int, y: Int, index: Int, expected: UInt32, actual: UInt32) {
            differing += 1
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
            // The position times an odd constant (a bijection) spreads it over
            // all 64 bits before the colours are mixed in: one finaliser a pixel.
            fingerprint &+= Self.mix(UInt64(index) &* 0xD6E8_FEB8_6659_FD93 ^ (UInt64(expected) << 32 | UInt64(actual)))
        }

        mutating func merge(_ other: Counts) {
            differing += other.differing
            antialiased += other.antialiased
            minX = min(minX, other.minX)
            minY = min(minY, other.minY)
            maxX = max(maxX, other.maxX)
            maxY = max(maxY, other.maxY)
            fingerprint &+= other.fingerprint
        }

        /// SplitMix64's finaliser: every input bit moves about half the output bits.
        static func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Below this many pixels, starting threads costs more than it saves.
    static let parallelThreshold = 1 << 16

    func run() -> Counts {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard cores > 1, width * height >= Self.parallelThreshold else { return run(rows: 0..<height) }
        // More bands than cores, so a band full of changes does not leave a core idle.
        let bands = min(height, cores * 8)
        var results = [Counts](repeating: Counts(), count: bands)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = DisjointSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                slots[band] = run(rows: (height * band / bands)..<(height * (band + 1) / bands))
            }
        }
        return results.reduce(into: Counts()) { $0.merge($1) }
    }

    func run(rows: Range<Int>) -> Counts {
        var counts = Counts()
        let rowBytes = width * MemoryLayout<UInt32>.stride
        for y in rows {
            let rowA = expected + y * width, rowB = actual + y * width
            let outRow = output.map { $0 + y * width }
            // Most rows of a screenshot pair are equal: memcmp is vectorised.
            if memcmp(rowA, rowB, rowBytes) == 0 && outRow == nil { continue }
            let ignored = mask.isEmpty ? [] : mask.spans(row: y)
            var lastInput: UInt32 = 0, lastFaded = DiffPalette.faded(0)
            // A changed area is mostly runs of the same pair of colours: the
            // last pair's verdict is reused (a != b, so the initial pair never
            // matches). A pair that is not opaque is seen over a backdrop that
            // moves with the position, so its verdict is kept with the backdrop's code.
            var lastA: UInt32 = 0, lastB: UInt32 = 0, lastBackdrop = -1, lastExceeds = false
            for x in 0..<width {
                let a = rowA[x], b = rowB[x]
                var mark: UInt32? = nil
                if a != b && (ignored.isEmpty || !ignored.containsPixel(x)) && {
                    let index = y * width + x
                    let backdrop = YIQ.areOpaque(a, b) ? -1 : YIQ.Backdrop(pixelIndex: index).code
                    if a != lastA || b != lastB || backdrop != lastBackdrop {
                        lastA = a
                        lastB = b
                        lastBackdrop = backdrop
                        lastExceeds = YIQ.delta(a, b, at: index) > maxDelta
                    }
                    return lastExceeds
                }() {
                    if detectsAntialiasing
                        && (Antialiasing.isAntialiased(expected, actual, x: x, y: y, width: width, height: height)
                            || Antialiasing.isAntialiased(actual, expected, x: x, y: y, width: width, height: height)) {
                        counts.antialiased += 1
                        mark = DiffPalette.antialiased
                    } else {
                        counts.addDiffering(x: x, y: y, index: y * width + x, expected: a, actual: b)
                        mark = DiffPalette.differing
                    }
                }
                guard let outRow else { continue }
                if let mark {
                    outRow[x] = mark
                } else {
                    // Flat interface colours come in runs: reuse the last grey.
                    if a != lastInput {
                        lastInput = a
                        lastFaded = DiffPalette.faded(a)
                    }
                    outRow[x] = lastFaded
                }
            }
            if let outRow {
                for span in ignored {
                    for x in span { outRow[x] = DiffPalette.ignored(rowA[x]) }
                }
            }
        }
        return counts
    }
}
