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

        /// Counts a differing pixel; its position goes into the bounds once
        /// per row (`addRow`), as the row's first and last differing columns.
        mutating func addDiffering(index: Int, expected: UInt32, actual: UInt32) {
            differing &+= 1
            // The position times an odd constant (a bijection) spreads it over
            // all 64 bits before the colours are mixed in: one finaliser a pixel.
            fingerprint &+= Self.mix(UInt64(index) &* 0xD6E8_FEB8_6659_FD93 ^ (UInt64(expected) << 32 | UInt64(actual)))
        }

        /// Widens the bounds by row `y`'s differing columns `first...last` (none when `last < 0`).
        mutating func addRow(_ y: Int, first: Int, last: Int) {
            guard last >= 0 else { return }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = max(maxY, y)
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
        let rowBytes = width &* MemoryLayout<UInt32>.stride
        var verdicts = VerdictCache()
        for y in rows {
            let rowStart = y &* width
            let rowA = expected + rowStart, rowB = actual + rowStart
            // Most rows of a screenshot pair are equal: memcmp is vectorised.
            if let output {
                drawRow(y: y, rowA: rowA, rowB: rowB, into: output + rowStart, counts: &counts, verdicts: &verdicts)
                continue
            }
            if memcmp(rowA, rowB, rowBytes) == 0 { continue }
            let ignored = mask.isEmpty ? [] : mask.spans(row: y)
            var first = -1, last = -1
            var x = 0
            while true {
                // Inside a changed row most pixels still match: skip them two
                // at a time (one 64-bit compare) before looking at one.
                while x &+ 1 < width && UnsafeRawPointer(rowA + x).loadUnaligned(as: UInt64.self)
                    == UnsafeRawPointer(rowB + x).loadUnaligned(as: UInt64.self) {
                    x &+= 2
                }
                guard x < width else { break }
                let a = rowA[x], b = rowB[x]
                if a != b && (ignored.isEmpty || !ignored.containsPixel(x))
                    && classify(x: x, y: y, a: a, b: b, counts: &counts, verdicts: &verdicts) == DiffPalette.differing {
                    if first < 0 { first = x }
                    last = x
                }
                x &+= 1
            }
            counts.addRow(y, first: first, last: last)
        }
        return counts
    }

    /// The last pair of colours and its verdict. A changed area is mostly
    /// runs of the same pair of colours: the verdict is reused (a != b, so
    /// the initial pair never matches). A pair that is not opaque is seen
    /// over a backdrop that moves with the position, so its verdict is kept
    /// with the backdrop's code.
    struct VerdictCache {
        var a: UInt32 = 0, b: UInt32 = 0, backdrop = -1, exceeds = false
    }

    /// Classifies a pixel whose colours differ (`a != b`) and not ignored:
    /// counts it and returns its mark, or nil when it is within the threshold.
    @inline(__always)
    func classify(x: Int, y: Int, a: UInt32, b: UInt32, counts: inout Counts, verdicts: inout VerdictCache) -> UInt32? {
        let index = y &* width &+ x
        let backdrop = YIQ.areOpaque(a, b) ? -1 : YIQ.Backdrop(pixelIndex: index).code
        if a != verdicts.a || b != verdicts.b || backdrop != verdicts.backdrop {
            verdicts = VerdictCache(a: a, b: b, backdrop: backdrop, exceeds: YIQ.delta(a, b, at: index) > maxDelta)
        }
        guard verdicts.exceeds else { return nil }
        if detectsAntialiasing
            && (Antialiasing.isAntialiased(expected, actual, x: x, y: y, width: width, height: height)
                || Antialiasing.isAntialiased(actual, expected, x: x, y: y, width: width, height: height)) {
            counts.antialiased &+= 1
            return DiffPalette.antialiased
        }
        counts.addDiffering(index: index, expected: a, actual: b)
        return DiffPalette.differing
    }

    /// One row of the diff image: every pixel written, marks over the
    /// expected image's faded grey.
    func drawRow(y: Int, rowA: UnsafePointer<UInt32>, rowB: UnsafePointer<UInt32>, into outRow: UnsafeMutablePointer<UInt32>,
                 counts: inout Counts, verdicts: inout VerdictCache) {
        let ignored = mask.isEmpty ? [] : mask.spans(row: y)
        // Flat interface colours come in runs: reuse the last grey.
        var lastInput: UInt32 = 0, lastFaded = DiffPalette.faded(0)
        var first = -1, last = -1
        defer { counts.addRow(y, first: first, last: last) }
        for x in 0..<width {
            let a = rowA[x], b = rowB[x]
            if a != b && (ignored.isEmpty || !ignored.containsPixel(x)),
               let mark = classify(x: x, y: y, a: a, b: b, counts: &counts, verdicts: &verdicts) {
                outRow[x] = mark
                if mark == DiffPalette.differing {
                    if first < 0 { first = x }
                    last = x
                }
                continue
            }
            if a != lastInput {
                lastInput = a
                lastFaded = DiffPalette.faded(a)
            }
            outRow[x] = lastFaded
        }
        for span in ignored {
            for x in span { outRow[x] = DiffPalette.ignored(rowA[x]) }
        }
    }
}
