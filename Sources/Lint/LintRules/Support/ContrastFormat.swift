import Foundation

/// Contrast ratios as people quote them: two decimals, never rounded up to
/// a threshold the unrounded ratio misses (4.499 shows as 4.49, not 4.50).
enum ContrastFormat {
    static func ratio(_ value: Double, threshold: Double) -> String {
        var shown = (value * 100).rounded() / 100
        if value < threshold, shown >= threshold { shown = (value * 100).rounded(.down) / 100 }
        return String(format: "%.2f:1", shown)
    }

    static func threshold(_ value: Double) -> String {
        value == value.rounded() ? String(format: "%.0f:1", value) : String(format: "%.1f:1", value)
    }
}
