import BoxTreeModel

/// Point sizes from Apple's Dynamic Type table for every content size
/// category (iOS 11 and later); docs/dynamic-type.md shows the table.
extension TextStyle {
    /// Point size for a content size category.
    public func pointSize(_ category: ContentSizeCategory) -> Double {
        Double(Self.sizes[self]![category.rawValue])
    }

    /// The style's own weight: everything is Regular except headline.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The weight of the emphasized variant (`UIFontDescriptor.traitBold`).
    public var emphasizedWeight: FontWeight {
        switch self {
        case .largeTitle, .title1, .title2: .bold
        default: .semibold
        }
    }

    private static let sizes: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}

extension FontSpec {
    public init(_ style: TextStyle, _ category: ContentSizeCategory, emphasized: Bool = false) {
        self.init(style: style, size: style.pointSize(category), weight: emphasized ? style.emphasizedWeight : style.weight)
    }
}
