/// A Dynamic Type text style: which row of the type table a text uses
/// (sizes per content size category: `docs/dynamic-type.md`, Layout).
public enum TextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// Font weights the bundled fonts provide (CSS numbering).
public enum FontWeight: Int, Sendable, Codable, CaseIterable {
    case regular = 400, medium = 500, semibold = 600, bold = 700
}

/// A resolved font: what the text measurer shapes with and the renderer draws with.
public struct FontSpec: Hashable, Sendable, Codable {
    /// The Dynamic Type style it came from, for reporting.
    public var style: TextStyle
    public var size: Double
    public var weight: FontWeight

    public init(style: TextStyle, size: Double, weight: FontWeight) {
        self.style = style
        self.size = size
        self.weight = weight
    }
}

