import Foundation
import TestSupport
import Pipeline
import Testing

@Suite struct AtomicFileTests {
    @Test func writesEveryFileOfASet() throws {
        let folder = try ScratchFolder()
        try AtomicFile.writeAll([(Data("a".utf8), folder.url.appendingPathComponent("a.txt")),
                                 (Data("b".utf8), folder.url.appendingPathComponent("b.txt"))])
        #expect(folder.contents == ["a.txt", "b.txt"])
    }

    @Test func aFileThatCannotBeWrittenLeavesTheOthersUntouched() throws {
        let folder = try ScratchFolder()
        let existing = folder.url.appendingPathComponent("a.txt")
        try Data("old".utf8).write(to: existing)
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.writeAll([(Data("new".utf8), existing),
                                     (Data("b".utf8), folder.url.appendingPathComponent("missing/b.txt"))])
        }
        #expect(try String(contentsOf: existing, encoding: .utf8) == "old")
        #expect(folder.contents == ["a.txt"], "no temporary file is left behind")
    }
}

@Suite struct AtomicFileReplaceTests {
    @Test func replacesAnExistingFileAndLeavesNoTemporaryFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("diff.png")
        try AtomicFile.write(Data("first".utf8), to: target)
        try AtomicFile.write(Data("second".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diff.png"])
    }
}
