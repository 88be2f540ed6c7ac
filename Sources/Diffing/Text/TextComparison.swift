import Foundation

/// Where two text outputs first part, for a one-line summary.
public enum TextComparison {
    /// `text differs from line 12 (expected 40 lines, actual 41)`.
    public static func summary(expected: Data, actual: Data) -> String {
        let a = lines(expected), b = lines(actual)
        let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
        let counts = a.count == b.count ? "\(a.count) lines" : "expected \(a.count) lines, actual \(b.count)"
        return "text differs from line \(first + 1) (\(counts))"
    }

    public static func lines(_ data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
