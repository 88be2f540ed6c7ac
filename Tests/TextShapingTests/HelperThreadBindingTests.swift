import BoxTreeModel
import CCairo
import Layout
import TestSupport
import Testing
@testable import TextShaping

/// The first shaping of a kind runs bound to one CPU, so the threads Pango
/// starts for new font patterns inherit that CPU (FontSystem+HelperThreads.swift);
/// the thread gets its CPUs back when the outermost lock ends.
@Suite(.enabled(if: allowedCPUs().count >= 2, "needs a thread allowed on two CPUs or more"))
struct HelperThreadBindingTests {

    let body = FontSpec(style: .body, size: 19.5, weight: .semibold)

    /// Measures `text` inside the lock and returns the CPUs allowed there.
    func cpusWhileMeasuring(_ text: String, font: FontSpec, direction: LayoutDirection, with fonts: FontSystem) -> [Int] {
        let measurer = PangoTextMeasurer(fontSystem: fonts)
        return fonts.withLock {
            let lines = measurer.lines(for: text, font: font, maxWidth: 180, alignment: .left, direction: direction)
            #expect(!lines.isEmpty)
            return allowedCPUs()
        }
    }

    @Test func aNewKindIsShapedOnOneCPUAndTheCPUsComeBack() throws {
        let fonts = try FontSystem(fontsDirectory: TestFonts.directory)
        let before = allowedCPUs()

        let first = cpusWhileMeasuring("Level up to Gold", font: body, direction: .leftToRight, with: fonts)
        #expect(first.count == 1)
        #expect(first.allSatisfy(before.contains))
        #expect(allowedCPUs() == before)

        // Each of these differs from what was shaped before in one part of the kind.
        let arabic = cpusWhileMeasuring("ارتقِ إلى الذهبي", font: body, direction: .rightToLeft, with: fonts)
        let accented = cpusWhileMeasuring("Niveau supérieur", font: body, direction: .leftToRight, with: fonts)
        let larger = cpusWhileMeasuring("Level up to Gold", font: FontSpec(style: .body, size: 31, weight: .semibold),
                                        direction: .leftToRight, with: fonts)
        #expect([arabic.count, accented.count, larger.count] == [1, 1, 1])
        #expect(allowedCPUs() == before)
    }

    @Test func aKindShapedBeforeLeavesTheCPUsAlone() throws {
        let fonts = try FontSystem(fontsDirectory: TestFonts.directory)
        let before = allowedCPUs()
        _ = cpusWhileMeasuring("Level up to Gold", font: body, direction: .leftToRight, with: fonts)
        // Other ASCII text in the same font and direction builds no new pattern.
        #expect(cpusWhileMeasuring("Claim your reward", font: body, direction: .leftToRight, with: fonts) == before)
        // Another font system has seen nothing yet.
        let other = try FontSystem(fontsDirectory: TestFonts.directory)
        #expect(cpusWhileMeasuring("Claim your reward", font: body, direction: .leftToRight, with: other).count == 1)
        #expect(allowedCPUs() == before)
    }
}

/// The CPUs the calling thread may run on.
private func allowedCPUs() -> [Int] {
    var mask = ccairo_cpu_mask()
    guard ccairo_read_cpus(&mask) != 0 else { return [] }
    return withUnsafeBytes(of: mask.bits) { bytes in
        (0..<(Int(mask.size) * 8)).filter { bytes[$0 / 8] & (1 << ($0 % 8)) != 0 }
    }
}
