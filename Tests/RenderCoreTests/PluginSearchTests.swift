import Foundation
import RenderCore
import Testing

@Suite struct PluginSearchTests {
    @Test(arguments: ["html", "a", "svg-2", "0", "my-renderer-9"])
    func acceptsLowercaseLettersDigitsAndDashes(_ name: String) {
        #expect(PluginSearch.isValidName(name))
    }

    @Test(arguments: ["", "Html", "h_t", "a.b", "a/b", "ä", "a\n", " a", String(repeating: "x", count: 65)])
    func refusesEverythingElse(_ name: String) {
        #expect(!PluginSearch.isValidName(name))
    }

    @Test func skipsEmptyPathEntriesSoTheCurrentFolderIsNeverSearched() {
        let search = PluginSearch(directories: ["d"], path: ":/a::/b:")
        #expect(search.pathDirectories == ["/a", "/b"])
        #expect(search.searchedFolders == ["d (--plugin-dir)", "/a (PATH)", "/b (PATH)"])
    }

    @Test func pluginFoldersComeBeforePathInOrder() throws {
        let first = try PluginFolder(), second = try PluginFolder(), onPath = try PluginFolder()
        try second.add("x", "echo second")
        try onPath.add("x", "echo path")
        try onPath.add("y", "echo path")
        let search = PluginSearch(directories: [first.path, second.path], path: onPath.path)
        #expect(try search.locate("x").path == second.url.appendingPathComponent("preview-renderer-x").path)
        #expect(try search.locate("y").path == onPath.url.appendingPathComponent("preview-renderer-y").path)
    }

    @Test func aFileThatCannotRunIsReportedNotSkipped() throws {
        let folder = try PluginFolder(), later = try PluginFolder()
        let file = try folder.add("x", "echo hi", executable: false)
        try later.add("x", "echo later")
        let search = PluginSearch(directories: [folder.path, later.path], path: "")
        #expect(throws: RendererLookupError.notExecutable(name: "x", path: file.path)) { try search.locate("x") }
    }

    @Test func aFolderWithThePluginsNameIsNotAPlugin() throws {
        let folder = try PluginFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("preview-renderer-x"), withIntermediateDirectories: false)
        #expect(throws: RendererLookupError.self) { try PluginSearch(directories: [folder.path], path: "").locate("x") }
    }

    @Test func discoverListsEachNameOnceAsLocateWouldPickIt() throws {
        let first = try PluginFolder(), onPath = try PluginFolder()
        try first.add("b", "echo")
        try first.add("a", "echo")
        try first.add("off", "echo", executable: false)
        try first.add("Bad_Name", "echo")
        try onPath.add("a", "echo")
        try onPath.add("c", "echo")
        try Data().write(to: onPath.url.appendingPathComponent("unrelated-tool"))
        let found = PluginSearch(directories: [first.path], path: onPath.path).discover()
        #expect(found.map(\.name) == ["a", "b", "c"])
        #expect(found.map(\.origin) == [.pluginDirectory, .pluginDirectory, .path])
        #expect(found[0].path == first.url.appendingPathComponent("preview-renderer-a").path)
    }

    @Test func aMissingFolderIsSimplyEmpty() {
        #expect(PluginSearch(directories: ["/no/such/folder"], path: "/no/such/either").discover().isEmpty)
    }
}
