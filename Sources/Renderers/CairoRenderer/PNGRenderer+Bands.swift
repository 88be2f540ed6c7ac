import BoxTreeModel
import CCairo
import Foundation
import Imaging
import RenderCore

extension PNGRenderer {
    /// An encoder for bands of a `width` x `height` tree (`pixelSize(of:)`).
    /// A tall tree (a contact-sheet page) drawn a band at a time
    /// (`drawBand`) costs one band of memory, not its height: a page of 48
    /// landscape iPad thumbnails is some 75 MB whole.
    public static func bandEncoder(width: Int, height: Int) throws -> PNGBandEncoder {
        do { return try PNGBandEncoder(width: width, height: height) } catch { throw RenderError.encodingFailed(String(describing: error)) }
    }

    /// The PNG of a tree whose every band was drawn (`drawBand`).
    public static func finish(_ encoder: PNGBandEncoder) throws -> Data {
        do { return try encoder.finish() } catch { throw RenderError.encodingFailed(String(describing: error)) }
    }

    /// Draws pixel rows `rows` of the tree and hands them to `encoder`, in
    /// any order of bands. The pixels are the whole frame's: the band is the
    /// frame's own rows, drawn with the frame's transform moved up by whole
    /// pixels. Only the root's children whose frames, grown by `reach`
    /// points, meet the band are drawn, so `reach` must cover whatever a
    /// child paints outside its frame (a border's outer half, a glyph's
    /// overhang, a shadow); a caller may also give a tree of only those
    /// children, with the root's frame unchanged.
    public func drawBand(_ rows: Range<Int>, of tree: BoxTree, images: any ImageProviding, reach: Double,
                         into encoder: PNGBandEncoder) throws {
        let (width, height, rowBytes) = try Self.frameGeometry(screen: tree.environment.screen, scale: tree.environment.scale)
        precondition(width == encoder.width && height == encoder.height && !rows.isEmpty && reach >= 0)
        let unitsPerRow = tree.environment.screen.height / Double(height)
        let first = Double(rows.lowerBound) * unitsPerRow - reach, end = Double(rows.upperBound) * unitsPerRow + reach
        var part = tree
        part.root.children = tree.root.children.filter { $0.frame.maxY > first && $0.frame.minY < end }
        do {
            try PixelBufferPool.shared.withBuffer(byteCount: rowBytes * rows.count) { memory in
                try draw(part, images: images, into: memory, width: width, rows: rows, stride: rowBytes)
                try encoder.append(consuming: memory, rows: rows, stride: rowBytes)
            }
        } catch let error as ImageCodecError {
            throw RenderError.encodingFailed(String(describing: error))
        }
    }
}
