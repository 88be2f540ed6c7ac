import Foundation
import TestSupport
import Layout
import Pipeline
import Testing

/// The themes that ship in themes/ and the example theme: they load, they
/// are complete, gameball is the engine's default, and the docs cover every key.
@Suite struct BuiltInThemeTests {
    static let root = Repository.root
    let catalog = ThemeCatalog(directory: root.appendingPathComponent("themes"))

    @Test func theCatalogListsGameballFirst() {
        #expect(catalog.names() == ["gameball", "braze", "firebase", "radar"])
    }

    @Test(arguments: ["gameball", "braze", "firebase", "radar"])
    func loadsCleanlyWithADescriptionAndNotes(_ name: String) throws {
        let decoded = try catalog.builtIn(named: name)
        #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
        #expect(decoded.extends == nil, "a built-in theme is complete on its own")
        let description = try #require(decoded.description)
        #expect(!description.isEmpty && description.count <= 140)
        #expect(!decoded.notes.isEmpty)
    }

    /// Every key is written out, so each file documents its whole look.
    @Test(arguments: ["gameball", "braze", "firebase", "radar"])
    func setsEveryKeyOfTheFormat(_ name: String) throws {
        let data = try Data(contentsOf: catalog.directory.appendingPathComponent(name + ".json"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for path in ThemeDecoder.keyPaths {
            #expect(Self.isSet(path, in: object), "\(name).json does not set \(path)")
        }
    }

    @Test func gameballIsTheEnginesDefault() throws {
        #expect(try catalog.builtIn(named: "gameball").theme == Theme.gameball)
    }

    @Test func builtInsDifferWhereTheirSDKsDo() throws {
        let braze = try catalog.builtIn(named: "braze").theme
        let firebase = try catalog.builtIn(named: "firebase").theme
        let radar = try catalog.builtIn(named: "radar").theme
        #expect(braze.slideUp.cornerRadius == 15 && braze.modal.cornerRadius == 8 && braze.buttons.cornerRadius == 5)
        #expect(braze.buttons.primaryPosition == .last && braze.buttons.singleButtonWidth == .fitText)
        #expect(firebase.modal.cornerRadius == 4 && firebase.modal.artworkPlacement == .belowHeader)
        #expect(firebase.close.placement == .outside && firebase.slideUp.edgeToEdge)
        #expect(radar.modal.maxWidth == 350 && radar.modal.cornerRadius == 20 && radar.modal.artworkHeight == 200)
        #expect(radar.modal.headerFont == ThemeFont(.largeTitle, weight: .bold, dynamicType: false))
        #expect(radar.buttons.minHeight == 50 && radar.buttons.cornerRadius == 10)
    }

    @Test func aFileExtendsABuiltInByPath() throws {
        let example = Self.root.appendingPathComponent("examples/themes/our-app-theme.json").path
        let decoded = try catalog.theme(example)
        #expect(decoded.warnings.isEmpty, "\(decoded.warnings)")
        #expect(decoded.extends == "gameball")
        // The example changes radii, font sizes and colours, and nothing needs code.
        let theme = decoded.theme, base = Theme.gameball
        #expect(theme.modal.cornerRadius != base.modal.cornerRadius && theme.buttons.cornerRadius != base.buttons.cornerRadius)
        #expect(theme.fontScale != 1 && theme.modal.headerFont != base.modal.headerFont)
        #expect(theme.backgroundColor != base.backgroundColor && theme.buttons.primaryBackground != base.buttons.primaryBackground)
    }

    @Test func namesAndPathsAreToldApart() {
        #expect(!ThemeCatalog.isPath("braze"))
        #expect(ThemeCatalog.isPath("./braze"))
        #expect(ThemeCatalog.isPath("themes/braze.json"))
        #expect(ThemeCatalog.isPath("ours.json"))
        #expect(throws: ThemeCatalogError.unknownTheme("brazee", available: ["gameball", "braze", "firebase", "radar"])) {
            try catalog.theme("brazee")
        }
    }

    @Test func theDocsDescribeEveryKey() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        // Padding, fonts and shadows are objects documented once with their keys.
        for path in ThemeDecoder.keyPaths {
            let parent = path.split(separator: ".").dropLast().joined(separator: ".")
            #expect(docs.contains("`\(path)`") || docs.contains("`\(parent)`"), "docs/themes.md does not describe \(path)")
        }
    }

    /// Whether the dotted `path` is present in `object`; a `null` shadow stands for its keys.
    static func isSet(_ path: String, in object: [String: Any]) -> Bool {
        var current: Any = object
        for component in path.split(separator: ".").map(String.init) {
            guard let dictionary = current as? [String: Any], let next = dictionary[component] else { return false }
            if next is NSNull { return true }
            current = next
        }
        return true
    }
}
