import BoxTreeModel
import CairoRenderer
import CampaignModel
import Foundation
import TestSupport
import Imaging
import Layout
import RenderCore
import Testing
import TextShaping

@Suite struct PNGRendererTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)

    /// The pixel at a point (in points) of a decoded frame.
    func pixel(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double) -> RGBAColor {
        let p = image.rgba(x: Int(x * scale), y: Int(y * scale))
        return RGBAColor(red: p.r, green: p.g, blue: p.b, alpha: p.a)
    }

    func close(_ a: RGBAColor, _ b: RGBAColor, tolerance: Int = 3) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == b.alpha
    }

    @Test func aThumbnailTakenWhileEncodingIsTheFramesAndTheFileIsTheSame() throws {
        let artwork = try SampleTree.makeArtwork()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let tree = SampleTree.make(artworkFile: artwork, measurer: measurer)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let (png, thumbnail) = try renderer.render(tree, images: ImageFiles(), options: RenderOptions(), thumbnailHeight: 420)
        #expect(png == (try renderer.render(tree)))
        let frame = try renderer.rasterize(tree)
        #expect(thumbnail.width == 194 && thumbnail.height == 420)
        #expect(thumbnail.pixels == frame.thumbnail(height: 420).pixels)
    }

    @Test func rendersTheSampleDeterministicallyAtDeviceSize() throws {
        let artwork = try SampleTree.makeArtwork()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let tree = SampleTree.make(artworkFile: artwork, measurer: measurer)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        #expect(renderer.name == "png" && renderer.fileExtension == "png")

        let first = try renderer.render(tree)
        let second = try renderer.render(tree)
        #expect(first == second)
        // A second font system draws the same bytes.
        let other = PNGRenderer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        #expect(try other.render(tree) == first)
        try first.write(to: URL(fileURLWithPath: "/tmp/renderer-sample.png"))

        let image = try ImageDecoder.decode(first)
        #expect(image.width == 1179 && image.height == 2556)
        let card = tree.root.children[0].frame
        // Card fill: left edge of the card, below the artwork.
        #expect(close(pixel(image, card.minX + 8, card.midY + 20, scale: 3), SampleTree.card))
        // Host background away from the card and its shadow.
        #expect(close(pixel(image, 200, 600, scale: 3), SampleTree.host, tolerance: 0))
        #expect(close(pixel(image, 2, 2, scale: 3), SampleTree.host, tolerance: 0))
        // Artwork (16 x 8, aspect fill into 50 x 50): red on the left, blue on the right.
        let art = tree.root.children[0].children[0].frame
        #expect(close(pixel(image, art.minX + 12, art.midY, scale: 3), SampleTree.red, tolerance: 6))
        #expect(close(pixel(image, art.maxX - 12, art.midY, scale: 3), SampleTree.blue, tolerance: 6))
        // The shadow darkens the host just under the card, but not far below it.
        let under = pixel(image, card.midX, card.maxY + 2, scale: 3)
        #expect(under.red < SampleTree.host.red - 10)
        #expect(close(pixel(image, card.midX, card.maxY + 20, scale: 3), SampleTree.host, tolerance: 0))
        // The placeholder's light gray panel.
        let placeholder = tree.root.children[0].children[4].frame
        #expect(close(pixel(image, placeholder.minX + 4, placeholder.minY + 6, scale: 3), RGBAColor(red: 229, green: 229, blue: 234)))
    }

    @Test func rasterizeMatchesTheEncodedPNG() throws {
        let tree = SampleTree.make(screen: Size(width: 320, height: 260), scale: 2, artworkFile: nil, measurer: measurer)
        let renderer = PNGRenderer(fontSystem: TestFonts.shared)
        let raster = try renderer.rasterize(tree)
        let decoded = try ImageDecoder.decode(try renderer.render(tree))
        #expect(raster.width == 640 && raster.height == 520)
        #expect(raster.pixels == decoded.pixels)
    }

    /// Pixels the caller hands in, whatever the file says.
    struct SolidImages: ImageProviding {
        let image: RasterImage
        func image(file: String) throws -> RasterImage { image }
    }

    @Test func theImageProviderSuppliesPixelsAndItsErrorsSurface() throws {
        let tree = SampleTree.make(screen: Size(width: 320, height: 260), scale: 1, artworkFile: "/nonexistent/sale.png", measurer: measurer)
        let failing = PNGRenderer(fontSystem: TestFonts.shared)
        #expect(throws: RenderError.self) { try failing.render(tree) }

        let green = RasterImage(width: 1, height: 1, stride: 4, pixels: [0, 255, 0, 255]) // native ARGB 0xFF00FF00
        let image = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(tree, images: SolidImages(image: green))
        let art = tree.root.children[0].children[0].frame
        #expect(close(pixel(image, art.midX, art.midY, scale: 1), RGBAColor(red: 0, green: 255, blue: 0)))
    }

    @Test func anInvalidCanvasIsAnError() throws {
        var tree = SampleTree.make(screen: Size(width: 0, height: 100), scale: 1, artworkFile: nil, measurer: measurer)
        #expect(throws: RenderError.self) { try PNGRenderer(fontSystem: TestFonts.shared).render(tree) }
        tree.environment.scale = .nan
        #expect(throws: RenderError.self) { try PNGRenderer(fontSystem: TestFonts.shared).render(tree) }
    }

    @Test func drawnTextMatchesItsMeasuredWidth() throws {
        // Black text on white: the inked columns must lie inside the measured line box.
        let font = FontSpec(.title1, .large, emphasized: true)
        for (string, direction) in [("Hello, world", LayoutDirection.leftToRight), ("مرحبا بالعالم", .rightToLeft)] {
            let lines = measurer.lines(for: string, font: font, maxWidth: .infinity, alignment: .left, direction: direction)
                .map { $0.offsetBy(dx: 10, dy: 10) }
            let block = TextBlock(text: string, font: font, color: .black, alignment: .left, lines: lines)
            let screen = Size(width: lines[0].width + 20, height: lines.blockHeight + 20)
            let tree = SampleTree.tree(screen: screen, scale: 2, direction: direction,
                                       boxes: [Box(role: .header, frame: lines[0].frame, text: block)])
            let image = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(tree)
            var inked: [Int] = []
            for x in 0..<image.width where (0..<image.height).contains(where: { image.rgba(x: x, y: $0).r < 128 }) { inked.append(x) }
            let minInk = Double(try #require(inked.first)) / 2, maxInk = Double(try #require(inked.last) + 1) / 2
            // Side bearings keep ink a little inside the advance box.
            #expect(minInk >= 10 - 1 && minInk < 10 + 4, "\(string): ink starts at \(minInk)")
            #expect(maxInk <= 10 + lines[0].width + 1 && maxInk > 10 + lines[0].width - 4, "\(string): ink ends at \(maxInk)")
        }
    }

    @Test func emojiDrawInColour() throws {
        let font = FontSpec(.title1, .large)
        let lines = measurer.lines(for: "🎉", font: font, maxWidth: .infinity, alignment: .left, direction: .leftToRight)
            .map { $0.offsetBy(dx: 4, dy: 4) }
        #expect(lines[0].width > 20 && lines[0].width < 40)
        let block = TextBlock(text: "🎉", font: font, color: .black, alignment: .left, lines: lines)
        let tree = SampleTree.tree(screen: Size(width: 48, height: 48), scale: 3, boxes: [Box(role: .header, frame: lines[0].frame, text: block)])
        let image = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(tree)
        var colourful = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 100 { colourful += 1 }
            }
        }
        // Black text would have no saturated pixel at all.
        #expect(colourful > 500)
    }

    @Test func shadowsFadeSmoothlyWithoutSeams() throws {
        // A shadow with no fill above it: the solid core and the blurred ring must meet invisibly.
        let box = Box(role: .card, frame: Rect(x: 30, y: 30, width: 140, height: 80), cornerRadius: 12,
                      shadow: Shadow(color: RGBAColor.black.withAlpha(0.5), offsetY: 0, blurRadius: 4))
        let tree = SampleTree.tree(screen: Size(width: 200, height: 140), scale: 3, boxes: [box])
        let image = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(tree)
        let row = 70 * 3
        let values = (0..<image.width).map { Int(image.rgba(x: $0, y: row).r) }
        #expect(values.first == 255 && values.last == 255)
        #expect(values[100 * 3] == 127) // alpha 128 of black over white, exactly, in the core
        // Darkening toward the middle, brightening after: no dip or bump at the core's edge.
        let middle = values.count / 2
        #expect(zip(values[..<middle], values[1...middle]).allSatisfy { $0 >= $1 })
        #expect(zip(values[middle...], values[(middle + 1)...]).allSatisfy { $0 <= $1 })
        // The edge itself is half-dark, softened over several points.
        let edge = Int(image.rgba(x: 30 * 3, y: row).r)
        #expect(edge > 150 && edge < 230)
        #expect(values[22 * 3] > 245 && values[38 * 3] < 140)
    }

    @Test func glyphsMirrorAndCentre() throws {
        func inkColumns(pointsRight: Bool) throws -> (Double, Double) {
            let box = Box(role: .chevron, frame: Rect(x: 0, y: 0, width: 40, height: 40), glyph: .chevron(color: .black, pointsRight: pointsRight))
            let image = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(SampleTree.tree(screen: Size(width: 40, height: 40), scale: 2, boxes: [box]))
            // Where the ink is on the middle row: the tip.
            let middle = (0..<image.width).filter { image.rgba(x: $0, y: 40).r < 128 }
            return (Double(middle.first ?? 0) / 2, Double(middle.last ?? 0) / 2)
        }
        let right = try inkColumns(pointsRight: true), left = try inkColumns(pointsRight: false)
        #expect(right.0 > 20 && right.1 < 26) // tip at 24
        #expect(left.0 > 14 && left.1 < 20)   // tip at 16
    }
}
