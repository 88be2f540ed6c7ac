import BoxTreeModel
import Foundation
import BoxTreeModel
import Layout
import TestSupport
import Testing

/// docs/dynamic-type.md states the Dynamic Type table code comments and
/// users rely on; every row of it must be the code's.
@Suite struct DynamicTypeDocumentationTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/dynamic-type.md"), encoding: .utf8)) ?? ""

    /// Whether the document holds `text` (a helper, so a failure names the text rather than the whole document).
    static func documents(_ text: String) -> Bool { document.contains(text) }

    @Test func everyTextSizeIsListedWithItsNames() {
        for category in ContentSizeCategory.allCases {
            let row = "| `\(category.shortName)` | `\(category.uiKitName)` | \(category.isAccessibilityCategory ? "yes" : "no") |"
            #expect(Self.documents(row), "the document lacks the row \(row)")
            #expect(ContentSizeCategory(name: category.shortName) == category && ContentSizeCategory(name: category.uiKitName) == category)
        }
    }

    @Test func thePointSizeTableMatchesTheCode() {
        let header = "| style | " + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " | ") + " |"
        #expect(Self.documents(header))
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { String(Int(style.pointSize($0))) }
            let row = "| `\(style.rawValue)` | " + sizes.joined(separator: " | ") + " |"
            #expect(Self.documents(row), "the document lacks the row \(row)")
        }
    }

    @Test func theWeightTableMatchesTheCode() {
        func name(_ weight: FontWeight) -> String { String(describing: weight) }
        for style in TextStyle.allCases {
            let row = "| `\(style.rawValue)` | \(name(style.weight)) | \(name(style.emphasizedWeight)) |"
            #expect(Self.documents(row), "the document lacks the row \(row)")
        }
    }
}
