import BoxTreeModel
import CairoRenderer
import Foundation
import TestSupport
import Imaging
import Layout
import RenderCore
import Testing
import TextShaping

@Suite struct PDFRendererTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)

    func sample() throws -> (tree: BoxTree, artwork: String) {
        let artwork = try SampleTree.makeArtwork()
        return (SampleTree.make(artworkFile: artwork, measurer: measurer), artwork)
    }

    /// The PDF's text, as Latin-1 (its structure is ASCII; streams are binary).
    func structure(_ data: Data) -> String { String(decoding: data.map { $0 < 128 ? $0 : 63 }, as: UTF8.self) }

    @Test func isOnePageTheSizeOfTheScreenInPoints() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let renderer = PDFRenderer(fontSystem: TestFonts.shared)
        #expect(renderer.name == "pdf" && renderer.fileExtension == "pdf")
        let data = try renderer.render(tree)
        let text = structure(data)
        #expect(text.hasPrefix("%PDF-1."))
        #expect(text.hasSuffix("%%EOF\n"))
        #expect(text.matches(of: #/\/Type\s*\/Page\b(?!s)/#).count == 1)
        #expect(text.contains("/MediaBox [ 0 0 393 852 ]"))
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("/Creator (MessagePreview)"))
        // Cairo writes a title with parentheses as UTF-16BE hex.
        let title = "sample (Test phone)".utf16.map { String(format: "%04X", $0) }.joined()
        #expect(text.contains("/Title <FEFF\(title)>"))
    }

    @Test func sameTreeSameBytesAcrossRendersAndFontSystems() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let first = try PDFRenderer(fontSystem: TestFonts.shared).render(tree)
        _ = try SVGRenderer(fontSystem: TestFonts.shared).render(tree)
        #expect(try PDFRenderer(fontSystem: TestFonts.shared).render(tree) == first)
        let other = PDFRenderer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        #expect(try other.render(tree) == first)
    }

    @Test(.enabled(if: ExternalTool.exists("pdftotext")))
    func textIsRealText() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let text = try extractText(try PDFRenderer(fontSystem: TestFonts.shared).render(tree))
        #expect(text.contains("Summer sale is here"))
        #expect(text.contains("Shop now"))
        #expect(text.contains("خصم"))
    }

    @Test(.enabled(if: ExternalTool.exists("pdftotext")))
    func theExampleModalIsSelectableText() throws {
        // The reviewed layout of the example (its box-tree golden), so only the PDF renderer is under test.
        let tree = try TreeGolden.tree("welcome-modal", variant: "iphone-15-portrait-en-l")
        let pdf = try PDFRenderer(fontSystem: TestFonts.shared).render(tree, images: TreeGoldenImages(), options: RenderOptions())
        let text = try extractText(pdf)
        #expect(text.contains("Welcome back, Sara!"))
        #expect(text.contains("Claim points") && text.contains("Not now"))
    }

    @Test(.enabled(if: ExternalTool.exists("pdftoppm")))
    func drawsTheSamePixelsAsThePNGRenderer() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let scale = 2.0
        var pngTree = tree
        pngTree.environment.scale = scale
        let png = try PNGRenderer(fontSystem: TestFonts.shared).rasterize(pngTree)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-pixels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pdfFile = folder.appendingPathComponent("page.pdf")
        try PDFRenderer(fontSystem: TestFonts.shared).render(tree).write(to: pdfFile)
        // 72 dpi is one pixel per point; 144 dpi is the PNG's scale of 2.
        _ = try ExternalTool.run("pdftoppm", ["-r", "\(Int(72 * scale))", "-png", "-singlefile", pdfFile.path, folder.appendingPathComponent("page").path])
        let page = try ImageDecoder.decodeFile(at: folder.appendingPathComponent("page.png").path)
        #expect(page.width == png.width && page.height == png.height)

        let card = tree.root.children[0].frame
        let art = tree.root.children[0].children[0].frame
        let button = tree.root.children[0].children[3].frame
        let points: [(String, Double, Double)] = [
            ("host", 2, 2), ("host below", 200, 600), ("card", card.minX + 8, card.midY + 20),
            ("artwork left", art.minX + 12, art.midY), ("artwork right", art.maxX - 12, art.midY),
            ("button", button.minX + 4, button.midY), ("placeholder", card.minX + 10, card.maxY - 30),
        ]
        for (name, x, y) in points {
            let a = png.rgba(x: Int(x * scale), y: Int(y * scale)), b = page.rgba(x: Int(x * scale), y: Int(y * scale))
            let difference = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            #expect(difference <= 8, "\(name) at (\(x), \(y)): PNG \(a), PDF \(b)")
        }
    }

    @Test func anInvalidCanvasIsAnError() {
        let tree = SampleTree.tree(screen: Size(width: 100, height: .infinity), scale: 1, boxes: [])
        #expect(throws: RenderError.self) { try PDFRenderer(fontSystem: TestFonts.shared).render(tree) }
    }

    private func extractText(_ pdf: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-text-\(UUID().uuidString).pdf")
        try pdf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return String(decoding: try ExternalTool.run("pdftotext", ["-enc", "UTF-8", file.path, "-"]), as: UTF8.self)
    }
}
