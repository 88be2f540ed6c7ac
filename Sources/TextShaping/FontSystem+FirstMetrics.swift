import Foundation

/// One lock for the whole process around the Pango calls that may compute a
/// font's metrics for the first time.
///
/// Pango 1.50 computes a font's metrics (`pango_font_get_metrics`, in
/// pangocairo-font.c and pangofc-font.c) behind a process-wide flag that is
/// not thread-safe: while one thread lays out the sample text that gives a
/// font its approximate character width, a second thread computing another
/// font's metrics sees the flag raised and skips that step, and its font
/// keeps a character width of zero for good. Line breaking looks that width
/// up (three characters of it are its "safe distance"), so a paragraph broke
/// differently when two font systems met a font at the same moment: at
/// `matrix -j 2`, or in parallel tests, a Japanese paragraph at the largest
/// text size now and then kept a syllable that cannot start a line on a line
/// already full, one point wider than its box (seen as a rare `text-clipped`).
///
/// Pango computes metrics when it measures a layout's lines: in this package
/// only where a line is first shaped (`withLineLayout`'s cache misses) and
/// where a paragraph is first broken (`PangoTextMeasurer`'s). Drawing and
/// the lines' runs use layouts whose metrics those calls computed. Both take
/// this lock inside the font system's own, never the other way round.
extension FontSystem {
    private static let firstMetricsLock = NSRecursiveLock()

    /// Runs `body`, which may make Pango compute font metrics, holding the
    /// process-wide lock. Call with the font system's lock held.
    func withFirstMetricsLock<T>(_ body: () throws -> T) rethrows -> T {
        Self.firstMetricsLock.lock()
        defer { Self.firstMetricsLock.unlock() }
        return try body()
    }
}
