/// Numbers as the accessibility dump shows them: rounded to 0.1, no
/// trailing `.0`, never `-0`, so equal layouts print equal text.
enum PointFormat {
    static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 10).rounded() / 10
        return rounded == 0 ? 0 : rounded
    }

    static func string(_ value: Double) -> String {
        let rounded = rounded(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
