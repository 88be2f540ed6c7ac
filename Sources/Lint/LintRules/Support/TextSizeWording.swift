import Layout

/// How findings date a text-size problem.
enum TextSizeWording {
    static func starts(_ size: ContentSizeCategory) -> String {
        size == ContentSizeCategory.allCases.first ? "happens at every text size (from xs)" : "starts at text size \(size.shortName)"
    }
}
