import BoxTreeModel
@testable import CairoRenderer
import Foundation
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
import Layout
import RenderCore
import Testing
import TextShaping

@Suite struct SVGRendererTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)

    func sample() throws -> (tree: BoxTree, artwork: String) {
        let artwork = try SampleTree.makeArtwork()
        return (SampleTree.make(artworkFile: artwork, measurer: measurer), artwork)
    }

    @Test func isAnSVG11DocumentTheSizeOfTheScreenInPoints() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let renderer = SVGRenderer(fontSystem: TestFonts.shared)
        #expect(renderer.name == "svg" && renderer.fileExtension == "svg")
        let data = try renderer.render(tree)

        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // attribute(forName:) misses attributes under a default namespace on Linux; read the list.
        func attribute(_ name: String) -> String? { root.attributes?.first { $0.name == name }?.stringValue }
        #expect(attribute("width") == "393")
        #expect(attribute("height") == "852")
        #expect(attribute("viewBox") == "0 0 393 852")
        #expect(attribute("version") == "1.1")
        // The artwork and the emoji are embedded images; text is glyph outlines.
        let svg = String(decoding: data, as: UTF8.self)
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
        #expect(svg.contains("<symbol") && svg.contains("<use xlink:href=\"#glyph"))
    }

    @Test func everyReferenceIsDefined() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let svg = String(decoding: try SVGRenderer(fontSystem: TestFonts.shared).render(tree), as: UTF8.self)
        let defined = Set(svg.matches(of: #/id="([^"]+)"/#).map { String($0.output.1) })
        let referenced = Set(svg.matches(of: #/(?:href="|url\()#([^")]+)/#).map { String($0.output.1) })
        #expect(!referenced.isEmpty)
        #expect(referenced.isSubset(of: defined), "undefined: \(referenced.subtracting(defined))")
    }

    @Test func sameTreeSameBytesAcrossRendersAndFontSystems() throws {
        let (tree, artwork) = try sample()
        defer { try? FileManager.default.removeItem(atPath: artwork) }
        let renderer = SVGRenderer(fontSystem: TestFonts.shared)
        let first = try renderer.render(tree)
        // Another document in between moves Cairo's process-wide surface serials.
        _ = try PNGRenderer(fontSystem: TestFonts.shared).render(tree)
        #expect(try renderer.render(tree) == first)
        let other = SVGRenderer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        #expect(try other.render(tree) == first)
    }

    @Test func identifiersAreRenumberedInOrderOfAppearance() {
        let svg = ##"<g id="surface41"><image id="image9" xlink:href="data:image/png;base64,id9image3AAA"/><use xlink:href="#image9"/><use xlink:href="#glyph3-2" x="1"/><path clip-path="url(#clip7)"/><symbol id="glyph3-2"/><g id="image4"/></g>"##
        #expect(SVGIdentifiers.renumbered(svg) == ##"<g id="surface1"><image id="image1" xlink:href="data:image/png;base64,id9image3AAA"/><use xlink:href="#image1"/><use xlink:href="#glyph1-2" x="1"/><path clip-path="url(#clip1)"/><symbol id="glyph1-2"/><g id="image2"/></g>"##)
    }

    @Test func anInvalidCanvasIsAnError() {
        let tree = SampleTree.tree(screen: Size(width: 0, height: 100), scale: 1, boxes: [])
        #expect(throws: RenderError.self) { try SVGRenderer(fontSystem: TestFonts.shared).render(tree) }
    }
}
