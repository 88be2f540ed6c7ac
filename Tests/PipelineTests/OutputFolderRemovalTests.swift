import Foundation
import Pipeline
import Testing
import TestSupport

/// Deleting below an output folder (`golden record --prune`): only regular
/// files really inside it, never through a link, never the folder itself.
@Suite struct OutputFolderRemovalTests {
    /// `goldens/` with a golden, a linked sub-folder and a linked file, both
    /// leading to `outside/`.
    private func goldens() throws -> (ScratchFolder, OutputFolder) {
        let scratch = try ScratchFolder()
        _ = try scratch.write("goldens/c/a.png", "golden")
        _ = try scratch.write("goldens/.hidden/h.png", "hidden")
        _ = try scratch.write("outside/secret.png", "secret")
        try scratch.link("goldens/linked", to: scratch.path("outside"))
        try scratch.link("goldens/c/link.png", to: scratch.path("outside/secret.png"))
        return (scratch, OutputFolder(scratch.url.appendingPathComponent("goldens")))
    }

    @Test func listsOnlyRegularFilesReallyInside() throws {
        let (scratch, folder) = try goldens()
        withExtendedLifetime(scratch) { #expect(folder.regularFiles() == ["c/a.png"]) }
    }

    @Test func removesAFileAndTheFoldersItLeavesEmpty() throws {
        let (scratch, folder) = try goldens()
        _ = try scratch.write("goldens/d/e/f.png", "old")
        #expect(folder.remove("d/e/f.png") == .removed)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("goldens/d")))
        #expect(FileManager.default.fileExists(atPath: scratch.path("goldens")), "never the folder itself")
        #expect(folder.remove("d/e/f.png") == .missing)
    }

    @Test func neverFollowsALinkOut() throws {
        let (scratch, folder) = try goldens()
        guard case .refused(let through) = folder.remove("linked/secret.png") else { Issue.record("removed through a linked folder"); return }
        #expect(through.contains("leads outside the folder"))
        guard case .refused(let link) = folder.remove("c/link.png") else { Issue.record("removed a link"); return }
        #expect(link.contains("is not a regular file"))
        guard case .refused(let up) = folder.remove("../outside/secret.png") else { Issue.record("removed above the folder"); return }
        #expect(up.contains("\"..\" part"))
        #expect(try scratch.read("outside/secret.png") == "secret")
        #expect(FileManager.default.fileExists(atPath: scratch.path("goldens/c/link.png")))
    }
}
