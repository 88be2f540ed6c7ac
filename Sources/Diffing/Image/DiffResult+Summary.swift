import NumberText

extension DiffResult {
    /// One line for people: `identical`, or
    /// `12 pixels differ (0.0004%), 340 anti-aliased, threshold 0.1: FAIL (budget 0)`,
    /// led by the sizes when they differ.
    public var summary: String {
        if isIdentical { return "identical" }
        var parts: [String] = []
        if sizeMismatch {
            parts.append("sizes differ (expected \(expectedSize), actual \(actualSize))")
        }
        let verb = differingPixels == 1 ? "pixel differs" : "pixels differ"
        parts.append("\(differingPixels) \(verb) (\(Percent.format(diffRatio)))")
        parts.append("\(antialiasedPixels) anti-aliased")
        if ignoredPixels > 0 { parts.append("\(ignoredPixels) ignored") }
        parts.append("threshold \(NumberText.plain(threshold))")
        return parts.joined(separator: ", ") + ": \(passed ? "PASS" : "FAIL") (budget \(budget))"
    }
}
