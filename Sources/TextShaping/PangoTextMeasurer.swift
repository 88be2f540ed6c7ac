import BoxTreeModel
import CCairo
import Layout

/// Shapes and breaks text with Pango over a `FontSystem`'s bundled fonts.
///
/// Per paragraph (text between newlines): the direction comes from the first
/// strong character (`direction` when there is none); Pango breaks it at
/// `maxWidth` (word boundaries, or inside a word that is wider than the
/// line); each line is then re-measured on its own, without trailing
/// whitespace, through the same function `TextDrawer` draws with, which also
/// gives the line's bidirectional runs in visual order (`TextLine.runs`). A
/// blank paragraph still takes one line of the font's height.
///
/// Line boxes: the primary font's (Inter's) ascent and descent, grown to the
/// line's ink where glyphs reach further. Latin lines get exactly the
/// UILabel rule (ascender plus descender); a line with Arabic or CJK grows
/// only as much as its glyphs need, instead of taking a fallback font's very
/// tall line metrics (Noto Sans Arabic's are about twice Inter's).
///
/// Limits, so hostile input cannot hang a preview: the text is cut after
/// `maxCharacters` characters and each paragraph after
/// `maxCharactersPerParagraph`; a cut is marked with "…".
public final class PangoTextMeasurer: TextMeasuring, Sendable {
    public static let maxCharacters = 100_000
    public static let maxCharactersPerParagraph = 10_000

    public let fontSystem: FontSystem

    public init(fontSystem: FontSystem) {
        self.fontSystem = fontSystem
    }

    public func lines(for text: String, font: FontSpec, maxWidth: Double, alignment: PhysicalAlignment,
                      direction: LayoutDirection) -> [TextLine] {
        // NaN and infinity mean "natural width"; a negative width is treated as zero.
        let boxWidth: Double? = maxWidth.isFinite ? max(0, maxWidth) : nil
        return fontSystem.withLock {
            var result: [TextLine] = []
            var top = 0.0
            for paragraph in Self.paragraphs(of: text) {
                let paragraphDirection = Self.baseDirection(of: paragraph) ?? direction
                for piece in breakParagraph(paragraph, font: font, width: boxWidth, direction: paragraphDirection) {
                    let content = Self.droppingTrailingWhitespace(piece)
                    let primary = primaryMetrics(font)
                    let line = fontSystem.withLineLayout(content, font: font, direction: paragraphDirection) { layout in
                        let ascent = max(primary.ascent, layout.inkAscent)
                        let descent = max(primary.descent, layout.inkDescent)
                        return TextLine(text: content, x: 0, baseline: top + ascent, width: layout.width,
                                        ascent: ascent, height: ascent + descent, direction: paragraphDirection,
                                        runs: layout.visualRuns)
                    }
                    var placed = line
                    placed.x = Self.x(width: line.width, in: boxWidth, alignment: alignment)
                    result.append(placed)
                    top += line.height
                }
            }
            return result
        }
    }

    /// Ascent and descent of the primary (Latin) font at this size and weight.
    private func primaryMetrics(_ font: FontSpec) -> (ascent: Double, descent: Double) {
        fontSystem.withLineLayout("Hg", font: font, direction: .leftToRight) { layout in
            (layout.ascent, layout.height - layout.ascent)
        }
    }

    /// The left edge of a line of `width` inside a box of `boxWidth`.
    static func x(width: Double, in boxWidth: Double?, alignment: PhysicalAlignment) -> Double {
        guard let boxWidth else { return 0 }
        switch alignment {
        case .left: return 0
        case .right: return boxWidth - width
        case .center: return (boxWidth - width) / 2
        }
    }

    /// The paragraphs of `text`, split on every kind of line break (LF, CR,
    /// CRLF, U+2028, U+2029, ...), after the length caps.
    static func paragraphs(of text: String) -> [String] {
        let capped = capped(text, at: maxCharacters)
        return capped.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .map { Self.capped(String($0), at: maxCharactersPerParagraph) }
    }

    static func capped(_ text: String, at limit: Int) -> String {
        let prefix = text.prefix(limit)
        return prefix.endIndex == text.endIndex ? text : String(prefix) + "…"
    }

    /// The paragraph's direction from its first strong character (Unicode
    /// bidi rule P2), or `nil` when it has none.
    static func baseDirection(of paragraph: String) -> LayoutDirection? {
        switch ccairo_find_base_dir(FontSystem.pangoSafe(paragraph), -1) {
        case PANGO_DIRECTION_RTL: .rightToLeft
        case PANGO_DIRECTION_LTR: .leftToRight
        default: nil
        }
    }

