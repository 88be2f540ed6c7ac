import BoxTreeModel
import CCairo
import Foundation
import Imaging
import RenderCore

extension PNGRenderer {
    /// Draws a tall tree (a contact-sheet page) in horizontal bands, the
    /// first pixel row of each in `bandStarts` (ascending, from 0), each
    /// encoded as soon as it is drawn (`PNGBandEncoder`), so the image costs
    /// one band of memory, not its height: a page of 48 landscape iPad
    /// thumbnails is some 75 MB whole.
    /// The pixels are the whole frame's: each band is the frame's own rows,
    /// drawn with the frame's transform moved up by whole pixels. A band
    /// draws only the root's children whose frames, grown by `reach` points,
    /// meet it, so `reach` must cover whatever a child paints outside its
    /// frame (a border's outer half, a glyph's overhang, a shadow). The bytes
    /// are `PNGBandEncoder`'s: the same for the same tree and bands.
    public func renderInBands(_ tree: BoxTree, images: any ImageProviding, bandStarts: [Int], reach: Double) throws -> Data {
        precondition(bandStarts.first == 0 && zip(bandStarts, bandStarts.dropFirst()).allSatisfy { $0 < $1 } && reach >= 0)
        let (width, height) = try Self.pixelSize(of: tree)
        let rowBytes = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
        guard rowBytes > 0 else {
            throw RenderError.invalidCanvas(width: tree.environment.screen.width, height: tree.environment.screen.height,
                                            scale: tree.environment.scale)
        }
        let bands = zip(bandStarts, bandStarts.dropFirst() + [Int.max]).map { $0..<min($1, height) }.filter { !$0.isEmpty }
        let band = bands.map(\.count).max()!
        let unitsPerRow = tree.environment.screen.height / Double(height)
        do {
            let encoder = try PNGBandEncoder(width: width, height: height)
            try PixelBufferPool.shared.withBuffer(byteCount: rowBytes * band) { memory in
                for rows in bands {
                    let first = Double(rows.lowerBound) * unitsPerRow - reach, end = Double(rows.upperBound) * unitsPerRow + reach
                    var part = tree
                    part.root.children = tree.root.children.filter { $0.frame.maxY > first && $0.frame.minY < end }
                    try draw(part, images: images, into: memory, width: width, rows: rows, stride: rowBytes)
                    try encoder.append(consuming: memory, rows: rows.count, stride: rowBytes)
                }
            }
            return try encoder.finish()
        } catch let error as ImageCodecError {
            throw RenderError.encodingFailed(String(describing: error))
        }
    }
}
