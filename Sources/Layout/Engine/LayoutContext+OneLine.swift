import BoxTreeModel

extension LayoutContext {
    /// `text` on one line no wider than `width`, cut at the end with an
    /// ellipsis when it does not fit, as a `UILabel` with one line and tail
    /// truncation draws it (button titles of SDKs that never wrap them).
    /// Whole characters are dropped, never part of one, so a word is never
    /// broken across lines.
    func oneLine(_ text: String, font: FontSpec, width: Double, alignment: PhysicalAlignment) -> [TextLine] {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let full = measurer.lines(for: flat, font: font, maxWidth: .infinity, alignment: alignment, direction: direction)
        guard full.maxWidth > width, !flat.isEmpty else {
            return measurer.lines(for: flat, font: font, maxWidth: max(1, width), alignment: alignment, direction: direction)
        }
        // The longest prefix (by characters) that fits with the ellipsis after it.
        let characters = Array(flat)
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = String(characters[..<middle]).trimmingTrailingSpaces + "…"
            if measurer.lines(for: candidate, font: font, maxWidth: .infinity, alignment: alignment, direction: direction).maxWidth <= width {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let shown = String(characters[..<low]).trimmingTrailingSpaces + "…"
        return measurer.lines(for: shown, font: font, maxWidth: max(1, width), alignment: alignment, direction: direction)
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