    static func droppingTrailingWhitespace(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex {
            let previous = text.index(before: end)
            guard text[previous].isWhitespace else { break }
            end = previous
        }
        return String(text[..<end])
    }

    /// What a paragraph's breaks depend on.
    struct BreakKey: Hashable {
        let paragraph: String
        let font: FontSpec
        let width: Double
        let direction: LayoutDirection
    }

    /// Pango's line breaks for one paragraph, as the lines' text. Only the
    /// byte ranges of the wrapped layout are used; widths come from
    /// re-measuring each line alone. Kept by the font system (`paragraphBreaks`).
    private func breakParagraph(_ paragraph: String, font: FontSpec, width: Double?, direction: LayoutDirection) -> [String] {
        guard let width, !paragraph.isEmpty else { return [paragraph] }
        let key = BreakKey(paragraph: paragraph, font: font, width: width, direction: direction)
        return fontSystem.paragraphBreaks.value(for: key) {
            breakWrapping(paragraph, font: font, width: width, direction: direction)
        }
    }

    private func breakWrapping(_ paragraph: String, font: FontSpec, width: Double, direction: LayoutDirection) -> [String] {
        let text = FontSystem.pangoSafe(paragraph)
        let map = fontSystem.fontMap(for: paragraph)
        let layout = map.state(direction).paragraphLayout
        fontSystem.bindForFirstShaping(of: paragraph, font: font, direction: direction, map: map)
        fontSystem.computeMetricsFirst(of: text, font: font, direction: direction, map: map)
        pango_layout_set_font_description(layout, fontSystem.fontDescription(for: font))
        // Rounded down so that a line Pango accepts is never wider than the box.
        pango_layout_set_width(layout, Int32(min((width * pangoScale).rounded(.down), Double(Int32.max))))
        pango_layout_set_text(layout, text, -1)
        let bytes = Array(text.utf8)
        func currentPieces() -> [String] {
            var pieces: [String] = []
            let count = Int(pango_layout_get_line_count(layout))
            pieces.reserveCapacity(count)
            for index in 0..<count {
                guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
                let start = max(0, min(bytes.count, Int(ccairo_layout_line_start(line))))
                let end = max(start, min(bytes.count, start + Int(ccairo_layout_line_length(line))))
                pieces.append(String(decoding: bytes[start..<end], as: UTF8.self))
            }
            return pieces
        }
        var pieces = currentPieces()
        if Self.keepHangulWordsTogether(in: text, layout: layout) {
            let kept = currentPieces()
            Self.setParagraphAttributes(layout, keepingTogether: [])
            // A Korean word wider than the box breaks between syllables after all, as UIKit's does.
            let fits = kept.allSatisfy { piece in
                fontSystem.withLineLayout(Self.droppingTrailingWhitespace(piece), font: font, direction: direction) { $0.width } <= width
            }
            if fits { pieces = kept }
        }
        return pieces.isEmpty ? [paragraph] : pieces
    }

    /// UIKit breaks Korean between words, not between syllables
    /// (`NSParagraphStyle.LineBreakStrategy.hangulWordPriority`, part of the
    /// standard strategy labels use); Pango would break between any two
    /// syllables. Forbids breaks inside each run of Hangul in `text`, and
    /// says whether it did (the caller then restores the plain attributes).
    private static func keepHangulWordsTogether(in text: String, layout: OpaquePointer) -> Bool {
        var runs: [Range<Int>] = []
        var offset = 0, runStart: Int?
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if isHangul(scalar) {
                if runStart == nil { runStart = offset }
            } else if let start = runStart {
                runs.append(start..<offset)
                runStart = nil
            }
            offset += length
        }
        if let start = runStart { runs.append(start..<offset) }
        runs = runs.filter { $0.count > 3 }  // a single syllable has nothing inside to keep
        guard !runs.isEmpty else { return false }
        setParagraphAttributes(layout, keepingTogether: runs)
        return true
    }

    /// No hyphens (as `FontSystem` sets up the layout), and no breaks inside `runs` (byte ranges).
    private static func setParagraphAttributes(_ layout: OpaquePointer, keepingTogether runs: [Range<Int>]) {
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        for run in runs {
            let attribute = pango_attr_allow_breaks_new(0)!
            attribute.pointee.start_index = UInt32(run.lowerBound)
            attribute.pointee.end_index = UInt32(run.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// Hangul syllables and jamo.
    private static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        CJKText.script(of: scalar) == .hangul
    }
}
