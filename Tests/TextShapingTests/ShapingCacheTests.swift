import BoxTreeModel
import CCairo
import Layout
import TestSupport
import Testing
@testable import TextShaping

/// Shaped lines and paragraph breaks are kept: never a different result,
/// only less shaping.
@Suite struct ShapingCacheTests {
    /// Values are made once per key, the cache holds at most two
    /// generations, lets the older go whole, and keeps a value in use.
    @Test func theCacheIsBoundedAndKeepsWhatIsUsed() {
        var cache = GenerationalCache<Int, String>(generationSize: 4)
        var discarded: [String] = []
        func value(_ key: Int) -> String { cache.value(for: key, make: { "v\(key)" }, discard: { discarded.append($0) }) }
        for key in 0..<4 { _ = value(key) }
        #expect(value(2) == "v2" && cache.made == 4, "a key held is not made again")
        for key in 4..<8 { _ = value(key) }  // 0 to 3 become the older generation
        #expect(discarded.isEmpty && cache.values.count == 8)
        _ = value(1)  // held in the older generation, used again: moves to the newer, which is full
        #expect(Set(discarded) == ["v0", "v2", "v3"], "the older generation let go, but for the key in use")
        #expect(cache.values.count == 5)
        let made = cache.made
        for key in [1, 4, 7] { #expect(value(key) == "v\(key)") }
        #expect(cache.made == made, "the key in use and the newer generation survived")
        #expect(value(0) == "v0" && cache.made == made + 1, "a key let go is made again")
    }

    /// A line measured and then drawn is shaped once; a paragraph broken at
    /// the same width again is not broken again.
    @Test func aMeasuredLineIsDrawnWithoutShapingItAgain() throws {
        let fonts = try FontSystem(fontsDirectory: TestFonts.directory)
        let measurer = PangoTextMeasurer(fontSystem: fonts)
        let font = FontSpec(.body, .large)
        let text = "You have 1250 points waiting. Claim them before Sunday to reach the Gold tier."
        let lines = measurer.lines(for: text, font: font, maxWidth: 200, alignment: .center, direction: .leftToRight)
        #expect(lines.count > 2)
        let shaped = fonts.shapedLines.shapedCount
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 400)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        TextDrawer(fontSystem: fonts).draw(TextBlock(text: text, font: font, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 255),
                                                     alignment: .center, lines: lines), on: cairo)
        #expect(fonts.shapedLines.shapedCount == shaped, "drawing shaped nothing")
        let again = measurer.lines(for: text, font: font, maxWidth: 200, alignment: .center, direction: .leftToRight)
        #expect(again == lines)
        #expect(fonts.shapedLines.shapedCount == shaped && fonts.paragraphBreaks.made == 1)
    }

    /// Lines measured by a font system that has shaped thousands of others
    /// (its caches turned over many times) are the lines a new one measures.
    @Test func whatTheCachesHoldChangesNoResult() throws {
        let fresh = PangoTextMeasurer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        let busy = PangoTextMeasurer(fontSystem: try FontSystem(fontsDirectory: TestFonts.directory))
        let font = FontSpec(.headline, .accessibilityExtraLarge)
        let texts = ["Welcome back, Sara!", "أهلاً بعودتك يا Sara!", "Claim 20% off before Sunday — today only."]
        for text in texts { _ = busy.lines(for: text, font: font, maxWidth: 180, alignment: .left, direction: .leftToRight) }
        for index in 0..<1_500 {
            _ = busy.lines(for: "Line \(index) of many", font: font, maxWidth: 120, alignment: .left, direction: .leftToRight)
        }
        for text in texts {
            #expect(busy.lines(for: text, font: font, maxWidth: 180, alignment: .left, direction: .leftToRight)
                    == fresh.lines(for: text, font: font, maxWidth: 180, alignment: .left, direction: .leftToRight))
        }
    }
}
