import Foundation

extension RasterImage {
    /// A smaller copy of `pixels` (native-endian 32-bit pixels, Cairo's
    /// `ARGB32` or `RGB24`), `height` pixels tall (never taller than the
    /// source) with the source's shape, each pixel the plain average of the
    /// block of source pixels it covers (a box filter: every source pixel
    /// counts once, so one-pixel lines fade rather than vanish). One pass over
    /// the source and no buffer of its size: cheap enough to take from every
    /// frame of a matrix as it is drawn.
    /// - Parameter opaque: the source is `RGB24`, whose top byte is undefined:
    ///   the thumbnail's alpha is then 255.
    public static func thumbnail(of pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, opaque: Bool,
                                 height targetHeight: Int) -> RasterImage {
        precondition(width > 0 && height > 0 && targetHeight > 0 && stride >= width * 4 && pixels.count >= stride * height)
        let outHeight = min(targetHeight, height)
        let outWidth = max(1, min(width, Int((Double(width) * Double(outHeight) / Double(height)).rounded())))
        let columnStarts = (0...outWidth).map { $0 * width / outWidth }
        var output = [UInt8](repeating: 0, count: outWidth * 4 * outHeight)
        // Two passes per output row. Down: the block's source rows summed
        // column by column, one 16-bit lane per byte, four pixels to a vector
        // (contiguous, vectorised; at most `chunk` rows, 257 * 255 < 65,536,
        // before the lanes are emptied). Across: each output pixel adds up
        // its columns' sums. The sums are exact, so the averages are those of
        // the plain per-pixel loop.
        let chunk = 257
        var columns = [UInt16](repeating: 0, count: width * 4)
        var sums = [SIMD4<UInt32>](repeating: .zero, count: outWidth)
        columns.withUnsafeMutableBytes { columns in
            sums.withUnsafeMutableBufferPointer { sums in
                output.withUnsafeMutableBytes { out in
                    let base = pixels.baseAddress!, lanes = columns.baseAddress!
                    let wholeGroups = width / 4
                    func addAcross() {
                        for outX in 0..<outWidth {
                            var total = sums[outX]
                            for x in columnStarts[outX]..<columnStarts[outX + 1] {
                                total &+= SIMD4<UInt32>(truncatingIfNeeded: lanes.loadUnaligned(fromByteOffset: x * 8, as: SIMD4<UInt16>.self))
                            }
                            sums[outX] = total
                        }
                        columns.initializeMemory(as: UInt8.self, repeating: 0)
                    }
                    for outY in 0..<outHeight {
                        let firstRow = outY * height / outHeight, endRow = (outY + 1) * height / outHeight
                        for index in sums.indices { sums[index] = .zero }
                        var rowsInLanes = 0
                        for y in firstRow..<endRow {
                            let row = base + y * stride
                            for group in 0..<wholeGroups {
                                let offset = group * 32
                                let bytes = row.loadUnaligned(fromByteOffset: group * 16, as: SIMD16<UInt8>.self)
                                let sum = lanes.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt16>.self)
                                    &+ SIMD16<UInt16>(truncatingIfNeeded: bytes)
                                lanes.storeBytes(of: sum, toByteOffset: offset, as: SIMD16<UInt16>.self)
                            }
                            for x in (wholeGroups * 4)..<width {
                                let bytes = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self)
                                let sum = lanes.loadUnaligned(fromByteOffset: x * 8, as: SIMD4<UInt16>.self)
                                    &+ SIMD4<UInt16>(truncatingIfNeeded: bytes)
                                lanes.storeBytes(of: sum, toByteOffset: x * 8, as: SIMD4<UInt16>.self)
                            }
                            rowsInLanes += 1
                            if rowsInLanes == chunk {
                                addAcross()
                                rowsInLanes = 0
                            }
                        }
                        if rowsInLanes > 0 { addAcross() }
                        let rows = UInt32(endRow - firstRow)
                        // Four integer divisions a pixel took a third of the
                        // time: a block's pixel count takes one of at most two
                        // values in a row, so its reciprocal is worked out
                        // once and each quotient corrected to the exact one.
                        var divisors = (count: UInt32(0), inverse: 0.0, other: UInt32(0), otherInverse: 0.0)
                        for outX in 0..<outWidth {
                            let count = rows * UInt32(columnStarts[outX + 1] - columnStarts[outX])
                            if count != divisors.count {
                                swap(&divisors.count, &divisors.other)
                                swap(&divisors.inverse, &divisors.otherInverse)
                                if count != divisors.count { divisors.count = count; divisors.inverse = 1 / Double(count) }
                            }
                            let rounded = sums[outX] &+ SIMD4(repeating: count / 2)
                            var pixel = SIMD4<UInt8>()
                            for lane in 0..<4 {
                                pixel[lane] = UInt8(truncatingIfNeeded: Self.quotient(rounded[lane], count, inverse: divisors.inverse))
                            }
                            if opaque { pixel[3] = 255 }
                            // Bytes in memory order, as the source's: one pixel.
                            out.storeBytes(of: pixel, toByteOffset: (outY * outWidth + outX) * 4, as: SIMD4<UInt8>.self)
                        }
                    }
                }
            }
        }
        return RasterImage(width: outWidth, height: outHeight, stride: outWidth * 4, pixels: output)
    }

    /// `dividend / divisor`, exactly, from `inverse = 1 / divisor`: the
    /// product's relative error is under 2^-52, so for a dividend under 2^32
    /// it is never above the quotient and at most one below it.
    @inline(__always)
    static func quotient(_ dividend: UInt32, _ divisor: UInt32, inverse: Double) -> UInt32 {
        let estimate = UInt32(Double(dividend) * inverse)
        return UInt64(estimate + 1) * UInt64(divisor) <= UInt64(dividend) ? estimate + 1 : estimate
    }

    /// `thumbnail(of:width:height:stride:opaque:height:)` of this image.
    public func thumbnail(height targetHeight: Int) -> RasterImage {
        pixels.withUnsafeBytes { raw in
            Self.thumbnail(of: raw, width: width, height: height, stride: stride, opaque: false, height: targetHeight)
        }
    }
}
