import BoxTreeModel
import Foundation
import Imaging
import Layout
import RenderCore
import Testing

@Suite struct RendererRegistryTests {
    struct Named: Renderer {
        var name: String
        var fileExtension = "txt"
        var outputKind = RenderOutputKind.text
        var summary = "test"
        var output = "first"
        func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data { Data(output.utf8) }
    }

    static let noPlugins = PluginSearch(directories: [], path: "")

    @Test func keepsRegistrationOrderAndFindsByName() {
        let registry = RendererRegistry([Named(name: "b"), Named(name: "a"), Named(name: "c")])
        #expect(registry.names == ["b", "a", "c"])
        #expect(registry.renderer(named: "a")?.name == "a")
        #expect(registry.renderer(named: "z") == nil)
    }

    @Test func registeringATakenNameReplacesItInPlace() throws {
        var registry = RendererRegistry([Named(name: "a"), Named(name: "b")])
        registry.register(Named(name: "a", output: "second"))
        #expect(registry.names == ["a", "b"])
        let data = try registry.renderer(named: "a")?.render(TreeFixtures.everyField())
        #expect(data == Data("second".utf8))
    }

    @Test func isAValue() {
        let original = RendererRegistry([Named(name: "a")])
        var copy = original
        copy.register(Named(name: "b"))
        #expect(original.names == ["a"])
        #expect(copy.names == ["a", "b"])
    }

    @Test func resolvesRegisteredRenderersBeforePlugins() throws {
        let folder = try PluginFolder()
        try folder.add("a", "echo plugin")
        let registry = RendererRegistry([Named(name: "a")])
        let renderer = try registry.resolve("a", plugins: PluginSearch(directories: [folder.path], path: ""))
        #expect(renderer is Named)
    }

    @Test func resolvesUnregisteredNamesToPlugins() throws {
        let folder = try PluginFolder()
        let script = try folder.add("html", "cat >/dev/null; echo '<html></html>'")
        let registry = RendererRegistry([Named(name: "a")])
        let renderer = try registry.resolve("html", plugins: PluginSearch(directories: [folder.path], path: "", timeout: 3))
        let external = try #require(renderer as? ExternalRenderer)
        #expect(external.executable.path == script.standardizedFileURL.path)
        #expect(external.timeout == 3)
        #expect(external.fileExtension == "html")
        #expect(external.outputKind == .unknown)
    }

    @Test(arguments: ["../html", "HTML", "a b", "", "x/y", "html;rm", ".hidden", String(repeating: "a", count: 65)])
    func refusesNamesThatAreNotFormatNames(_ name: String) {
        let registry = RendererRegistry([Named(name: "a")])
        #expect(throws: RendererLookupError.invalidName(name)) { try registry.resolve(name, plugins: Self.noPlugins) }
    }

    @Test func unknownNamesListTheRegisteredOnesAndEveryFolderSearched() {
        let registry = RendererRegistry([Named(name: "png"), Named(name: "a11y")])
        let plugins = PluginSearch(directories: ["plugins", "/opt/p"], path: "/usr/local/bin::/usr/bin")
        #expect(throws: RendererLookupError.notFound(
            name: "nope", registered: ["png", "a11y"],
            searched: ["plugins (--plugin-dir)", "/opt/p (--plugin-dir)", "/usr/local/bin (PATH)", "/usr/bin (PATH)"])) {
            try registry.resolve("nope", plugins: plugins)
        }
        let error = RendererLookupError.notFound(name: "nope", registered: ["png", "a11y"], searched: ["plugins (--plugin-dir)"])
        #expect(error.description == "unknown format 'nope': it is not built in (png, a11y) and no executable "
            + "preview-renderer-nope was found in plugins (--plugin-dir)")
    }
}
