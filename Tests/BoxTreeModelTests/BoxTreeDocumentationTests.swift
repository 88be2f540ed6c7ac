import BoxTreeModel
import Foundation
import Testing
import TestSupport

/// `docs/box-tree.md` is the contract external renderers are written
/// against: every role and every field the code encodes is documented, and
/// the doc names nothing the code does not have.
@Suite struct BoxTreeDocumentationTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/box-tree.md"), encoding: .utf8)) ?? ""

    /// The backquoted names in the first column of each table, per heading
    /// (a heading with two tables gets `#2` for the second).
    static let documentedFields: [String: Set<String>] = {
        var tables: [String: Set<String>] = [:]
        var heading = ""
        var inTable = false
        var tableCount: [String: Int] = [:]
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                heading = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                inTable = false
                continue
            }
            guard line.hasPrefix("| ") else { inTable = false; continue }
            if !inTable {
                inTable = true
                tableCount[heading, default: 0] += 1
            }
            let key = tableCount[heading]! == 1 ? heading : "\(heading) #\(tableCount[heading]!)"
            let firstCell = line.dropFirst(2).prefix { $0 != "|" }
            let names = firstCell.matches(of: /`([A-Za-z]+)`/).map { String($0.output.1) }
            tables[key, default: []].formUnion(names)
        }
        return tables
    }()

    /// The stored properties of a value: what `Codable` writes, as no type
    /// of the tree renames its keys.
    static func fields(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    static let environment = EnvironmentSummary(device: "iphone-15", deviceName: "iPhone 15", orientation: .portrait, language: nil,
                                                direction: .leftToRight, textSize: "l", screen: Size(width: 393, height: 852), scale: 3,
                                                safeArea: .zero)
    static let run = TextRun(text: "Hi", level: 2)
    static let line = TextLine(text: "Hi", x: 0, baseline: 10, width: 10, ascent: 8, height: 12, direction: .rightToLeft, runs: [run])
    static let text = TextBlock(text: "Hi", font: FontSpec(style: .body, size: 17, weight: .regular), color: .black,
                                alignment: .left, lines: [line])
    static let image = ImageContent(source: "a.png", file: nil, pixelWidth: 1, pixelHeight: 1, contentMode: .aspectFit)
    static let accessibility = AccessibilityInfo(elementType: .other)
    static let action = ActionInfo(type: "dismiss", closesMessage: true)
    static let box = Box(role: .screen, frame: Rect(x: 0, y: 0, width: 1, height: 1))
    static let diagnostic = Diagnostic(.info, "code", "message")
    static let tree = BoxTree(campaignID: "c", messageType: "modal", layout: .textWithImage, environment: environment,
                              display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false, root: box, diagnostics: [],
                              extras: .null)

    @Test(arguments: [
        ("Top level", tree as any Sendable),
        ("environment", environment as any Sendable),
        ("Boxes", box as any Sendable),
        ("Text", text as any Sendable),
        ("Text #2", line as any Sendable),
        ("Text #3", run as any Sendable),
        ("Images", image as any Sendable),
        ("Accessibility", accessibility as any Sendable),
        ("Actions", action as any Sendable),
        ("Diagnostics", diagnostic as any Sendable),
    ])
    func everyFieldIsDocumentedAndNothingElse(_ section: String, _ value: any Sendable) {
        let documented = Self.documentedFields[section] ?? []
        let coded = Self.fields(of: value)
        #expect(coded.subtracting(documented).isEmpty, "fields missing from docs/box-tree.md (\(section)): \(coded.subtracting(documented).sorted())")
        #expect(documented.subtracting(coded).isEmpty, "docs/box-tree.md (\(section)) names fields the code lacks: \(documented.subtracting(coded).sorted())")
    }

    @Test func everyRoleIsDocumentedAndNothingElse() {
        let documented = Self.documentedFields["Roles"] ?? []
        let roles = Set(Box.Role.allCases.map(\.rawValue))
        #expect(roles.subtracting(documented).isEmpty, "roles missing from docs/box-tree.md: \(roles.subtracting(documented).sorted())")
        #expect(documented.subtracting(roles).isEmpty, "docs/box-tree.md lists roles the code lacks: \(documented.subtracting(roles).sorted())")
    }

    @Test func theDocumentedSchemaVersionIsTheCodesVersion() {
        #expect(Self.document.hasPrefix("# The box tree (JSON, schema version \(BoxTree.currentSchemaVersion))"))
        #expect(Self.document.contains("`schemaVersion` is `\(BoxTree.currentSchemaVersion)`"))
    }
}
