@testable import CampaignModel
import Foundation
@testable import Layout
import Pipeline
import Testing
import TestSupport

/// The fact tables in docs/importing.md ("The facts each vendor's preview
/// uses") against the code: each row's value is what the built-in theme's
/// key or the engine's constant holds, and every vendor constant the engine
/// keeps is in a table. As docs/box-tree.md is checked against the tree.
@Suite struct VendorFactTableTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/importing.md"), encoding: .utf8)) ?? ""
    static let catalog = ThemeCatalog(directory: Repository.root.appendingPathComponent("themes"))

    struct Row: CustomTestStringConvertible, Sendable {
        var vendor: String
        var key: String
        var value: String
        var testDescription: String { "\(vendor) \(key)" }
    }

    /// The engine's vendor constants, by the name the tables give them.
    static let constants: [String: String] = [
        "ButtonLabelPolicy.brazeMaxHeight": plain(ButtonLabelPolicy.brazeMaxHeight),
        "ButtonLabelPolicy.firebaseButtonHeight": plain(ButtonLabelPolicy.firebaseButtonHeight),
        "FirebaseCardLayout.cardButtonVerticalPadding": plain(FirebaseCardLayout.cardButtonVerticalPadding),
        "BrazeIconLayout.glyphScale": plain(BrazeIconLayout.glyphScale),
        "ModalLayout.fullScreenArtworkShare": plain(ModalLayout.fullScreenArtworkShare),
        "FirebaseImporter.bannerSeconds": plain(FirebaseImporter.bannerSeconds),
        "FirebaseCardLayout.titleBodySpacing": plain(FirebaseCardLayout.titleBodySpacing),
        "FirebaseCardLayout.buttonPadding": plain(FirebaseCardLayout.buttonPadding),
        "FirebaseCardLayout.buttonsHaveBackground": String(FirebaseCardLayout.buttonsHaveBackground),
        "FirebaseCardLayout.landscapeModalImageFraction": plain(FirebaseCardLayout.landscapeModalImageFraction),
        "FirebaseCardLayout.portraitCardMaxWidth": plain(FirebaseCardLayout.portraitCardMaxWidth),
        "FirebaseCardLayout.portraitImageAspect": plain(FirebaseCardLayout.portraitImageAspect),
        "FirebaseCardLayout.landscapeImageMinSide": plain(FirebaseCardLayout.landscapeImageMinSide),
        "FirebaseCardLayout.landscapePhoneCardInset": plain(FirebaseCardLayout.landscapePhoneCardInset),
        "FirebaseCardLayout.phoneLayoutMargin": plain(FirebaseCardLayout.phoneLayoutMargin),
        "AdobeFrame.width": plain(AdobeFrame().width),
        "AdobeFrame.height": plain(AdobeFrame().height),
        "AdobeFrame.verticalAlign": AdobeFrame().verticalAlign.rawValue,
        "AdobeFrame.uiTakeover": String(AdobeFrame().uiTakeover),
        "AdobeFrame.backdropOpacity": plain(AdobeFrame().backdropOpacity),
    ]

    static let vendors = ["braze", "firebase", "radar", "adobe"]

    /// A number as the tables write it: no trailing `.0`.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The rows of `vendor`'s table, between `<!-- facts:VENDOR -->` and `<!-- /facts -->`.
    static func rows(_ vendor: String) -> [Row] {
        guard let start = document.range(of: "<!-- facts:\(vendor) -->"),
              let end = document.range(of: "<!-- /facts -->", range: start.upperBound..<document.endIndex) else { return [] }
        return document[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { return nil }
            return Row(vendor: vendor, key: cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), value: cells[3])
        }
    }

    static let allRows = vendors.flatMap(rows)

    /// A built-in theme's value at a dotted key (`modal.padding.leading`), as the theme file writes it.
    static func themeValue(_ vendor: String, _ key: String) throws -> String? {
        let theme = try catalog.builtIn(named: vendor).theme
        var node: Any? = try JSONSerialization.jsonObject(with: Data(ThemeEncoder().encode(theme).utf8))
        for part in key.split(separator: ".") { node = (node as? [String: Any])?[String(part)] }
        switch node {
        // JSON's true and false come back as NSNumbers of type "c" (char).
        case let flag as NSNumber where String(cString: flag.objCType) == "c": return flag.boolValue ? "true" : "false"
        case let number as NSNumber: return plain(number.doubleValue)
        case let text as String: return text
        default: return nil
        }
    }

    @Test func everyVendorHasATable() {
        for vendor in Self.vendors {
            #expect(!Self.rows(vendor).isEmpty, "no fact table for \(vendor) in docs/importing.md")
        }
    }

    @Test(arguments: allRows)
    func theTableSaysWhatTheCodeHolds(_ row: Row) throws {
        let actual = try Self.constants[row.key] ?? Self.themeValue(row.vendor, row.key)
        #expect(actual != nil, "\(row.key) is neither a key of themes/\(row.vendor).json nor a listed engine constant")
        #expect(actual == row.value, "docs/importing.md says \(row.vendor) \(row.key) is \(row.value); the code holds \(actual ?? "nothing")")
    }

    @Test func everyVendorConstantIsInATable() {
        let documented = Set(Self.allRows.map(\.key))
        for name in Self.constants.keys.sorted() {
            #expect(documented.contains(name), "\(name) is missing from the fact tables in docs/importing.md")
        }
    }
}
