import Foundation
import Imaging
import Testing
import TestSupport

/// Every seed of the PNG fast-path fuzzer (Fuzz/corpus/png, docs/security.md)
/// through the decoder that calls the fast path first (`mp_png_decode_fast`
/// inside `mp_image_decode_argb32`, the function the harness drives): each
/// must decode, or fail with a one-line reason.
@Suite struct FuzzSeedCorpusTests {
    static let seeds = Repository.root.appendingPathComponent("Fuzz/corpus/png")

    /// The harness calls the decoder's C API directly, so a changed
    /// signature must fail here rather than in the next `make fuzz`.
    @Test(.enabled(if: ExternalTool.exists("clang"), "clang is not installed; skipped"))
    func theHarnessCompilesAgainstTheDecoder() throws {
        let root = Repository.root.path
        _ = try ExternalTool.run("clang", ["-fsyntax-only", "-Werror", "-I\(root)/Sources/CImageCodecs/include", "-I\(root)/Sources/CImageCodecs",
                                           "\(root)/Fuzz/PNGFastPath/fuzz_png_fast.c"])
    }

    @Test func theCorpusIsThere() throws {
        #expect(try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path).count >= 5)
    }

    @Test(arguments: (try? FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()) ?? [])
    func seedGoesThroughTheFastPath(_ name: String) throws {
        let data = try Data(contentsOf: Self.seeds.appendingPathComponent(name))
        do {
            let image = try ImageDecoder.decode(data)
            #expect(image.width > 0 && image.height > 0)
        } catch {
            #expect(!error.description.contains("\n"), "\(name): \(error)")
        }
    }
}
