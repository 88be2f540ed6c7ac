import BoxTreeModel
import CCairo
@testable import CairoRenderer
import Foundation
import Imaging
import RenderCore
import TestSupport
import Testing
import TextShaping

/// The renderer's shortcuts leave out work whose result is never seen; each
/// must give the pixels of the long way (exactly, or where Cairo's sampling
/// makes that impossible, to within one level in a few pixels).
@Suite struct DrawingShortcutTests {
    let painter = BoxTreePainter(fontSystem: TestFonts.shared)

    /// Draws with `body` on a white RGB24 surface in points at `scale`; the surface's bytes.
    func pixels(width: Double, height: Double, scale: Double, _ body: (OpaquePointer) throws -> Void) throws -> [UInt8] {
        let w = Int32((width * scale).rounded()), h = Int32((height * scale).rounded())
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_scale(cairo, scale, scale)
        try body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        return [UInt8](copyingBytes: UnsafeRawBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * Int(h)))
    }

    /// The byte pairs that differ between `a` and `b` (of one length), found
    /// a page at a time with `memcmp`: comparing element by element, as
    /// `zip(a, b).filter` does, took seconds per frame in a debug build.
    static func differences(_ a: [UInt8], _ b: [UInt8]) -> [(UInt8, UInt8)] {
        precondition(a.count == b.count)
        var found: [(UInt8, UInt8)] = []
        a.withUnsafeBytes { left in
            b.withUnsafeBytes { right in
                for start in stride(from: 0, to: left.count, by: 4096) {
                    let length = min(4096, left.count - start)
                    guard memcmp(left.baseAddress! + start, right.baseAddress! + start, length) != 0 else { continue }
                    for index in start..<(start + length) where left[index] != right[index] { found.append((left[index], right[index])) }
                }
            }
        }
        return found
    }

    /// A box's shadow then its fill, as `paint` draws them, with the part of
    /// the shadow under the opaque fill left out or not.
    func shadowThenFill(_ box: Box, skippingCovered: Bool, scale: Double) throws -> [UInt8] {
        try pixels(width: 300, height: 400, scale: scale) { cairo in
            let session = PaintSession(cairo: cairo, images: ImageFiles())
            defer { session.close() }
            painter.drawShadow(try #require(box.shadow), frame: box.frame, cornerRadius: box.cornerRadius,
                               coveredBy: skippingCovered ? BoxTreePainter.opaquelyFilled(box) : nil, session: session)
            painter.drawFill(try #require(box.fill), frame: box.frame, cornerRadius: box.cornerRadius, on: cairo)
        }
    }

    /// Cards of every corner radius, blur and offset the layouts use, and
    /// some they do not: an offset past the blur's reach, fractional frames,
    /// a shadow barely blurred.
    @Test(arguments: [
        (20.0, 24.0, 8.0), (0, 24, 8), (12, 4, 2), (15, 0.5, 0), (8, 10, 40), (30, 16, -30), (200, 24, 8),
    ])
    func aShadowUnderAnOpaqueFillLooksTheSameWithoutItsHiddenPart(corner: Double, blur: Double, offset: Double) throws {
        for (frame, scale) in [(Rect(x: 40, y: 60, width: 220, height: 260), 3.0),
                               (Rect(x: 24.3, y: 71.75, width: 201.4, height: 233.1), 2.0)] {
            let box = Box(role: .surface, frame: frame, fill: .color(.white), cornerRadius: corner,
                          shadow: Shadow(color: RGBAColor.black.withAlpha(0.25), offsetY: offset, blurRadius: blur))
            #expect(BoxTreePainter.opaquelyFilled(box) != nil || corner * 2 >= min(frame.width, frame.height))
            let skipping = try shadowThenFill(box, skippingCovered: true, scale: scale)
            let full = try shadowThenFill(box, skippingCovered: false, scale: scale)
            // pixman steps its bilinear sampling from where each clipped run
            // starts, so a moved run may shift a pixel by one level; no more,
            // and only a few.
            let differing = Self.differences(skipping, full)
            #expect(differing.allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "corner \(corner), blur \(blur), offset \(offset) at \(scale)x")
            #expect(differing.count <= full.count / 10_000, "\(differing.count) bytes differ: corner \(corner), blur \(blur), offset \(offset)")
        }
    }

    @Test func onlyAnOpaqueUnclippedFillCoversTheShadow() {
        let frame = Rect(x: 10, y: 20, width: 100, height: 60)
        func box(_ fill: Fill?, clip: Rect? = nil, corner: Double = 10) -> Box {
            Box(role: .surface, frame: frame, clip: clip, fill: fill, cornerRadius: corner)
        }
        #expect(BoxTreePainter.opaquelyFilled(box(.color(.white))) == Rect(x: 20, y: 30, width: 80, height: 40))
        #expect(BoxTreePainter.opaquelyFilled(box(.color(.white), corner: 0)) == frame)
        #expect(BoxTreePainter.opaquelyFilled(box(.linearGradient(top: .white, bottom: .black))) != nil)
        #expect(BoxTreePainter.opaquelyFilled(box(.color(.white), clip: frame)) != nil)
        // Seen through: a translucent fill, a gradient with a translucent end,
        // no fill, a clip that cuts the fill, corners that leave no inside.
        #expect(BoxTreePainter.opaquelyFilled(box(.color(RGBAColor.white.withAlpha(0.9)))) == nil)
        #expect(BoxTreePainter.opaquelyFilled(box(.linearGradient(top: .white, bottom: RGBAColor.black.withAlpha(0.5)))) == nil)
        #expect(BoxTreePainter.opaquelyFilled(box(nil)) == nil)
        #expect(BoxTreePainter.opaquelyFilled(box(.color(.white), clip: Rect(x: 10, y: 20, width: 100, height: 30))) == nil)
        #expect(BoxTreePainter.opaquelyFilled(box(.color(.white), corner: 30)) == nil)
    }

    /// A frame draws artwork from the decoded pixels themselves (no copy)
    /// with the same result as from copies, for more images than are lent
    /// (the rest are copied), the same file twice, both content modes, and
    /// a file that cannot be read (drawn as before: an error).
    @Test func artworkDrawnFromItsOwnPixelsLooksTheSameAsFromCopies() throws {
        let first = try SampleTree.makeArtwork()
        let second = try Self.makeGradientArtwork()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        var boxes: [Box] = []
        for index in 0..<(BoxTreePainter.maxBorrowedImages + 3) {
            let file = index % 3 == 2 ? first : "\(second).\(index).png"
            if index % 3 != 2 { try FileManager.default.copyItem(atPath: second, toPath: file) }
            let frame = Rect(x: 10 + Double(index % 4) * 90, y: 10 + Double(index / 4) * 90, width: 80, height: 60 + Double(index))
            boxes.append(Box(role: .artwork, frame: frame, cornerRadius: Double(index),
                             image: ImageContent(source: "art\(index).png", file: file, pixelWidth: 16, pixelHeight: 8,
                                                 contentMode: index % 2 == 0 ? .aspectFill : .aspectFit)))
        }
        defer { for index in 0..<boxes.count where index % 3 != 2 { try? FileManager.default.removeItem(atPath: "\(second).\(index).png") } }
        let tree = SampleTree.tree(screen: Size(width: 393, height: 400), scale: 3, boxes: boxes)
        let images = ImageFiles()
        let borrowed = try pixels(width: 393, height: 400, scale: 3) { try painter.paint(tree, images: images, on: $0, borrowingImages: true) }
        let copied = try pixels(width: 393, height: 400, scale: 3) { try painter.paint(tree, images: images, on: $0) }
        #expect(borrowed == copied)
        #expect(borrowed.contains { $0 != 0xFF }, "the artwork was drawn")

        let missing = SampleTree.tree(screen: Size(width: 100, height: 100), scale: 1, boxes: [
            Box(role: .artwork, frame: Rect(x: 0, y: 0, width: 50, height: 50),
                image: ImageContent(source: "gone.png", file: "/nonexistent/gone.png", pixelWidth: 1, pixelHeight: 1, contentMode: .aspectFit)),
        ])
        #expect(throws: RenderError.self) {
            _ = try pixels(width: 100, height: 100, scale: 1) { try painter.paint(missing, images: images, on: $0, borrowingImages: true) }
        }
    }

    /// A 40 x 30 PNG with a different colour in every pixel.
    /// Artwork is scaled into a copy kept by the painter: a later frame that
    /// draws the same pixels at the same scale, moved by whole device pixels,
    /// uses the copy, and draws what a painter with no copy draws. Artwork
    /// at its own size is drawn directly and nothing is kept.
    @Test func artworkFromAKeptScaledCopyIsTheSameAsScaledAfresh() throws {
        let file = try Self.makeGradientArtwork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        func tree(y: Double, width: Double) -> BoxTree {
            SampleTree.tree(screen: Size(width: 200, height: 200), scale: 3, boxes: [
                Box(role: .artwork, frame: Rect(x: 10.5, y: y, width: width, height: 50), cornerRadius: 12,
                    image: ImageContent(source: "art.png", file: file, pixelWidth: 16, pixelHeight: 8, contentMode: .aspectFill)),
            ])
        }
        let images = ImageFiles()
        let kept = BoxTreePainter(fontSystem: TestFonts.shared)
        // ImageFiles decodes afresh for each frame: the key's pixels differ, so an artwork store is what shares copies.
        let store = OneDecode(file: file)
        _ = try pixels(width: 200, height: 200, scale: 3) { try kept.paint(tree(y: 10, width: 120), images: store, on: $0) }
        #expect(kept.scaledArtwork.kept.count == 1)
        let moved = tree(y: 71, width: 120)  // 61 pt: 183 device pixels lower
        let fromCopy = try pixels(width: 200, height: 200, scale: 3) { try kept.paint(moved, images: store, on: $0) }
        #expect(kept.scaledArtwork.kept.count == 1, "the same copy")
        let fresh = try pixels(width: 200, height: 200, scale: 3) {
            try BoxTreePainter(fontSystem: TestFonts.shared).paint(moved, images: images, on: $0)
        }
        #expect(fromCopy == fresh)
        _ = try pixels(width: 200, height: 200, scale: 3) { try kept.paint(tree(y: 10, width: 121), images: store, on: $0) }
        #expect(kept.scaledArtwork.kept.count == 2, "another scale, another copy")
        #expect(kept.scaledArtwork.kept.bytes <= ScaledArtworkCache.maxBytes)
        // Decoded afresh for each frame, each frame's copy is another; only the last few are kept.
        for _ in 0..<(ScaledArtworkCache.maxEntries + 2) {
            _ = try pixels(width: 200, height: 200, scale: 3) { try kept.paint(tree(y: 10, width: 120), images: images, on: $0) }
        }
        #expect(kept.scaledArtwork.kept.count == ScaledArtworkCache.maxEntries)
        // A copy's memory is one an earlier copy gave back, pixels and all: every pixel is painted again.
        let before = try pixels(width: 200, height: 200, scale: 3) {
            try BoxTreePainter(fontSystem: TestFonts.shared).paint(tree(y: 40, width: 117), images: images, on: $0)
        }
        let poisoned = try (0..<ScaledArtworkCache.maxEntries).map { try ScaledArtworkCache.surfaceMemory.lend(byteCount: 40_000 << ($0 % 4)) }
        for loan in poisoned {
            loan.bytes.initializeMemory(as: UInt8.self, repeating: 0xAB)
            ScaledArtworkCache.surfaceMemory.giveBack(loan)
        }
        let after = try pixels(width: 200, height: 200, scale: 3) {
            try BoxTreePainter(fontSystem: TestFonts.shared).paint(tree(y: 40, width: 117), images: images, on: $0)
        }
        #expect(after == before)
    }

    /// Decodes its one file once, as a session's artwork store does.
    struct OneDecode: ImageProviding {
        let image: RasterImage
        init(file: String) { image = try! ImageDecoder.decodeFile(at: file) }
        func image(file: String) throws -> RasterImage { image }
    }

    static func makeGradientArtwork() throws -> String {
        let width = 40, height = 30
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(x * 6)
                pixels[offset + 1] = UInt8(y * 8)
                pixels[offset + 2] = UInt8((x + y) * 3)
            }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mp-shortcut-artwork-\(UUID().uuidString).png")
        try PNGEncoder.encode(RasterImage(width: width, height: height, stride: width * 4, pixels: pixels)).write(to: url)
        return url.path
    }
}
