import NumberText

/// Sizes and counts as findings word them.
enum PointFormat {
    /// `36 × 44 pt`.
    static func size(_ width: Double, _ height: Double) -> String {
        "\(NumberText.points(width)) × \(NumberText.points(height)) pt"
    }

    /// `1 line` / `3 lines`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
