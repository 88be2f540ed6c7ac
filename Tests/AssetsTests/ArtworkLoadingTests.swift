import Assets
import Foundation
import Imaging
import Layout
import Testing
import TestSupport

/// What ArtworkStore does with the file once it has a path: refusals,
/// decoding, and the pixel cache.
@Suite struct ArtworkLoadingTests {
    let images = Repository.images.path

    @Test func damagedImageDataIsCaughtAtLookup() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        let reason = failure(store.artwork(for: "truncated.png"))
        #expect(reason?.hasPrefix("\(images)/truncated.png: damaged image data (") == true, "\(reason ?? "loaded")")
    }

    @Test func nonImageIsUnreadable() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "not-an-image.png")
            == .failed("\(images)/not-an-image.png: not a readable PNG or JPEG (not a PNG or JPEG file)"))
    }

    @Test func oversizedHeaderIsRefusedBeforeDecoding() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "huge-header.png")
            == .failed("\(images)/huge-header.png: image is 40000 x 40000 pixels, over the budget of 25000000 pixels"))
        #expect(store.artwork(for: "huge-header.jpg")
            == .failed("\(images)/huge-header.jpg: image is 40000 x 40000 pixels, over the budget of 25000000 pixels"))
        #expect(throws: ArtworkError("\(images)/huge-header.png: image is 40000 x 40000 pixels, over the budget of 25000000 pixels",
                                     codecError: .tooLarge(width: 40000, height: 40000, maxPixels: 25_000_000))) {
            _ = try store.image(file: "\(images)/huge-header.png")
        }
    }

    @Test func pixelBudgetComesFromTheStore() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil, maxPixels: 10_000)
        #expect(store.artwork(for: "hero.png") == .failed("\(images)/hero.png: image is 600 x 300 pixels, over the budget of 10000 pixels"))
        #expect(store.artwork(for: "rgb8.png") == .loaded(ArtworkInfo(file: "\(images)/rgb8.png", pixelWidth: 4, pixelHeight: 3)))
    }

    @Test func folderIsNotAnImage() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("art.png"), withIntermediateDirectories: true)
        try folder.link("linked-folder.png", to: folder.url.appendingPathComponent("art.png").path)
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: folder.url)
        #expect(store.artwork(for: "art.png") == .failed("\(folder.path)/art.png is a folder, not an image"))
        #expect(store.artwork(for: "linked-folder.png") == .failed("\(folder.path)/linked-folder.png is a folder, not an image"))
        #expect(store.artwork(for: "https://cdn.example.com/art.png") == .failed("\(folder.path)/art.png is a folder, not an image"))
        #expect(store.artwork(for: folder.path) == .failed("\(folder.path) is a folder, not an image"))
    }

    @Test func symbolicLinksInsideTheFolderAreFollowed() throws {
        let folder = try ScratchFolder()
        try folder.copy(Repository.images.appendingPathComponent("hero.png"), to: "art/hero.png")
        try folder.link("hero-link.png", to: "\(folder.path)/art/hero.png")
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        // The path the campaign named, not the link's target: that is what a user recognises.
        #expect(store.artwork(for: "hero-link.png") == .loaded(ArtworkInfo(file: "\(folder.path)/hero-link.png", pixelWidth: 600, pixelHeight: 300)))
    }

    /// Links out, dangling links and loops get the same words, naming no target:
    /// whether something exists outside the allowed folders is not told.
    @Test func linksLeadingOutOrNowhereAreRefusedAlike() throws {
        let folder = try ScratchFolder()
        try folder.link("out.png", to: "\(images)/hero.png")
        try folder.link("out-missing.png", to: "\(images)/no-such.png")
        try folder.link("dangling.png", to: "\(folder.path)/nowhere.png")
        try folder.link("loop-a.png", to: "\(folder.path)/loop-b.png")
        try folder.link("loop-b.png", to: "\(folder.path)/loop-a.png")
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        for name in ["out.png", "out-missing.png", "dangling.png", "loop-a.png"] {
            #expect(store.artwork(for: name) == .failed("\(folder.path)/\(name) is a symbolic link that does not lead to a file inside "
                + "the campaign's folder or the asset folder"))
        }
        // Allowed explicitly, the target is read.
        let allowing = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil, access: ArtworkAccess(allowedFolders: [Repository.images]))
        #expect(allowing.artwork(for: "out.png") == .loaded(ArtworkInfo(file: "\(folder.path)/out.png", pixelWidth: 600, pixelHeight: 300)))
    }

    /// Paths, file URLs and `..` leaving the folders are refused before the
    /// file system is asked: the same words for a file that exists and one that does not.
    @Test func pathsOutsideTheAllowedFoldersAreRefusedUnlooked() throws {
        let folder = try ScratchFolder()
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        let outside = "is outside the campaign's folder and the asset folder; artwork is read only there (--allow-artwork-from DIR allows more)"
        #expect(store.artwork(for: "\(images)/hero.png") == .failed("\(images)/hero.png \(outside)"))
        #expect(store.artwork(for: "\(images)/no-such.png") == .failed("\(images)/no-such.png \(outside)"))
        #expect(store.artwork(for: "file://\(images)/hero.png") == .failed("\(images)/hero.png \(outside)"))
        #expect(store.artwork(for: "../../etc/passwd") == .failed("\(URL(fileURLWithPath: folder.path + "/../../etc/passwd").standardizedFileURL.path) \(outside)"))
    }

    /// A file reached through the asset folder must really be in it.
    @Test func theAssetFolderIsConfinedToItself() throws {
        let campaign = try ScratchFolder()
        try campaign.copy(Repository.images.appendingPathComponent("icon.png"), to: "icon.png")
        try FileManager.default.createDirectory(at: campaign.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try campaign.link("assets/icon.png", to: "\(campaign.path)/icon.png")
        let store = ArtworkStore(campaignDirectory: campaign.url, assetsDirectory: campaign.url.appendingPathComponent("assets"))
        #expect(store.artwork(for: "https://cdn.example.com/icon.png") == .failed("\(campaign.path)/assets/icon.png is a symbolic link that does "
            + "not lead to a file inside the campaign's folder or the asset folder"))
        #expect(store.artwork(for: "icon.png") == .loaded(ArtworkInfo(file: "\(campaign.path)/icon.png", pixelWidth: 120, pixelHeight: 120)))
    }

    @Test func missingFileIsReported() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        #expect(store.artwork(for: "nope/missing.png") == .failed("no file at \(images)/nope/missing.png"))
    }

    @Test func emptyFileIsReported() throws {
        let folder = try ScratchFolder()
        try folder.write("empty.png", Data())
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        #expect(store.artwork(for: "empty.png") == .failed("\(folder.path)/empty.png is empty"))
    }

    @Test func devicesAreNotRead() {
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: nil, access: ArtworkAccess(allowedFolders: [URL(fileURLWithPath: "/dev")]))
        #expect(store.artwork(for: "/dev/zero") == .failed("/dev/zero is not a regular file"))
        #expect(store.artwork(for: "file:///dev/urandom") == .failed("/dev/urandom is not a regular file"))
    }

    /// A sparse file: 65 MB long, nothing written, nothing read.
    @Test func fileOverTheSizeLimitIsRefusedUnread() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("big.png", Data(PNGBytes.signature))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        #expect(store.artwork(for: "big.png") == .failed("\(folder.path)/big.png is \(65 << 20) bytes, over the 64 MB limit for artwork"))
    }

    @Test func cachedPixelsMatchAFreshDecode() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("icon.png", try Data(contentsOf: Repository.images.appendingPathComponent("icon.png")))
        let store = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil)
        guard case .loaded(let info) = store.artwork(for: "icon.png") else {
            Issue.record("icon.png did not load")
            return
        }
        let fresh = try ImageDecoder.decode(Data(contentsOf: file))
        #expect(try store.image(file: info.file) == fresh)
        // The pixels are kept, not read again: removing the file changes nothing.
        try FileManager.default.removeItem(at: file)
        #expect(try store.image(file: info.file) == fresh)
        #expect(store.artwork(for: "icon.png") == .loaded(info))
    }

    @Test func imageForAnUnseenFileDecodesOnDemand() throws {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        let image = try store.image(file: "\(images)/rgb8.png")
        #expect(image == (try ImageDecoder.decode(Data(contentsOf: Repository.images.appendingPathComponent("rgb8.png")))))
        #expect(throws: ArtworkError("no file at \(images)/nonexistent/a.png")) {
            _ = try store.image(file: "\(images)/nonexistent/a.png")
        }
    }

    @Test func concurrentLookupsAgree() throws {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images)
        let references = ["hero.png", "hero.jpg", "icon.png", "truncated.png", "https://cdn.example.com/icon.png", "huge-header.png"]
        let expected = references.map { ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images).artwork(for: $0) }
        let results = Results(count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            results.set(i, store.artwork(for: references[i % references.count]))
        }
        for i in 0..<64 {
            #expect(results.get(i) == expected[i % references.count])
        }
    }

    /// Every reason fits on the "skipped: artwork not ready (…)" line.
    @Test func reasonsAreSingleLines() {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images)
        let references = ["", "http://x/a.png", "ftp://x", "data:,\n", "truncated.png", "not-an-image.png", "huge-header.png",
                          "missing\t.png", "https://cdn.example.com/\u{7}.png", String(repeating: "very-long-name/", count: 400) + "x.png"]
        for reference in references {
            guard let reason = failure(store.artwork(for: reference)) else {
                Issue.record("\(reference.debugDescription) loaded")
                continue
            }
            let line = "campaign 7 skipped: artwork not ready (\(reason))"
            #expect(!reason.isEmpty && !line.contains("\n") && !line.contains("\r") && !line.contains("\t"), "\(line.debugDescription)")
        }
    }

    /// A deep path is shortened in the middle, so the file name survives.
    @Test func longPathsKeepTheirFileName() {
        let deep = "/" + Array(repeating: "a-rather-long-folder-name", count: 20).joined(separator: "/") + "/summer-hero.png"
        let store = ArtworkStore(campaignDirectory: nil, assetsDirectory: nil, access: ArtworkAccess(allowedFolders: [URL(fileURLWithPath: "/")]))
        let reason = failure(store.artwork(for: deep)) ?? ""
        #expect(reason.hasPrefix("no file at /a-rather-long-folder-name/"))
        #expect(reason.hasSuffix("/summer-hero.png"))
        #expect(reason.contains("…") && reason.count < 220)
    }

    private func failure(_ lookup: ArtworkLookup) -> String? {
        if case .failed(let reason) = lookup { return reason }
        return nil
    }
}

