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
        return results.reduce(into: Counts()) {
            $0.differing += $1.differing
            $0.antialiased += $1.antialiased
        }
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
            for x in 0..<width {
                let a = rowA[x], b = rowB[x]
                var mark: UInt32? = nil
                if a != b && (ignored.isEmpty || !ignored.containsPixel(x)) && YIQ.delta(a, b) > maxDelta {
                    if detectsAntialiasing
                        && (Antialiasing.isAntialiased(expected, actual, x: x, y: y, width: width, height: height)
                            || Antialiasing.isAntialiased(actual, expected, x: x, y: y, width: width, height: height)) {
                        counts.antialiased += 1
                        mark = DiffPalette.antialiased
                    } else {
                        counts.differing += 1
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
