import CairoRenderer
import Foundation
import Imaging
import TestSupport
import RenderCore
import Testing
@testable import TerminalRenderer

@Suite struct HalfBlockRasterTests {
    /// An opaque image from rows of (r, g, b) pixels, in Cairo's ARGB32 layout.
    func image(_ rows: [[(UInt8, UInt8, UInt8)]]) -> RasterImage {
        let width = rows[0].count, stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * rows.count)
        pixels.withUnsafeMutableBytes { raw in
            for (y, row) in rows.enumerated() {
                for (x, pixel) in row.enumerated() {
                    let value = 0xFF00_0000 | UInt32(pixel.0) << 16 | UInt32(pixel.1) << 8 | UInt32(pixel.2)
                    raw.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        return RasterImage(width: width, height: rows.count, stride: stride, pixels: pixels)
    }

    func raster(_ depth: TerminalColorDepth, columns: Int = 80, _ picture: RasterImage) throws -> String {
        let renderer = TerminalRenderer(configuration: TerminalConfiguration(columns: columns, colorDepth: depth, mode: .raster)) { _, _ in picture }
        return try renderer.text(for: TestTrees.card())
    }

    @Test func topPixelIsTheForegroundAndBottomPixelTheBackground() throws {
        let red = (UInt8(255), UInt8(0), UInt8(0)), blue = (UInt8(0), UInt8(0), UInt8(255))
        let green = (UInt8(0), UInt8(200), UInt8(0)), white = (UInt8(255), UInt8(255), UInt8(255))
        let picture = image([[red, red, red, red], [blue, blue, blue, blue], [green, green, green, green], [white, white, white, white]])
        // Four pixels across fit in 80 columns unscaled: 4 cells, 2 rows.
        let text = try raster(.trueColor, picture)
        #expect(text == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀▀▀\u{1B}[0m\n\u{1B}[38;2;0;200;0;48;2;255;255;255m▀▀▀▀\u{1B}[0m\n")
        let text256 = try raster(.ansi256, picture)
        #expect(text256.hasPrefix("\u{1B}[38;5;196;48;5;21m▀▀▀▀"))
        let text16 = try raster(.ansi16, picture)
        #expect(text16.hasPrefix("\u{1B}[91;44m▀▀▀▀") || text16.hasPrefix("\u{1B}[91;104m▀▀▀▀"))
    }

    @Test func shrinksToTheColumnsByAveragingBoxes() throws {
        // 40 x 8 black-and-white checkerboard into 20 columns: every 2 x 2 box is half white.
        let rows = (0..<8).map { y in (0..<40).map { x in (x + y) % 2 == 0 ? (UInt8(0), UInt8(0), UInt8(0)) : (UInt8(255), UInt8(255), UInt8(255)) } }
        let grid = HalfBlockPicture.grid(of: image(rows), columns: 20, colored: true)
        #expect(grid.columns == 20 && grid.rows == 2)
        #expect(grid[7, 1].foreground == TerminalColor(red: 128, green: 128, blue: 128))
        #expect(grid[7, 1].background == TerminalColor(red: 128, green: 128, blue: 128))
    }

    @Test func keepsTheAspectAndLeavesAnOddLastRowHalfEmpty() throws {
        let rows = (0..<50).map { _ in (0..<100).map { _ in (UInt8(10), UInt8(20), UInt8(30)) } }
        let grid = HalfBlockPicture.grid(of: image(rows), columns: 22, colored: true)
        // 100 x 50 -> 22 x 11 pixels -> 6 rows, the last with no bottom pixel.
        #expect(grid.columns == 22 && grid.rows == 6)
        #expect(grid[0, 5].background == nil && grid[0, 5].foreground == TerminalColor(red: 10, green: 20, blue: 30))
    }

    @Test func transparentPixelsShowWhite() {
        let clear = RasterImage(width: 2, height: 2, stride: 8, pixels: [UInt8](repeating: 0, count: 16))
        let grid = HalfBlockPicture.grid(of: clear, columns: 80, colored: true)
        #expect(grid[0, 0].foreground == .white && grid[0, 0].background == .white)
    }

    @Test func withoutColourBrightnessBecomesInkDensity() throws {
        let black = (UInt8(0), UInt8(0), UInt8(0)), white = (UInt8(255), UInt8(255), UInt8(255))
        let text = try raster(.none, image([[black, white], [black, white]]))
        #expect(text == "█\n")
    }

    @Test func theRasterModeNeedsARasterizer() {
        let renderer = TerminalRenderer(configuration: TerminalConfiguration(mode: .raster))
        #expect(throws: RenderError.self) { try renderer.render(TestTrees.card()) }
    }

    @Test func rastersTheRenderedExampleToTheColumns() throws {
        let tree = try ExampleTrees.tree("welcome-modal", language: nil)
        let png = PNGRenderer(fontSystem: TestFonts.shared)
        let rasterizer: TerminalRenderer.Rasterizer = { tree, images in try png.rasterize(tree, images: images) }
        let renderer = TerminalRenderer(configuration: TerminalConfiguration(columns: 80, colorDepth: .trueColor, mode: .raster),
                                        rasterizer: rasterizer)
        let rows = try renderer.text(for: tree).split(separator: "\n")
        // 1179 x 2556 px -> 80 x 173 -> 87 rows of 80 half blocks.
        #expect(rows.count == 87)
        #expect(rows.allSatisfy { $0.filter { $0 == "▀" }.count == 80 })
        #expect(try renderer.render(tree) == renderer.render(tree))
    }
}
