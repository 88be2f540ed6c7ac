import BoxTreeModel
import CCairo

/// Single lines already shaped, each in a Pango layout of its own, so that a
/// line is shaped once for the measuring and the drawing of a frame (and
/// for the frames after it that show the same line) instead of once per
/// call: shaping was a tenth of a matrix's work, half of it drawing lines
/// measured moments before, and a text size's "Hg" (every text block's
/// primary metrics) was shaped again for every block.
///
/// A layout depends only on its key (the font map follows from the text,
/// FontSystem+CJK.swift), so a line taken from here is the line shaping it
/// again would give, and nothing drawn depends on what the cache holds.
/// Used under the font system's lock.
final class ShapedLineCache {
    struct Key: Hashable {
        let text: String
        let font: FontSpec
        let direction: LayoutDirection
    }

    /// A frame shows some tens of lines: a few frames' worth of layouts is
    /// a few hundred kilobytes.
    private var lines = GenerationalCache<Key, LineLayout>(generationSize: 256)

    deinit {
        lines.values.forEach(Self.release)
    }

    /// The cached line for `key`, or the one `make` shapes (a new layout,
    /// owned by the cache from then on).
    func line(for key: Key, make: () -> LineLayout) -> LineLayout {
        lines.value(for: key, make: make, discard: Self.release)
    }

    /// How many lines have been shaped.
    var shapedCount: Int { lines.made }

    private static func release(_ line: LineLayout) {
        ccairo_object_unref(UnsafeMutableRawPointer(line.layout))
    }
}
