import BoxTreeModel
@testable import CairoRenderer
import CampaignModel
import Foundation
import Imaging
import Layout
import RenderCore
import Testing
import TestSupport
@testable import TextShaping

/// A PNG frame is drawn in bands (`PNGBandEncoder.bandRows`), each band
/// passing over the boxes and lines of text that cannot reach it and
/// reusing the shadows blurred for the bands before. Nothing may go missing at a band's
/// edge: the frame drawn in bands matches it drawn as one band, up to the
/// one or two levels by which a clipped, scaled composite can differ.
@Suite struct BandDrawingTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)

    /// Text, in English and Arabic, astride every band edge of an iPhone
    /// frame, on a shadowed card that spans them all.
    func treeAstrideBandEdges(scale: Double) throws -> (BoxTree, edges: [Double]) {
        let screen = Size(width: 393, height: 852)
        let width = try PNGRenderer.frameGeometry(screen: screen, scale: scale).width
        let rows = PNGBandEncoder.bandRows(width: width)
        let edges = Swift.stride(from: Double(rows), to: screen.height * scale, by: Double(rows)).map { $0 / scale }
        var boxes: [Box] = []
        for (index, edge) in edges.enumerated() {
            let font = FontSpec(index % 2 == 0 ? .title1 : .body, .large, emphasized: index % 3 == 0)
            let frame = Rect(x: 30, y: edge - 12 - Double(index % 3) * 5, width: 330, height: 60)
            let arabic = index % 2 == 1
            let text = SampleTree.text(arabic ? "احصل على خصم ٢٠٪ اليوم" : "Gjpqy ÉÅ fall sale", font, color: .black, in: frame,
                                       alignment: arabic ? .right : .left, direction: arabic ? .rightToLeft : .leftToRight,
                                       measurer: measurer)
            boxes.append(Box(role: .body, frame: frame, text: text))
        }
        // What a box draws outside its frame, each astride a band edge with
        // its frame on one side only: a close glyph's circle larger than its
        // frame, a chevron in a short frame, a wide border, a small box's
        // shadow; and a clipped box whose child overflows the clip.
        let gray = RGBAColor(red: 90, green: 90, blue: 100)
        let edge = { (index: Int) in edges[index % edges.count] }
        boxes.append(Box(role: .closeButton, frame: Rect(x: 300, y: edge(0) - 6, width: 10, height: 4),
                         glyph: .close(color: .white, background: gray, visibleSize: 30)))
        boxes.append(Box(role: .chevron, frame: Rect(x: 250, y: edge(1) + 0.5, width: 24, height: 2),
                         glyph: .chevron(color: gray, pointsRight: true)))
        boxes.append(Box(role: .button, frame: Rect(x: 40, y: edge(2) + 1, width: 120, height: 30), cornerRadius: 8,
                         border: Border(color: gray, width: 6)))
        boxes.append(Box(role: .surface, frame: Rect(x: 200, y: edge(0) + 14, width: 60, height: 20), fill: .color(.white),
                         cornerRadius: 6, shadow: Shadow(color: RGBAColor.black.withAlpha(0.6), offsetY: -4, blurRadius: 5)))
        let clip = Rect(x: 180, y: edge(1) - 20, width: 120, height: 18)
        boxes.append(Box(role: .scrollView, frame: clip, clip: clip, children: [
            Box(role: .surface, frame: Rect(x: 180, y: edge(1) - 20, width: 120, height: 60), fill: .color(gray)),
        ]))
        let card = Box(role: .surface, frame: Rect(x: 16, y: 40, width: 361, height: 760), fill: .color(.white), cornerRadius: 20,
                       shadow: Shadow(color: RGBAColor.black.withAlpha(0.35), offsetY: 6, blurRadius: 18), children: boxes)
        let tree = SampleTree.tree(screen: screen, scale: scale, boxes: [card])
        return (tree, edges)
    }

    /// The largest difference of any channel between two frames of one size.
    func largestDifference(_ a: RasterImage, _ b: RasterImage) -> (largest: Int, pixels: Int) {
        var largest = 0, pixels = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.rgba(x: x, y: y), q = b.rgba(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if d > 0 { pixels += 1 }
                largest = max(largest, d)
            }
        }
        return (largest, pixels)
    }

    @Test(arguments: [3.0, 2.0])
    func aFrameDrawnInBandsIsTheFrameDrawnWhole(scale: Double) throws {
        let (tree, edges) = try treeAstrideBandEdges(scale: scale)
        #expect(edges.count >= 3, "the frame has several bands")
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let banded = try renderer.rasterize(tree)
        let stride = banded.width * 4
        var whole = [UInt8](repeating: 0, count: stride * banded.height)
        try whole.withUnsafeMutableBytes { memory in
            try renderer.draw(tree, images: ImageFiles(), into: memory, width: banded.width, rows: 0..<banded.height, stride: stride)
            let words = memory.bindMemory(to: UInt32.self)
            for index in words.indices { words[index] |= 0xFF00_0000 }
        }
        let difference = largestDifference(banded, RasterImage(width: banded.width, height: banded.height, stride: stride, pixels: whole))
        #expect(difference.largest <= 2, "a band lost or doubled something: \(difference)")
        #expect(difference.pixels < banded.width * banded.height / 500)
    }

    @Test func aLineIsDrawnInEveryBandItsGlyphsCanReach() {
        let line = TextLine(text: "Ag", x: 0, baseline: 100, width: 20, ascent: 16, height: 20, direction: .leftToRight)
        #expect(TextDrawer.mayReach(line, top: 90, bottom: 95), "inside the line box")
        #expect(TextDrawer.mayReach(line, top: 124, bottom: 200), "just below its box: a descender's overhang")
        #expect(TextDrawer.mayReach(line, top: 0, bottom: 45), "just above it: an accent's")
        #expect(!TextDrawer.mayReach(line, top: 200, bottom: 300))
        #expect(!TextDrawer.mayReach(line, top: 0, bottom: 40))
    }

    /// Compressed on a second thread or not, a render's bytes are the same.
    @Test func theSecondThreadChangesNoByte() throws {
        let (tree, _) = try treeAstrideBandEdges(scale: 3)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let one = try renderer.render(tree, images: ImageFiles(), options: RenderOptions([RenderOptions.threadsKey: "1"]))
        for _ in 0..<5 {
            #expect(try renderer.render(tree, images: ImageFiles(), options: RenderOptions([RenderOptions.threadsKey: "2"])) == one)
        }
    }
}
