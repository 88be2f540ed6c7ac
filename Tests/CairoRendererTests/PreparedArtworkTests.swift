import BoxTreeModel
@testable import CairoRenderer
import CCairo
import Foundation
import Imaging
import RenderCore
import Testing
import TestSupport
import TextShaping

/// With two threads, a PNG render makes its artwork's scaled copy on the
/// second one while the frame is drawn (`PNGRenderer.prepareScaledArtwork`):
/// the walk must find the very key drawing looks up, and the file must be
/// the one a single thread draws.
@Suite struct PreparedArtworkTests {
    typealias OneDecode = DrawingShortcutTests.OneDecode

    func tree(artwork file: String) -> BoxTree {
        SampleTree.tree(screen: Size(width: 200, height: 300), scale: 3, boxes: [
            Box(role: .surface, frame: Rect(x: 20, y: 40, width: 160, height: 200), clip: Rect(x: 20, y: 40, width: 160, height: 200),
                fill: .color(SampleTree.card), cornerRadius: 14, children: [
                    Box(role: .artwork, frame: Rect(x: 20, y: 40, width: 160, height: 90.5), cornerRadius: 0,
                        image: ImageContent(source: "art.png", file: file, pixelWidth: 40, pixelHeight: 30, contentMode: .aspectFill)),
                ]),
        ])
    }

    @Test func thePreparedCopyIsTheOneDrawingTakes() throws {
        let file = try DrawingShortcutTests.makeGradientArtwork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let tree = tree(artwork: file), store = OneDecode(file: file)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let scaling = try #require(renderer.prepareScaledArtwork(tree, images: store))
        scaling.wait()
        #expect(renderer.painter.scaledArtwork.kept.count == 1, "the walk made the copy")
        let drawn = try renderer.render(tree, images: store, options: RenderOptions())
        #expect(renderer.painter.scaledArtwork.kept.count == 1, "drawing looked up the same key: no second copy")
        let alone = try PNGRenderer(fontSystem: TestFonts.shared).render(tree, images: store, options: RenderOptions())
        #expect(drawn == alone)
        let twoThreads = try PNGRenderer(fontSystem: TestFonts.shared)
            .render(tree, images: store, options: RenderOptions([RenderOptions.threadsKey: "2"]))
        #expect(twoThreads == alone)
    }

    @Test func aTreeWithoutArtworkStartsNothing() {
        let tree = SampleTree.tree(screen: Size(width: 200, height: 300), scale: 3, boxes: [])
        #expect(PNGRenderer(fontSystem: TestFonts.shared).prepareScaledArtwork(tree, images: ImageFiles()) == nil)
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
