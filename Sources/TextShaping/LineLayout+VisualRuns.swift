import BoxTreeModel
import CCairo

extension LineLayout {
    /// The line's runs as Pango resolved them (itemized by script and font,
    /// with FriBidi's embedding levels): left to right on the screen, each
    /// with its text in logical order. Measuring records them in the box tree
    /// (`TextLine.runs`), so renderers never resolve the bidi order again.
    var visualRuns: [TextRun] {
        guard let iterator = pango_layout_get_iter(layout), let text = pango_layout_get_text(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        // Item offsets are bytes of the layout's own text (NUL already replaced, see `pangoSafe`).
        let bytes = Array(String(cString: text).utf8)
        var runs: [TextRun] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let from = max(0, min(bytes.count, Int(ccairo_run_offset(run))))
            let to = max(from, min(bytes.count, from + Int(ccairo_run_length(run))))
            guard to > from else { continue }
            let text = String(decoding: bytes[from..<to], as: UTF8.self)
            let level = Int(ccairo_run_level(run))
            // Pango splits runs by font and script too; neighbours at one level are one bidi run.
            if let last = runs.last, last.level == level {
                let logical = level % 2 == 1 ? text + last.text : last.text + text
                runs[runs.count - 1] = TextRun(text: logical, level: level)
            } else {
                runs.append(TextRun(text: text, level: level))
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }
}