/// Lookup results written from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ArtworkLookup?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: ArtworkLookup) { lock.withLock { values[index] = value } }

    func get(_ index: Int) -> ArtworkLookup? { lock.withLock { values[index] } }
}

/// A session's stores share one pixel cache, so an image is decoded once
/// however many stores (layout, lint, drawing) ask for it, and the cache
/// stays within its byte budget.
@Suite struct DecodedArtworkTests {
    @Test func storesSharingPixelsDecodeAFileOnce() throws {
        let folder = try ScratchFolder()
        let file = try folder.write("icon.png", try Data(contentsOf: Repository.images.appendingPathComponent("icon.png")))
        let pixels = DecodedArtwork()
        let first = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil, pixels: pixels)
        let second = ArtworkStore(campaignDirectory: folder.url, assetsDirectory: nil, pixels: pixels)
        guard case .loaded = first.artwork(for: "icon.png") else { Issue.record("icon.png did not load"); return }
        try FileManager.default.removeItem(at: file)
        // The second store never reads the (now missing) file: the pixels are shared.
        #expect(second.artwork(for: "icon.png") != .failed("no file at \(file.path)"))
        #expect(throws: Never.self) { _ = try second.image(file: file.path) }
    }

    @Test func oldImagesAreDroppedPastTheBudgetAndDecodedAgainOnDemand() throws {
        let folder = try ScratchFolder()
        let a = try folder.write("a.png", try Data(contentsOf: Repository.images.appendingPathComponent("icon.png")))
        let b = try folder.write("b.png", try Data(contentsOf: Repository.images.appendingPathComponent("icon.png")))
        let pixels = DecodedArtwork(byteBudget: 1)
        _ = try pixels.image(file: a.path)
        _ = try pixels.image(file: b.path)
        // a.png was dropped to stay within one byte of budget: it is read again, and now it is gone.
        try FileManager.default.removeItem(at: a)
        #expect(throws: ArtworkError.self) { _ = try pixels.image(file: a.path) }
        // b.png, the most recent, is kept.
        try FileManager.default.removeItem(at: b)
        #expect(throws: Never.self) { _ = try pixels.image(file: b.path) }
    }
}
