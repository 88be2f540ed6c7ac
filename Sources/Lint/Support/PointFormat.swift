/// Points as reports show them: whole numbers plain, others to one decimal.
enum PointFormat {
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `36 × 44 pt`.
    static func size(_ width: Double, _ height: Double) -> String {
        "\(points(width)) × \(points(height)) pt"
    }

    /// `1 line` / `3 lines`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
