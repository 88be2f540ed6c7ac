import Foundation
import TestSupport
import Imaging
import Testing

/// `preview-cli diff` run as a user would: exit 0 on a match, 1 when the
/// images differ, 2 on an error, one summary line (or JSON) on stdout.
@Suite struct DiffCommandTests {
    /// A `width` x `height` opaque image: white, or a black disc anti-aliased
    /// by 4x4 supersampling when `discX8` (its centre's x in eighths of a pixel) is given.
    static func image(width: Int = 48, height: Int = 48, discX8: Int? = nil,
                      changes: [(x: Int, y: Int, word: UInt32)] = []) -> RasterImage {
        var words = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        if let discX8 {
            for py in 0..<height {
                for px in 0..<width {
                    var count = 0
                    for j in 0..<4 {
                        for i in 0..<4 {
                            let dx = px * 8 + 2 * i + 1 - discX8, dy = py * 8 + 2 * j + 1 - 192
                            if dx * dx + dy * dy <= 99 * 99 { count += 1 }
                        }
                    }
                    let v = UInt32(255 - 255 * count / 16)
                    words[py * width + px] = 0xFF00_0000 | v << 16 | v << 8 | v
                }
            }
        }
        for change in changes { words[change.y * width + change.x] = change.word }
        return RasterImage(width: width, height: height, stride: width * 4, pixels: words.withUnsafeBytes { [UInt8]($0) })
    }

