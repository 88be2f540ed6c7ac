import Assets
import Foundation
import Imaging
import Layout
import Testing
import TestSupport

/// One preview decodes its artwork on a thread of its own while the layout
/// goes on from the image's header (`ArtworkStore.decodingAhead`): the
/// lookups, pixels and failures must be the ones of a store that decodes
/// first, and an image whose data turns out damaged lays the preview out again.
@Suite struct DecodingAheadTests {
    /// Counts the runs of a layout.
    final class Runs: @unchecked Sendable {
        var count = 0
    }

    func sequential(_ reference: String) -> ArtworkLookup {
        ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images).artwork(for: reference)
    }

    @Test(arguments: ["hero.jpg", "hero.png", "icon.png"])
    func anImageThatDecodesIsLaidOutOnceFromItsHeader(reference: String) throws {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images)
        let runs = Runs()
        let lookup = store.decodingAhead { () -> ArtworkLookup in
            runs.count += 1
            return store.artwork(for: reference)
        }
        #expect(lookup == sequential(reference))
        #expect(runs.count == 1)
        guard case .loaded(let info) = lookup else { return }
        let pixels = try store.image(file: info.file)
        let alone = try ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil).image(file: info.file)
        #expect(pixels == alone)
    }

    @Test func damagedDataFoundAfterTheHeaderLaysOutAgain() throws {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        let runs = Runs()
        var seen: [ArtworkLookup] = []
        let lookup = store.decodingAhead { () -> ArtworkLookup in
            runs.count += 1
            let found = store.artwork(for: "truncated.png")
            seen.append(found)
            return found
        }
        #expect(runs.count == 2, "the first layout assumed the header's size; the second finds the failure")
        if case .loaded = seen.first {} else { Issue.record("the first run went on from the header: \(seen)") }
        #expect(lookup == sequential("truncated.png"))
        if case .failed = lookup {} else { Issue.record("loaded: \(lookup)") }
        #expect(throws: ArtworkError.self) { _ = try store.image(file: Repository.images.appendingPathComponent("truncated.png").path) }
    }

    /// A file that is missing, unreadable or over budget fails at once, on
    /// the caller's thread, with the reason a store that decodes first gives.
    @Test(arguments: ["missing.png", "not-an-image.png", "huge-header.png", "huge-header.jpg", "http://x/a.png"])
    func whatFailsBeforeDecodingFailsAtOnce(reference: String) {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: Repository.images)
        let runs = Runs()
        let lookup = store.decodingAhead { () -> ArtworkLookup in
            runs.count += 1
            return store.artwork(for: reference)
        }
        #expect(runs.count == 1)
        #expect(lookup == sequential(reference))
    }

    /// A failure found ahead is kept: later lookups find it without decoding again.
    @Test func aFailureFoundAheadIsKept() throws {
        let store = ArtworkStore(campaignDirectory: Repository.images, assetsDirectory: nil)
        _ = store.decodingAhead { store.artwork(for: "hero.png") }
        let runs = Runs()
        let lookup = store.decodingAhead { () -> ArtworkLookup in
            runs.count += 1
            return store.artwork(for: "truncated.png")
        }
        #expect(runs.count == 2)
        #expect(store.artwork(for: "truncated.png") == lookup, "kept, and found again without a second decode")
    }
}
