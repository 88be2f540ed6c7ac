/// The user's preferred text size (UIKit's `UIContentSizeCategory`), in order
/// from smallest to largest.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The default, as on a new device.
    public static let `default` = ContentSizeCategory.large

    /// Short form used in file names and on the command line: `xs` ... `ax5`.
    public var shortName: String {
        ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][rawValue]
    }

    /// UIKit's name without the `UIContentSizeCategory` prefix.
    public var uiKitName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
         "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"][rawValue]
    }

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Accepts the short form (`ax3`), UIKit's name (`accessibilityExtraLarge`,
    /// with or without the `UICTContentSizeCategory`/`UIContentSizeCategory`
    /// prefix), case-insensitively.
    public init?(name: String) {
        var key = name.lowercased()
        for prefix in ["uictcontentsizecategory", "uicontentsizecategory"] where key.hasPrefix(prefix) {
            key = String(key.dropFirst(prefix.count))
        }
        let aliases: [String: ContentSizeCategory] = [
            "extrasmall": .extraSmall, "extralarge": .extraLarge,
            "extraextralarge": .extraExtraLarge, "extraextraextralarge": .extraExtraExtraLarge,
            "xs": .extraSmall, "s": .small, "m": .medium, "l": .large,
        ]
        if let found = Self.allCases.first(where: { $0.shortName == key || $0.uiKitName.lowercased() == key }) {
            self = found
        } else if let alias = aliases[key] {
            self = alias
        } else {
            return nil
        }
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
