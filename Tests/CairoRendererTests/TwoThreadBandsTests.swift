import BoxTreeModel
@testable import CairoRenderer
import Foundation
import Imaging
import RenderCore
import Testing
import TestSupport

/// With `output.threads` 2, a PNG frame's bands are drawn on two threads,
/// each taking the next band as it finishes one and compressing what it
/// drew. Whichever thread draws a band, and in whatever order the bands
/// reach the encoder, the file must be the one a single thread writes, and
/// a failure on either thread must end the render with that failure.
@Suite struct TwoThreadBandsTests {
    typealias OneDecode = DrawingShortcutTests.OneDecode
    let twoThreads = RenderOptions([RenderOptions.threadsKey: "2"])

    /// A 600 x 1800 pixel frame (five bands of up to 436 rows) whose artwork,
    /// rows 120 to 1620, meets four of them, and whose text and shadowed
    /// card meet all five (`BandDrawingTests`' tree has text astride each edge).
    func tree(artwork file: String) throws -> BoxTree {
        var tree = SampleTree.tree(screen: Size(width: 200, height: 600), scale: 3, boxes: [
            Box(role: .surface, frame: Rect(x: 20, y: 40, width: 110, height: 520), clip: Rect(x: 20, y: 40, width: 110, height: 520),
                fill: .color(SampleTree.card), cornerRadius: 14,
                shadow: Shadow(color: RGBAColor.black.withAlpha(0.35), offsetY: 6, blurRadius: 18), children: [
                    Box(role: .artwork, frame: Rect(x: 20, y: 40, width: 110, height: 500.25), cornerRadius: 0,
                        image: ImageContent(source: "art.png", file: file, pixelWidth: 40, pixelHeight: 30, contentMode: .aspectFill)),
                ]),
        ])
        let (texts, _) = try BandDrawingTests().treeAstrideBandEdges(scale: 3)
        tree.root.children += texts.root.children
        return tree
    }

    @Test func twoThreadsWriteTheFileOneThreadWrites() throws {
        let file = try DrawingShortcutTests.makeGradientArtwork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let tree = try tree(artwork: file), store = OneDecode(file: file)
        #expect(PNGRenderer.bands(width: 600, height: 1800).count == 5)
        let alone = try PNGRenderer(fontSystem: TestFonts.shared).render(tree, images: store, options: RenderOptions())
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        for round in 0..<8 {
            // Each round the threads may split the bands differently.
            let drawn = try renderer.render(tree, images: store, options: twoThreads)
            #expect(drawn == alone, "round \(round)")
            #expect(renderer.painter.scaledArtwork.kept.count == 4, "one scaled copy per band the artwork meets, made once")
        }
    }

    /// Artwork that cannot be had fails the render on whichever thread meets
    /// it; the other stops taking bands, and the render throws, not hangs.
    @Test func aFailureOnEitherThreadEndsTheRender() throws {
        struct Unavailable: ImageProviding {
            struct Gone: Error {}
            func image(file: String) throws -> RasterImage { throw Gone() }
        }
        let tree = try tree(artwork: "/nonexistent/art.png")
        #expect(throws: RenderError.self) {
            _ = try PNGRenderer(fontSystem: TestFonts.shared).render(tree, images: Unavailable(), options: twoThreads)
        }
        #expect(throws: RenderError.self) {
            _ = try PNGRenderer(fontSystem: TestFonts.shared).render(tree, images: Unavailable(), options: RenderOptions())
        }
    }
}
