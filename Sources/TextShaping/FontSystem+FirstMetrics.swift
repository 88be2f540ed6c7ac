import BoxTreeModel
import CCairo
import Foundation
import Layout

/// Font metrics computed under one lock for the whole process.
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
/// Pango computes a font's metrics, once per language, when it measures or
/// breaks a layout's lines, for the fonts and languages of the layout's
/// items (and, for an empty text, the font of the description in the
/// context's language). So before a line is first shaped or a paragraph
/// first broken, its text is itemized as the layout will itemize it and the
/// metrics of each pair not met before are computed under the lock; Pango's
/// own calls then find them made, and shaping runs without the lock. The
/// lock is taken inside the font system's own, never the other way round.
extension FontSystem {
    private static let firstMetricsLock = NSLock()

    /// A font and a language whose metrics Pango has computed. The font
    /// system keeps a reference on the font, so its address is not reused.
    struct MetricsKey: Hashable {
        let font: UnsafeMutablePointer<PangoFont>
        let language: OpaquePointer?
    }

    /// Computes, under the process-wide lock, the metrics Pango will look up
    /// when it lays out `text` in `font` with `map`, those not computed
    /// before. Call with the font system's lock held, before the layout
    /// measures its lines.
    func computeMetricsFirst(of text: String, font: FontSpec, direction: LayoutDirection, map: ShapingFontMap) {
        let context = map.state(direction).context
        let description = fontDescription(for: font)
        // The fonts met are borrowed from the items (or the loaded font) until the function returns.
        var items: UnsafeMutablePointer<GList>?
        var loaded: UnsafeMutablePointer<PangoFont>?
        defer {
            g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) }
            ccairo_object_unref(loaded)
        }
        var met: [MetricsKey] = []
        if text.isEmpty {
            loaded = pango_context_load_font(context, description)
            if let loaded { met.append(MetricsKey(font: loaded, language: pango_context_get_language(context))) }
        } else {
            let attributes = pango_attr_list_new()!
            defer { pango_attr_list_unref(attributes) }
            pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
            items = text.withCString { pango_itemize(context, $0, 0, Int32(strlen($0)), attributes, nil) }
            var node = items
            while let current = node {
                let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
                if let font = item.pointee.analysis.font { met.append(MetricsKey(font: font, language: item.pointee.analysis.language)) }
                node = current.pointee.next
            }
        }
        var fresh: [MetricsKey] = []
        for key in met where !fontsWithMetrics.contains(key) && !fresh.contains(key) { fresh.append(key) }
        guard !fresh.isEmpty else { return }
        Self.firstMetricsLock.withLock {
            for key in fresh { pango_font_metrics_unref(pango_font_get_metrics(key.font, key.language)) }
        }
        for key in fresh { ccairo_object_ref(key.font) }
        fontsWithMetrics.formUnion(fresh)
    }
}