    static func write(_ image: RasterImage, _ name: String, in folder: ScratchFolder) throws -> String {
        let path = folder.path(name)
        try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let black: UInt32 = 0xFF00_0000

    @Test func identicalFilesMatch() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(), "a.png", in: folder), b = try Self.write(Self.image(), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout == "identical\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func oneRealPixelFails() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(), "a.png", in: folder)
        let b = try Self.write(Self.image(changes: [(5, 7, Self.black)]), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b])
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.stdout == "1 pixel differs (0.0434%), 0 anti-aliased, threshold 0.1: FAIL (budget 0)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aShiftedAntialiasedEdgePasses() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(discX8: 192), "a.png", in: folder)
        let b = try Self.write(Self.image(discX8: 200), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b])
        #expect(result.exitCode == 0, "\(result)")
        // 112 anti-aliased pixels, as pixelmatch counts them (see DiffingTests).
        #expect(result.stdout == "0 pixels differ (0%), 112 anti-aliased, threshold 0.1: PASS (budget 0)\n")
        let strict = try PreviewCLI.run(["diff", a, b, "--include-aa"])
        #expect(strict.exitCode == 1, "\(strict)")
        #expect(strict.stdout.hasPrefix("112 pixels differ"))
    }

    @Test(arguments: [
        (["--max-diff-pixels", "2"], Int32(1)), (["--max-diff-pixels", "3"], Int32(0)),
        (["--max-diff-ratio", "0.001"], Int32(1)), (["--max-diff-ratio=0.002"], Int32(0)),
        (["--threshold", "1"], Int32(0)), (["--ignore", "0,0,10,10", "--ignore", "40,40,8,8"], Int32(0)),
        (["--ignore", "0,0,10,10"], Int32(1)),
    ])
    func budgetsThresholdAndIgnoreRegions(_ extra: [String], status: Int32) throws {
        // Three changes out of 2304 pixels (0.13%): two in the top-left corner, one in the bottom-right.
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(), "a.png", in: folder)
        let b = try Self.write(Self.image(changes: [(1, 1, Self.black), (8, 3, Self.black), (44, 44, Self.black)]), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b] + extra)
        #expect(result.exitCode == status, "\(result)")
        #expect(result.stdout.contains(status == 0 ? ": PASS" : ": FAIL"), "\(result)")
    }

    @Test func writesTheDiffAndPanelImages() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(discX8: 192), "a.png", in: folder)
        let b = try Self.write(Self.image(discX8: 200, changes: [(2, 2, 0xFF00_80FF)]), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b, "-o", folder.path("diff.png"), "--panel", folder.path("panel.png")])
        #expect(result.exitCode == 1, "\(result)")

        let diff = try ImageDecoder.decodeFile(at: folder.path("diff.png"))
        #expect(diff.width == 48 && diff.height == 48)
        #expect(diff.rgba(x: 2, y: 2) == (255, 0, 0, 255), "red: a real change")
        #expect(diff.rgba(x: 11, y: 24) == (255, 255, 0, 255), "yellow: the moved edge")
        #expect(diff.rgba(x: 0, y: 0) == (255, 255, 255, 255), "white faded is white")
        let panel = try ImageDecoder.decodeFile(at: folder.path("panel.png"))
        #expect(panel.width > 3 * 48 && panel.height == 48)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(files == ["a.png", "b.png", "diff.png", "panel.png"], "no temporary files left behind")
    }

    @Test func jsonHoldsTheCounts() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(discX8: 192), "a.png", in: folder)
        let b = try Self.write(Self.image(discX8: 200, changes: [(2, 2, Self.black)]), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b, "--json", "--max-diff-ratio", "0.01", "--ignore", "40,0,8,8"])
        #expect(result.exitCode == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        #expect(object["identical"] as? Bool == false)
        #expect(object["sizeMismatch"] as? Bool == false)
        #expect(object["differingPixels"] as? Int == 1)
        #expect(object["antialiasedPixels"] as? Int == 112)
        #expect(object["ignoredPixels"] as? Int == 64)
        #expect(object["totalPixels"] as? Int == 2304)
        #expect(object["comparedPixels"] as? Int == 2240)
        #expect(object["threshold"] as? Double == 0.1)
        #expect((object["budget"] as? [String: Double])?["maxDiffRatio"] == 0.01)
        #expect((object["expected"] as? [String: Any])?["width"] as? Int == 48)
        #expect((object["summary"] as? String)?.hasSuffix("PASS (budget 1%)") == true)
        #expect(object["outputs"] == nil)
    }

    @Test func differentSizesFailAndSaySo() throws {
        let folder = try ScratchFolder()
        let a = try Self.write(Self.image(width: 10, height: 10), "a.png", in: folder)
        let b = try Self.write(Self.image(width: 12, height: 10), "b.png", in: folder)
        let result = try PreviewCLI.run(["diff", a, b, "--max-diff-ratio", "1", "-o", folder.path("d.png")])
        #expect(result.exitCode == 1, "\(result)")
        // The two new columns are white against the transparent padding: they count.
        #expect(result.stdout.hasPrefix("sizes differ (expected 10x10, actual 12x10), 20 pixels differ"), "\(result)")
        #expect(try ImageDecoder.decodeFile(at: folder.path("d.png")).width == 12)
    }

    /// `$A` is an image, `$T` a text file named .png, `$D` the scratch folder.
    @Test(arguments: [
        (["$D/missing.png", "$A"], "expected image not found: $D/missing.png", false),
        (["$A", "$D"], "actual image is a directory: $D", false),
        (["$A", "$T"], "cannot read actual image $T: not a readable PNG or JPEG", false),
        (["$A", "$A", "-o", "$D/no/such/diff.png"], "output folder does not exist: $D/no/such", false),
        (["$A", "$A", "--threshold", "1.5"], "invalid value '1.5' for --threshold: expected a number from 0 to 1", true),
        (["$A", "$A", "--threshold", "abc"], "invalid value 'abc' for --threshold", true),
        (["$A", "$A", "--max-diff-pixels", "-1"], "expected a whole number of pixels", true),
        (["$A", "$A", "--max-diff-ratio", "2"], "invalid value '2' for --max-diff-ratio: expected a fraction from 0 to 1", true),
        (["$A", "$A", "--max-diff-pixels", "3", "--max-diff-ratio", "0.1"], "give one budget", true),
        (["$A", "$A", "--ignore", "1,2,3"], "invalid value '1,2,3' for --ignore: expected X,Y,W,H", true),
        (["$A", "$A", "--ignore", "0,0,0,5"], "invalid value '0,0,0,5' for --ignore", true),
        (["$A", "$A", "--panel", "$A"], "invalid value '$A' for --panel: that is an input image", true),
        (["$A"], "missing argument ACTUAL.png", true),
    ])
    func errorsExitTwo(_ arguments: [String], message: String, isUsageError: Bool) throws {
        let folder = try ScratchFolder()
        let image = try Self.write(Self.image(), "a.png", in: folder)
        let text = try folder.file("notes.png", "not an image")
        func expand(_ word: String) -> String {
            word.replacingOccurrences(of: "$A", with: image).replacingOccurrences(of: "$T", with: text)
                .replacingOccurrences(of: "$D", with: folder.url.path)
        }
        let result = try PreviewCLI.run(["diff"] + arguments.map(expand))
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("preview-cli: error: ") == true, "\(result)")
        #expect(lines.first?.contains(expand(message)) == true, "\(result)")
        #expect(lines.dropFirst().first == (isUsageError ? "Try 'preview-cli diff --help'." : nil), "\(result)")
    }

    @Test func helpDocumentsOptionsAndExitStatus() throws {
        let result = try PreviewCLI.run(["diff", "--help"])
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Usage: preview-cli diff EXPECTED.png ACTUAL.png [options]\n"))
        for option in ["-o, --output DIFF.png", "--panel PANEL.png", "--threshold T", "(default: 0.1)", "--max-diff-pixels N",
                       "--max-diff-ratio R", "--include-aa", "--ignore X,Y,W,H", "--json", "Exit status:"] {
            #expect(result.stdout.contains(option), "missing \(option)")
        }
        #expect(try PreviewCLI.run(["--help"]).stdout.contains("  diff "))
    }
}
