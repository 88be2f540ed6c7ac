import Assets
import CampaignModel
import Foundation
import JSONReading
import Layout
import Testing
import TestSupport

/// How ArtworkStore turns a campaign's artwork string into a local file.
@Suite struct ArtworkResolutionTests {
    let images = Repository.images.path

    @Test func relativePathIsReadFromTheCampaignFolder() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        let expected = ArtworkLookup.loaded(ArtworkInfo(file: "\(images)/hero.png", pixelWidth: 600, pixelHeight: 300))
        #expect(store.artwork(for: "hero.png") == expected)
        #expect(store.artwork(for: "./nested/../hero.png") == expected)
        let parent = ArtworkStore(campaignDirectory: Repository.images.deletingLastPathComponent(), assetsDirectory: nil)
        #expect(parent.artwork(for: "images/hero.png") == expected)
    }

    /// A folder URL written without its trailing "/" is still the folder, not its parent.
    @Test func foldersWithoutATrailingSlashAreFolders() throws {
        let assets = try ScratchFolder()
        try assets.copy(Repository.images.appendingPathComponent("icon.png"), to: "sub/icon-file.png")
        try assets.write("sub/manifest.json", Data(#"{"https://cdn.example.com/i.png": "icon-file.png"}"#.utf8))
        let sub = try #require(URL(string: "file://\(assets.path)/sub"))
        let store = ArtworkStore(campaignDirectory: sub, assetsDirectory: sub)
        let expected = ArtworkLookup.loaded(ArtworkInfo(file: "\(assets.path)/sub/icon-file.png", pixelWidth: 120, pixelHeight: 120))
        #expect(store.artwork(for: "icon-file.png") == expected)
        #expect(store.artwork(for: "https://cdn.example.com/i.png") == expected)
    }

    @Test func relativePathWithoutACampaignFolderIsReadFromTheCurrentDirectory() {
        let current = FileManager.default.currentDirectoryPath
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: nil)
        let relative = relativePath(from: current, to: "\(images)/icon.png")
        #expect(store.artwork(for: relative) == .loaded(ArtworkInfo(file: "\(images)/icon.png", pixelWidth: 120, pixelHeight: 120)))
    }

    @Test func absolutePathInsideTheCampaignFolderIsRead() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "\(images)/hero.jpg") == .loaded(ArtworkInfo(file: "\(images)/hero.jpg", pixelWidth: 600, pixelHeight: 300)))
    }

    @Test func fileURLsAreReadFromTheirPath() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("app icon #1.png", Data(contentsOf: Repository.images.appendingPathComponent("icon.png")))
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        let expected = ArtworkLookup.loaded(ArtworkInfo(file: file.path, pixelWidth: 120, pixelHeight: 120))
        // absoluteString percent-encodes the space and the "#".
        #expect(store.artwork(for: file.absoluteString) == expected)
        #expect(store.artwork(for: "file://localhost" + file.absoluteString.dropFirst("file://".count)) == expected)
        #expect(store.artwork(for: "FILE://" + file.absoluteString.dropFirst("file://".count)) == expected)
    }

    @Test func fileURLOnAnotherHostIsRefused() {
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: nil)
        #expect(store.artwork(for: "file://fileserver/share/hero.png")
            == .failed("file://fileserver/share/hero.png names another host (fileserver); only local file URLs are read"))
    }

    @Test func httpsIsFoundThroughTheManifest() throws {
        let assets = try ScratchFolder()
        try assets.copy(Repository.images.appendingPathComponent("hero.png"), to: "art/banner-v2.png")
        try assets.write("manifest.json", Data(#"{"https://cdn.example.com/campaigns/summer.png?v=2": "art/banner-v2.png"}"#.utf8))
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        #expect(store.artwork(for: "https://cdn.example.com/campaigns/summer.png?v=2")
            == .loaded(ArtworkInfo(file: "\(assets.path)/art/banner-v2.png", pixelWidth: 600, pixelHeight: 300)))
    }

    @Test func httpsFallsBackToTheURLsFileName() throws {
        let assets = try ScratchFolder()
        try assets.copy(Repository.images.appendingPathComponent("icon.png"), to: "summer sale.png")
        try assets.write("manifest.json", Data(#"{"https://cdn.example.com/other.png": "other.png"}"#.utf8))
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        let expected = ArtworkLookup.loaded(ArtworkInfo(file: "\(assets.path)/summer sale.png", pixelWidth: 120, pixelHeight: 120))
        #expect(store.artwork(for: "https://cdn.example.com/a/b/summer%20sale.png") == expected)
        #expect(store.artwork(for: "https://cdn.example.com/summer%20sale.png?size=large&v=3#top") == expected)
    }

    @Test func httpsByFileNameWorksWithoutAManifest() throws {
        let assets = try ScratchFolder()
        try assets.copy(Repository.images.appendingPathComponent("hero.jpg"), to: "hero.jpg")
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        #expect(store.artwork(for: "https://images.example.org/hero.jpg")
            == .loaded(ArtworkInfo(file: "\(assets.path)/hero.jpg", pixelWidth: 600, pixelHeight: 300)))
    }

    /// The artwork bundled with the examples, through its own manifest.
    @Test func exampleAssetsLoadThroughTheirManifest() {
        let examples = Repository.root
            .appendingPathComponent("examples/assets", isDirectory: true)
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: examples)
        let cases = [
            ("https://cdn.example.com/campaigns/summer-sale.png", "summer-sale.png", 1200, 600),
            ("https://cdn.example.com/campaigns/welcome-hero.jpg", "welcome-hero.jpg", 1200, 800),
            ("https://cdn.example.com/icons/coin@2x.png", "coin-icon.png", 256, 256),
        ]
        for (url, file, width, height) in cases {
            #expect(store.artwork(for: url) == .loaded(ArtworkInfo(file: "\(examples.path)/\(file)", pixelWidth: width, pixelHeight: height)))
        }
    }

    @Test func httpsWithoutAnAssetFolderIsNotFetched() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "https://cdn.example.com/hero.png")
            == .failed("https artwork needs an asset folder (--assets DIR); the preview does not fetch from the network"))
    }

    @Test func httpsNotInTheAssetFolder() throws {
        let assets = try ScratchFolder()
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        #expect(store.artwork(for: "https://cdn.example.com/campaigns/missing%20art.png?v=1")
            == .failed("https://cdn.example.com/campaigns/missing%20art.png?v=1 is not in the asset folder \(assets.path) (looked for missing art.png)"))
    }

    @Test func httpsThatNamesNoFile() throws {
        let assets = try ScratchFolder()
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        for url in ["https://cdn.example.com", "https://cdn.example.com/", "https://cdn.example.com/a/..", "https://cdn.example.com/%2E%2E", "https://cdn.example.com/x%2Fy.png"] {
            #expect(store.artwork(for: url) == .failed("\(url) names no file, and the asset folder's manifest.json does not list it"))
        }
    }

    @Test func manifestEntryForAMissingFile() throws {
        let assets = try ScratchFolder()
        try assets.write("manifest.json", Data(#"{"https://cdn.example.com/a.png": "gone.png"}"#.utf8))
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        #expect(store.artwork(for: "https://cdn.example.com/a.png")
            == .failed("https://cdn.example.com/a.png is mapped by manifest.json to gone.png, which is not in the asset folder \(assets.path)"))
    }

    @Test(arguments: [
        ("{\"https://cdn.example.com/a.png\": \"a.png\"", "$: expected valid JSON, found the file ends inside an object"),
        ("[\"a.png\"]", "$: expected an object mapping artwork URLs to file names, found an array"),
        ("{\"https://cdn.example.com/a.png\": 3}", "[\"https://cdn.example.com/a.png\"]: expected a file name inside the asset folder, found number 3"),
        ("{\"https://cdn.example.com/a.png\": \"../a.png\"}", "expected a file name inside the asset folder, found \"../a.png\", which leaves it"),
        ("{\"https://cdn.example.com/a.png\": \"/etc/passwd\"}", "found \"/etc/passwd\", which leaves it"),
    ])
    func malformedManifestIsReported(manifest: String, problem: String) throws {
        let assets = try ScratchFolder()
        try assets.copy(Repository.images.appendingPathComponent("icon.png"), to: "a.png")
        try assets.write("manifest.json", Data(manifest.utf8))
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: assets.url)
        let lookup = store.artwork(for: "https://cdn.example.com/a.png")
        guard case .failed(let reason) = lookup else {
            Issue.record("expected a failure, got \(lookup)")
            return
        }
        #expect(reason.hasPrefix("\(assets.path)/manifest.json: "), "\(reason)")
        #expect(reason.contains(problem), "\(reason)")
        // The commands report the same problems as an input error before any work.
        #expect(throws: InputProblems.self) { try AssetFolder.checkManifest(in: assets.url) }
    }

    @Test func missingAssetFolderIsReported() {
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: URL(fileURLWithPath: "/nonexistent/assets"))
        #expect(store.artwork(for: "https://cdn.example.com/a.png") == .failed("/nonexistent/assets: $: expected an asset folder, found no such folder"))
    }

    /// Refused on the scheme alone: the bogus asset folder is never looked at.
    @Test func httpIsRefusedBeforeAnything() {
        let store = ArtworkStore(campaignDirectory: URL(fileURLWithPath: "/nonexistent"), assetsDirectory: URL(fileURLWithPath: "/nonexistent/assets"))
        for url in ["http://cdn.example.com/hero.png", "HTTP://cdn.example.com/hero.png", "http:hero.png"] {
            #expect(store.artwork(for: url) == .failed("http:// URLs are refused before any request"))
        }
    }

    @Test func otherSchemesAreRefused() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images)
        #expect(store.artwork(for: "ftp://files.example.com/hero.png")
            == .failed("ftp: URLs are not supported (use https://, file:// or a file path)"))
        #expect(store.artwork(for: "mailto:someone@example.com")
            == .failed("mailto: URLs are not supported (use https://, file:// or a file path)"))
        let dataURL = "data:image/png;base64," + String(repeating: "iVBORw0KGgo", count: 10_000)
        #expect(store.artwork(for: dataURL) == .failed("data: URLs are not supported (use https://, file:// or a file path)"))
    }

    @Test func unusableReferencesAreExplained() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "") == .failed("the artwork reference is empty"))
        #expect(store.artwork(for: " hero.png") == .failed("the artwork reference \" hero.png\" has spaces around it"))
        #expect(store.artwork(for: "hero\n.png") == .failed("the artwork reference \"hero\\n.png\" contains control characters"))
        #expect(store.artwork(for: "hero\u{0}.png") == .failed("the artwork reference \"hero\\u{0}.png\" contains control characters"))
    }

    /// A path from `base` to `target`, both absolute, made of ".." steps and names.
    private func relativePath(from base: String, to target: String) -> String {
        let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to[shared...]).joined(separator: "/")
    }
}
