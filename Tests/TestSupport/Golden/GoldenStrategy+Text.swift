import Foundation

extension GoldenStrategy {
    /// Text (ANSI, accessibility text) compared byte for byte; a mismatch names
    /// the first line that differs, escaped so control characters show.
    public static let text = GoldenStrategy { expected, actual in
        expected == actual ? nil : Mismatch(firstDifference(expected, actual))
    }

    /// JSON goldens are written stable (sorted keys, fixed spacing), so they are compared as text.
    public static let json = text

    /// `line N: expected "…", got "…"`.
    static func firstDifference(_ expected: Data, _ actual: Data) -> String {
        let old = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(reflecting: old[index]) : "<end of file>"
            let b = index < new.count ? String(reflecting: new[index]) : "<end of file>"
            if a != b { return "line \(index + 1): expected \(a), got \(b)" }
        }
        return "same lines, different bytes"
    }
}
