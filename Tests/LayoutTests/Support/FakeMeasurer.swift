import BoxTreeModel
import Layout

/// A deterministic stand-in for Pango: every character is half the font size
/// wide, lines are 1.2 x the size tall, words wrap greedily. Lets layout rules
/// be tested without fonts.
struct FakeMeasurer: TextMeasuring {
    func lines(for text: String, font: FontSpec, maxWidth: Double, alignment: PhysicalAlignment, direction: LayoutDirection) -> [TextLine] {
        let advance = font.size * 0.5
        let height = font.size * 1.2
        var result: [TextLine] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            var broken: [String] = []
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if Double(candidate.count) * advance > maxWidth, !current.isEmpty {
                    broken.append(current)
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            broken.append(current)
            let isRTL = paragraph.unicodeScalars.first { $0.properties.isAlphabetic }.map { (0x0590...0x08FF).contains($0.value) } ?? (direction == .rightToLeft)
            for line in broken {
                let width = Double(line.count) * advance
                let x: Double
                switch alignment {
                case _ where maxWidth == .infinity: x = 0
                case .left: x = 0
                case .right: x = maxWidth - width
                case .center: x = (maxWidth - width) / 2
                }
                let top = result.blockHeight
                result.append(TextLine(text: line, x: x, baseline: top + font.size, width: width, ascent: font.size, height: height,
                                       direction: isRTL ? .rightToLeft : .leftToRight))
            }
        }
        return result
    }
}

/// Artwork that always loads with a fixed size, or always fails.
struct FakeArtwork: ArtworkProviding {
    var sizes: [String: (Int, Int)] = [:]
    var defaultSize: (Int, Int)? = (1200, 600)

    func artwork(for reference: String) -> ArtworkLookup {
        if reference.hasPrefix("http://") { return .failed("http:// URLs are refused before any request") }
        guard let size = sizes[reference] ?? defaultSize else { return .failed("not found") }
        return .loaded(ArtworkInfo(file: "/fake/\(reference)", pixelWidth: size.0, pixelHeight: size.1))
    }
}
