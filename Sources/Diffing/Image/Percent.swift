import Foundation

/// Formats fractions as short percentages for one-line summaries.
enum Percent {
    /// `0%`, `0.0004%`, `12.5%`, `100%`; a nonzero fraction never prints as `0%`,
    /// because "1 pixel differs (0%)" reads as a contradiction.
    static func format(_ fraction: Double) -> String {
        let percent = fraction * 100
        if percent == 0 { return "0%" }
        if percent < 0.0001 { return "<0.0001%" }
        var text = String(format: "%.4f", percent)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "%"
    }
}
