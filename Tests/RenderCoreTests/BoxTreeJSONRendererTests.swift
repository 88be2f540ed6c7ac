import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import RenderCore
import Testing

@Suite struct BoxTreeJSONRendererTests {
    let renderer = BoxTreeJSONRenderer()
    let base = RenderOptions([BoxTreeJSONRenderer.baseDirectoryOption: "/tmp"])

    @Test func roundTripsEveryField() throws {
        let tree = TreeFixtures.everyField(artworkFile: "/tmp/art/hero.png")
        let json = try renderer.render(tree, options: base)
        var expected = tree
        // The only change: the artwork path, relative to the base folder.
        expected.root.children[1].children[1].children[0].children[0].image?.file = "art/hero.png"
        #expect(try BoxTree.decode(json: json) == expected)
        #expect(try renderer.render(BoxTree.decode(json: json), options: base) == json, "re-encoding is byte-identical")
    }

    @Test func isDeterministic() throws {
        let tree = TreeFixtures.everyField()
        let runs = try (0..<5).map { _ in try renderer.render(tree, options: base) }
        #expect(Set(runs).count == 1)
    }

    @Test func isPrettySortedWithSlashesAsWritten() throws {
        let text = String(decoding: try renderer.render(TreeFixtures.everyField(), options: base), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"autoDismissAfter\" : 12.5,\n  \"campaignID\" : \"welcome-back/variant-a\",\n"))
        #expect(text.contains("\"target\" : \"https://example.com/x?a=1&b=2\""))
        #expect(text.contains("\"tags\" : []"))
        #expect(!text.contains("\\/"))
        #expect(text.hasSuffix("}\n"))
    }

    @Test func colourFillsAndGlyphsAreTaggedObjects() throws {
        let text = String(decoding: try renderer.render(TreeFixtures.everyField(), options: base), as: UTF8.self)
        let compact = text.filter { !$0.isWhitespace }
        #expect(compact.contains(##""fill":{"color":"#5B3DF5","type":"color"}"##))
        #expect(compact.contains(##""glyph":{"background":"#00000066","color":"#FFFFFF","type":"close","visibleSize":30}"##))
        #expect(text.contains("\"type\" : \"linearGradient\""))
        #expect(text.contains("\"type\" : \"close\""))
        #expect(text.contains("\"pointsRight\" : false"))
        #expect(!text.contains("\"_0\""))
    }

    @Test func carriesTheSchemaVersionAndRefusesUnknownOnes() throws {
        let json = try renderer.render(TreeFixtures.everyField(), options: base)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == BoxTree.currentSchemaVersion)
        let future = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99")
        #expect(throws: BoxTreeDecodingError.unsupportedSchemaVersion(99)) { try BoxTree.decode(json: Data(future.utf8)) }
    }

    @Test(arguments: [
        ("/work/repo/examples/assets/hero.jpg", "/work/repo", "examples/assets/hero.jpg"),
        ("/work/repo/hero.jpg", "/work/repo/", "hero.jpg"),
        ("/work/other/hero.jpg", "/work/repo", "../other/hero.jpg"),
        ("/hero.jpg", "/work/repo", "../../hero.jpg"),
        ("/work/./repo/../repo/a.png", "/work/repo", "a.png"),
        ("already/relative.png", "/work/repo", "already/relative.png"),
    ])
    func imagePathsAreRelativeToTheBaseFolder(_ file: String, _ base: String, _ expected: String) throws {
        let tree = TreeFixtures.everyField(artworkFile: file)
        let json = try renderer.render(tree, options: RenderOptions([BoxTreeJSONRenderer.baseDirectoryOption: base]))
        let decoded = try BoxTree.decode(json: json)
        #expect(decoded.allBoxes.compactMap(\.image?.file) == [expected])
    }

    @Test func theDefaultBaseIsTheCurrentDirectory() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let tree = TreeFixtures.everyField(artworkFile: cwd + "/assets/x.png")
        let decoded = try BoxTree.decode(json: try renderer.render(tree))
        #expect(decoded.allBoxes.compactMap(\.image?.file) == ["assets/x.png"])
    }

    @Test func describesItself() {
        #expect(renderer.name == "json")
        #expect(renderer.fileExtension == "tree.json")
        #expect(renderer.outputKind == .text)
    }
}
