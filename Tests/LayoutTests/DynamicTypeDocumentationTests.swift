import Foundation
import Layout
import TestSupport
import Testing

/// docs/dynamic-type.md states the Dynamic Type table code comments and
/// users rely on; every row of it must be the code's.
@Suite struct DynamicTypeDocumentationTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/dynamic-type.md"), encoding: .utf8)) ?? ""

    @Test func everyTextSizeIsListedWithItsNames() {
        for category in ContentSizeCategory.allCases {
            let row = "| `\(category.shortName)` | `\(category.uiKitName)` | \(category.isAccessibilityCategory ? "yes" : "no") |"
            #expect(Self.document.contains(row), "\(row)")
            #expect(ContentSizeCategory(name: category.shortName) == category && ContentSizeCategory(name: category.uiKitName) == category)
        }
    }

    @Test func thePointSizeTableMatchesTheCode() {
        let header = "| style | " + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " | ") + " |"
        #expect(Self.document.contains(header))
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { String(Int(style.pointSize($0))) }
            let row = "| `\(style.rawValue)` | " + sizes.joined(separator: " | ") + " |"
            #expect(Self.document.contains(row), "\(row)")
        }
    }

    @Test func theWeightTableMatchesTheCode() {
        func name(_ weight: FontWeight) -> String { String(describing: weight) }
        for style in TextStyle.allCases {
            let row = "| `\(style.rawValue)` | \(name(style.weight)) | \(name(style.emphasizedWeight)) |"
            #expect(Self.document.contains(row), "\(row)")
        }
    }
}
