import NumberText
import Testing

@Suite struct NumberTextTests {
    @Test func wholeNumbersHaveNoDecimalPoint() {
        #expect(NumberText.plain(42) == "42")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(0.1) == "0.1")
        #expect(NumberText.plain(1200.5) == "1200.5")
        #expect(NumberText.plain(9_007_199_254_740_991) == "9007199254740991")
        #expect(NumberText.plain(1e300) == "1e+300")
        #expect(NumberText.plain(.infinity) == "inf")
    }

    @Test func pointsAreRoundedToTenthsAndNeverNegativeZeroOrInfinite() {
        #expect(NumberText.points(36.04) == "36")
        #expect(NumberText.points(17.25) == "17.3")
        #expect(NumberText.points(-0.04) == "0")
        #expect(NumberText.points(.nan) == "0")
        #expect(NumberText.roundedToTenths(-12.34) == -12.3)
    }
}
