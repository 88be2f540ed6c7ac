import BoxTreeModel
@testable import LintRunner
@testable import LintRules
import Testing

/// WCAG 2.1 relative luminance and contrast ratio against pairs whose ratios
/// are well known (WebAIM's checker gives the same values).
@Suite struct ContrastMathTests {
    static func ratio(_ a: String, _ b: String) -> Double {
        OpaqueColor(RGBAColor(hex: a)!).contrastRatio(with: OpaqueColor(RGBAColor(hex: b)!))
    }

    @Test(arguments: [
        ("#777777", "#FFFFFF", 4.48),   // the classic "just fails AA" grey
        ("#767676", "#FFFFFF", 4.54),   // the lightest grey that passes AA on white
        ("#000000", "#FFFFFF", 21.0),
        ("#FFFFFF", "#FFFFFF", 1.0),
        ("#0000FF", "#FFFFFF", 8.59),
        ("#FF0000", "#FFFFFF", 4.0),
        ("#FFFFFF", "#007AFF", 4.02),   // iOS system blue with a white label
        ("#595959", "#FFFFFF", 7.0),    // the AAA grey
    ])
    func knownPairs(_ pair: (String, String, Double)) {
        #expect(abs(Self.ratio(pair.0, pair.1) - pair.2) < 0.005, "\(pair.0) on \(pair.1)")
        // Symmetric: which colour is in front does not matter.
        #expect(abs(Self.ratio(pair.0, pair.1) - Self.ratio(pair.1, pair.0)) < 1e-12)
    }

    @Test func relativeLuminanceEnds() {
        #expect(OpaqueColor(.black).relativeLuminance == 0)
        #expect(abs(OpaqueColor(.white).relativeLuminance - 1) < 1e-12)
    }

    @Test func alphaCompositesSourceOver() {
        // 50% black over white is mid grey (127.5 in sRGB, as Cairo blends).
        let grey = OpaqueColor.white.overlaid(with: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))
        #expect(abs(grey.red - 127.0) < 0.01)
        #expect(grey.hex == "#7F7F7F")
        // Opaque paint replaces; transparent paint changes nothing.
        #expect(OpaqueColor.white.overlaid(with: RGBAColor(hex: "#123456")!) == OpaqueColor(RGBAColor(hex: "#123456")!))
        #expect(OpaqueColor.white.overlaid(with: .clear) == .white)
    }

    @Test func ratiosAreNeverRoundedUpToTheThreshold() {
        #expect(ContrastFormat.ratio(4.4781, threshold: 4.5) == "4.48:1")
        #expect(ContrastFormat.ratio(4.4999, threshold: 4.5) == "4.49:1")
        #expect(ContrastFormat.ratio(2.996, threshold: 3) == "2.99:1")
        #expect(ContrastFormat.ratio(5.176, threshold: 4.5) == "5.18:1")
        #expect(ContrastFormat.threshold(4.5) == "4.5:1")
        #expect(ContrastFormat.threshold(3) == "3:1")
    }
}
