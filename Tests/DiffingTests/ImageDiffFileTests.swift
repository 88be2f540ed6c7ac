import Foundation
import Diffing
import Imaging
import Testing

@Suite struct ImageDiffFileTests {
    typealias T = TestImages

    final class Folder {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("DiffingTests-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func png(_ name: String, _ image: RasterImage) throws -> String {
            let file = path + "/" + name
            try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    @Test func comparesDecodedFiles() throws {
        let folder = try Folder()
        let comparison = try ImageDiff.compareFiles(expected: try folder.png("a.png", T.discAt24),
                                                    actual: try folder.png("b.png", T.discAt26WithBluePixel))
        #expect(comparison.result.differingPixels == 37)
        #expect(comparison.result.antialiasedPixels == 128)
        #expect(!comparison.result.isIdentical)
    }

    @Test func sameBytesMatchWithoutDecoding() throws {
        let folder = try Folder()
        let a = try folder.png("a.png", T.checker(8, 8)), b = try folder.png("b.png", T.checker(8, 8))
        let comparison = try ImageDiff.compareFiles(expected: a, actual: b)
        #expect(comparison.result.isIdentical && comparison.result.passed)
        #expect(comparison.result.expectedSize == PixelSize(width: 8, height: 8))
        #expect(comparison.diffImage == nil)
        let drawn = try ImageDiff.compareFiles(expected: a, actual: b, outputs: .panel)
        #expect(drawn.result == comparison.result)
        #expect(drawn.panelImage?.width == 3 * 8 + 2 * ImageDiff.panelGap)
    }

    @Test func unreadableInputsSayWhichAndWhy() throws {
        let folder = try Folder()
        let good = try folder.png("good.png", T.checker(4, 4))
        let text = folder.path + "/notes.png"
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: text))

        #expect(throws: ImageDiffError.unreadable(path: folder.path + "/missing.png", role: "expected image", reason: "no such file")) {
            try ImageDiff.compareFiles(expected: folder.path + "/missing.png", actual: good)
        }
        #expect(throws: ImageDiffError.unreadable(path: folder.path, role: "actual image", reason: "it is a folder")) {
            try ImageDiff.compareFiles(expected: good, actual: folder.path)
        }
        do {
            _ = try ImageDiff.compareFiles(expected: good, actual: text)
            Issue.record("a text file compared")
        } catch {
            #expect(error.description.hasPrefix("cannot read actual image \(text): not a readable PNG or JPEG"), "\(error)")
        }
        let big = try folder.png("big.png", T.checker(8, 8))
        do {
            _ = try ImageDiff.compareFiles(expected: good, actual: big, maxPixels: 32)
            Issue.record("decoded over the pixel budget")
        } catch {
            #expect(error.description.contains("over the budget of 32 pixels"), "\(error)")
        }
    }
}
