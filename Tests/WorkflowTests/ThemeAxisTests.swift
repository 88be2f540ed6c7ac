import CampaignModel
import Foundation
import Layout
import Pipeline
import TestSupport
import Testing
@testable import Workflow

/// The theme axis: a matrix's `theme` or `themes` in preview.json, each
/// variant drawn in turn; file names name the theme only when a matrix
/// draws more than one, so a single theme keeps every existing name.
@Suite struct ThemeAxisTests {
    let campaign = VariantMatrixTests.campaign("welcome-modal")
    static let braze = VariantTheme(name: "braze", theme: .gameball)
    static let firebase = VariantTheme(name: "firebase", theme: .gameball)

    func load(_ json: String, in folder: ScratchFolder? = nil) throws -> PreviewConfig {
        let folder = try folder ?? ScratchFolder()
        return try PreviewConfig.load(from: try folder.write("preview.json", json), displayName: "preview.json")
    }

    func problems(_ json: String, in folder: ScratchFolder? = nil) throws -> [String] {
        let folder = try folder ?? ScratchFolder()
        let file = try folder.write("preview.json", json)
        do {
            _ = try PreviewConfig.load(from: file, displayName: "preview.json")
            Issue.record("loaded, but problems were expected")
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test func oneThemeKeepsTheNamesAndSeveralNameTheirTheme() throws {
        var matrix = VariantMatrix()
        matrix.themes = [Self.braze]
        let one = try matrix.variants(of: [campaign], allFormats: [])
        #expect(one.map(\.name) == ["welcome-modal/iphone-15-portrait-en-l"])
        #expect(one[0].theme == Self.braze)
        matrix.themes = [Self.braze, Self.firebase]
        matrix.appearances = .all
        let two = try matrix.variants(of: [campaign], allFormats: [])
        #expect(two.map(\.name) == [
            "welcome-modal/iphone-15-portrait-en-l-braze", "welcome-modal/iphone-15-portrait-en-l-dark-braze",
            "welcome-modal/iphone-15-portrait-en-l-dark-firebase", "welcome-modal/iphone-15-portrait-en-l-firebase",
        ])
        #expect(matrix.count(of: [campaign]) == two.count)
        #expect(try VariantMatrix().variants(of: [campaign], allFormats: []).first?.theme == nil, "no theme: the run's")
    }

    @Test func aThemeFilesNameIsItsFileNamePart() {
        func part(_ name: String) -> String { VariantTheme(name: name, theme: .gameball).fileNamePart }
        #expect(part("braze") == "braze")
        #expect(part("themes/Our App.theme.json") == "our-app")
        #expect(part("./x/__.json") == "theme")
    }

    @Test func aUnionKeepsEachVariantsTheme() throws {
        var matrix = VariantMatrix(formats: .list(["a11y"]))
        matrix.themes = [Self.braze, Self.firebase]
        var png = matrix
        png.formats = .list(["png"])
        let union = VariantMatrix.union([try matrix.variants(of: [campaign], allFormats: []), try png.variants(of: [campaign], allFormats: [])])
        #expect(union.map(\.theme?.name) == ["braze", "firebase"])
        #expect(union.allSatisfy { $0.formats == ["a11y", "png"] && $0.namesTheme })
    }

    @Test func previewJSONGivesAThemeOrThemesPerMatrix() throws {
        let folder = try ScratchFolder()
        try folder.write("themes/ours.json", #"{"extends": "braze"}"#)
        let config = try load("""
        {"matrix": [{"theme": "braze"}, {"themes": ["firebase", "themes/ours.json"], "devices": ["iphone-se"]}, {}]}
        """, in: folder)
        #expect(config.matrices.map { $0.themes?.map(\.name) } == [["braze"], ["firebase", "themes/ours.json"], nil])
        #expect(config.matrices[1].themes?.map(\.fileNamePart) == ["firebase", "ours"])
    }

    @Test func wrongThemesAreLocated() throws {
        #expect(try problems(#"{"matrix": {"theme": "brazee"}}"#).first?.hasPrefix("preview.json: matrix.theme: expected a built-in theme (") == true)
        #expect(try problems(#"{"matrix": {"theme": "braze", "themes": ["radar"]}}"#)
            == [#"preview.json: matrix.themes: "theme" is one theme, "themes" a list of them: keep one"#])
        #expect(try problems(#"{"matrix": {"themes": []}}"#).first?.hasPrefix("preview.json: matrix.themes: expected a list of themes") == true)
        #expect(try problems(#"{"matrix": [{}, {"themes": ["braze", "radar", "braze"]}]}"#) == [
            #"preview.json: matrix[1].themes[2]: expected a theme whose file-name part differs from the others', found string "braze" (named "braze" in file names, as "braze" is)"#,
        ])
        #expect(try problems(#"{"matrix": {"themes": ["../outside.json"]}}"#).first?
            .hasPrefix("preview.json: matrix.themes[0]: expected a theme file inside the folder of preview.json") == true)
    }

    @Test func twoMatricesMayNotDrawOneFileInTwoThemes() throws {
        let folder = try ScratchFolder()
        try folder.write("welcome.json", #"{"id": "welcome", "type": "modal", "body": "Hi"}"#)
        let config = try load(#"{"campaigns": ["welcome.json"], "matrix": [{"theme": "braze"}, {"theme": "radar"}]}"#, in: folder)
        #expect(throws: PlanError.themeClash(variant: "welcome/iphone-15-portrait-en-l", themes: ["braze", "radar"])) {
            try VariantPlan.make(config: config, allFormats: ["png"])
        }
        #expect(PlanError.themeClash(variant: "w/x", themes: ["braze", "the run's theme"]).description.contains("\"themes\""))
        // In one matrix's themes they are named apart.
        let apart = try load(#"{"campaigns": ["welcome.json"], "matrix": {"themes": ["braze", "radar"]}}"#, in: folder)
        #expect(try VariantPlan.make(config: apart, allFormats: ["png"]).variants.map(\.name)
            == ["welcome/iphone-15-portrait-en-l-braze", "welcome/iphone-15-portrait-en-l-radar"])
    }
}
