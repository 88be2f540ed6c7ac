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
        var sums = [UInt32](repeating: 0, count: outWidth * 4)
        // Two channels per 32-bit word, 16 bits each: a run of at most 256
        // pixels (256 * 255 < 65,536) is summed there before being split.
        let run = 256
        sums.withUnsafeMutableBufferPointer { sums in
            output.withUnsafeMutableBytes { out in
                for outY in 0..<outHeight {
                    let firstRow = outY * height / outHeight, endRow = (outY + 1) * height / outHeight
                    for index in sums.indices { sums[index] = 0 }
                    for y in firstRow..<endRow {
                        let row = pixels.baseAddress! + y * stride
                        for outX in 0..<outWidth {
                            var x = columnStarts[outX]
                            let end = columnStarts[outX + 1]
                            while x < end {
                                let stop = min(end, x + run)
                                var blueRed: UInt32 = 0, greenAlpha: UInt32 = 0
                                while x < stop {
                                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                                    blueRed &+= pixel & 0x00FF_00FF
                                    greenAlpha &+= (pixel >> 8) & 0x00FF_00FF
                                    x += 1
                                }
                                sums[outX * 4] &+= blueRed & 0xFFFF
                                sums[outX * 4 + 1] &+= greenAlpha & 0xFFFF
                                sums[outX * 4 + 2] &+= blueRed >> 16
                                sums[outX * 4 + 3] &+= greenAlpha >> 16
                            }
                        }
                    }
                    let rows = UInt32(endRow - firstRow)
                    for outX in 0..<outWidth {
                        let count = rows * UInt32(columnStarts[outX + 1] - columnStarts[outX])
                        func average(_ channel: Int) -> UInt32 { (sums[outX * 4 + channel] + count / 2) / count }
                        let alpha = opaque ? 255 : average(3)
                        let pixel = average(0) | average(1) << 8 | average(2) << 16 | alpha << 24
                        out.storeBytes(of: pixel, toByteOffset: (outY * outWidth + outX) * 4, as: UInt32.self)
                    }
                }
            }
        }
        return RasterImage(width: outWidth, height: outHeight, stride: outWidth * 4, pixels: output)
    }

    /// `thumbnail(of:width:height:stride:opaque:height:)` of this image.
    public func thumbnail(height targetHeight: Int) -> RasterImage {
        pixels.withUnsafeBytes { raw in
            Self.thumbnail(of: raw, width: width, height: height, stride: stride, opaque: false, height: targetHeight)
        }
    }
}
