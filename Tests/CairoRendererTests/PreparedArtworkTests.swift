import BoxTreeModel
@testable import CairoRenderer
import CCairo
import Foundation
import Imaging
import RenderCore
import Testing
import TestSupport
import TextShaping

/// With two threads, a PNG render makes its artwork's scaled copies on the
/// second one while the rest of the frame is drawn
/// (`PNGRenderer.prepareScaledArtwork`), one per band the artwork meets:
/// the walk must find the very keys drawing looks up, band by band, and the
/// file must be the one a single thread draws.
@Suite struct PreparedArtworkTests {
    typealias OneDecode = DrawingShortcutTests.OneDecode

    /// A 600 x 1800 pixel frame (bands of 436 rows) whose artwork, rows 120
    /// to 1620, meets four of its five bands.
    func tree(artwork file: String) -> BoxTree {
        SampleTree.tree(screen: Size(width: 200, height: 600), scale: 3, boxes: [
            Box(role: .surface, frame: Rect(x: 20, y: 40, width: 110, height: 520), clip: Rect(x: 20, y: 40, width: 110, height: 520),
                fill: .color(SampleTree.card), cornerRadius: 14, children: [
                    Box(role: .artwork, frame: Rect(x: 20, y: 40, width: 110, height: 500.25), cornerRadius: 0,
                        image: ImageContent(source: "art.png", file: file, pixelWidth: 40, pixelHeight: 30, contentMode: .aspectFill)),
                ]),
        ])
    }

    @Test func thePreparedCopiesAreTheOnesDrawingTakes() throws {
        let file = try DrawingShortcutTests.makeGradientArtwork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let tree = tree(artwork: file), store = OneDecode(file: file)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let bands = PNGRenderer.bands(width: 600, height: 1800)
        #expect(bands.count == 5)
        let order = PNGRenderer.artworkLast(bands, of: tree, height: 1800)
        #expect(order.bands == [bands[4], bands[0], bands[1], bands[2], bands[3]], "bands without artwork first, each part top down")
        #expect(order.artworkFrom == 1)
        let scaling = try #require(renderer.prepareScaledArtwork(tree, images: store, bands: Array(order.bands[order.artworkFrom...])))
        scaling.wait()
        #expect(renderer.painter.scaledArtwork.kept.count == 4, "the walk made one copy per band the artwork meets")
        let drawn = try renderer.render(tree, images: store, options: RenderOptions([RenderOptions.threadsKey: "2"]))
        #expect(renderer.painter.scaledArtwork.kept.count == 4, "drawing looked up the same keys: no other copy")
        let alone = try PNGRenderer(fontSystem: TestFonts.shared).render(tree, images: store, options: RenderOptions())
        #expect(drawn == alone, "bands drawn in another order, on two threads: the same file")
    }

    @Test func aTreeWithoutArtworkStartsNothing() {
        let tree = SampleTree.tree(screen: Size(width: 200, height: 300), scale: 3, boxes: [])
        let bands = PNGRenderer.bands(width: 600, height: 900)
        #expect(PNGRenderer(fontSystem: TestFonts.shared).prepareScaledArtwork(tree, images: ImageFiles(), bands: bands) == nil)
        #expect(PNGRenderer.artworkLast(bands, of: tree, height: 900) == (bands, bands.count))
    }

    /// A claimed key is scaled once: others wait for it instead of scaling it too.
    @Test func aClaimedKeyIsWaitedFor() throws {
        let cache = ScaledArtworkCache()
        let key = ScaledArtworkCache.Key(pixels: 1, width: 4, height: 4, stride: 16, scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0,
                                         regionWidth: 8, regionHeight: 8)
        #expect(cache.claim(key))
        #expect(!cache.claim(key), "claimed already")
        let found = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var surface: OpaquePointer?
        Thread {
            surface = cache.surface(for: key)
            found.signal()
        }.start()
        #expect(found.wait(timeout: .now() + 0.2) == .timedOut, "waits while the key is being scaled")
        let made = try #require(ScaledArtworkCache.makeSurface(width: 8, height: 8))
        cache.keep(made, for: key, image: RasterImage(width: 4, height: 4, stride: 16, pixels: [UInt8](repeating: 0, count: 64)))
        cairo_surface_destroy(made)
        #expect(found.wait(timeout: .now() + 10) == .success)
        #expect(surface != nil, "and then gets the kept copy")
        if let surface { cairo_surface_destroy(surface) }
        #expect(!cache.claim(key), "kept: nothing left to claim")
        let other = ScaledArtworkCache.Key(pixels: 2, width: 4, height: 4, stride: 16, scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0,
                                           regionWidth: 8, regionHeight: 8)
        #expect(cache.claim(other))
        cache.giveUp(other)
        #expect(cache.surface(for: other) == nil, "given up: no copy, and no wait")
    }
}
