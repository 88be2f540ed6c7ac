import Diffing
import Testing

@Suite struct DiffSummaryTests {
    static func result(differing: Int, antialiased: Int = 0, ignored: Int = 0, identical: Bool = false,
                       expected: PixelSize = PixelSize(width: 1179, height: 2556), actual: PixelSize? = nil,
                       budget: DiffBudget = .zero) -> DiffResult {
        DiffResult(expectedSize: expected, actualSize: actual ?? expected, isIdentical: identical, differingPixels: differing,
                   antialiasedPixels: antialiased, ignoredPixels: ignored, threshold: 0.1, budget: budget)
    }

    @Test func lines() {
        #expect(Self.result(differing: 0, identical: true).summary == "identical")
        #expect(Self.result(differing: 12, antialiased: 340).summary
                == "12 pixels differ (0.0004%), 340 anti-aliased, threshold 0.1: FAIL (budget 0)")
        #expect(Self.result(differing: 0, antialiased: 5).summary
                == "0 pixels differ (0%), 5 anti-aliased, threshold 0.1: PASS (budget 0)")
        #expect(Self.result(differing: 1, budget: .pixels(10)).summary
                == "1 pixel differs (<0.0001%), 0 anti-aliased, threshold 0.1: PASS (budget 10)")
        #expect(Self.result(differing: 3013, ignored: 1000, budget: .ratio(0.001)).summary
                == "3013 pixels differ (0.1%), 0 anti-aliased, 1000 ignored, threshold 0.1: FAIL (budget 0.1%)")
        #expect(Self.result(differing: 0, expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 12, height: 10)).summary
                == "sizes differ (expected 10x10, actual 12x10), 0 pixels differ (0%), 0 anti-aliased, threshold 0.1: FAIL (budget 0)")
    }
}
