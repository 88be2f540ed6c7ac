/// Numbers written the way a person writes them, for messages, reports and
/// text outputs: `42`, not `42.0`. One spelling everywhere, so the same value
/// reads the same in a decoder's error, a lint finding and a golden.
public enum NumberText {
    /// Whole numbers without `.0` (`-0` as `0`); anything else in Swift's
    /// shortest round-tripping form (`0.1`, `1e+300`, `inf`).
    public static func plain(_ value: Double) -> String {
        // Below 2^53 every integral Double is exactly an integer.
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// Points (and seconds) as previews show them: rounded to 0.1, then
    /// `plain`; never `-0`, and a value that is not finite as `0`, so equal
    /// layouts print equal text.
    public static func points(_ value: Double) -> String {
        plain(roundedToTenths(value))
    }

    /// `value` rounded to 0.1; `0` for `-0` and for values that are not finite.
    public static func roundedToTenths(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 10).rounded() / 10
        return rounded == 0 ? 0 : rounded
    }
}
