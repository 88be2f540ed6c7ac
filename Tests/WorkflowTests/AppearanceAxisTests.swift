import CampaignModel
import Foundation
import JSONReading
import Layout
import Pipeline
import TestSupport
import Testing
@testable import Workflow

/// The appearance axis through the matrix and preview.json: a dark variant is
/// named apart, a light one keeps the name it had before the axis existed.
@Suite struct AppearanceAxisTests {
    let campaign = VariantMatrixTests.campaign("welcome-modal")

    @Test func lightAloneIsTheDefaultAndKeepsEveryName() throws {
        let variants = try VariantMatrix().variants(of: [campaign], allFormats: [])
        #expect(variants.map(\.name) == ["welcome-modal/iphone-15-portrait-en-l"])
        #expect(variants[0].appearance == .light)
        #expect(variants[0].environment(values: [:]).appearance == .light)
    }

    @Test func bothAppearancesMakeADarkVariantBesideEachLightOne() throws {
        var matrix = VariantMatrix(languages: .list(["en", "ar"]))
        matrix.appearances = .all
        let variants = try matrix.variants(of: [campaign], allFormats: [])
        #expect(variants.map(\.name) == [
            "welcome-modal/iphone-15-portrait-ar-l", "welcome-modal/iphone-15-portrait-ar-l-dark",
            "welcome-modal/iphone-15-portrait-en-l", "welcome-modal/iphone-15-portrait-en-l-dark",
        ])
        #expect(matrix.count(of: [campaign]) == variants.count)
        let dark = try #require(variants.first { $0.name.hasSuffix("en-l-dark") })
        #expect(dark.outputPath(fileExtension: "png") == "welcome-modal/iphone-15-portrait-en-l-dark.png")
        #expect(dark.environment(values: [:]).appearance == .dark)
    }

    @Test func aUnionKeepsEachVariantsAppearance() throws {
        var dark = VariantMatrix(formats: .list(["a11y"]))
        dark.appearances = .list([.dark])
        let union = VariantMatrix.union([try VariantMatrix().variants(of: [campaign], allFormats: []),
                                         try dark.variants(of: [campaign], allFormats: []),
                                         try dark.variants(of: [campaign], allFormats: []).map {
                                             Variant(campaign: $0.campaign, device: $0.device, orientation: $0.orientation,
                                                     language: $0.language, textSize: $0.textSize, appearance: .dark, formats: ["png"])
                                         }])
        #expect(union.map(\.name) == ["welcome-modal/iphone-15-portrait-en-l", "welcome-modal/iphone-15-portrait-en-l-dark"])
        #expect(union.map(\.appearance) == [.light, .dark])
        #expect(union[1].formats == ["a11y", "png"])
    }

    @Test func previewJSONNamesAppearancesPerMatrix() throws {
        let folder = try ScratchFolder()
        let config = try PreviewConfig.load(from: try folder.write("preview.json", """
            { "matrix": [ { "appearances": ["light", "dark"] }, { "appearances": "all" }, { "appearances": "dark" }, {} ] }
            """), displayName: "preview.json")
        #expect(config.matrices.map(\.appearances) == [.list([.light, .dark]), .all, .list([.dark]), .list([.light])])
    }

    @Test func aWrongAppearanceIsOneLineWithItsPath() throws {
        let folder = try ScratchFolder()
        let error = try #require(throws: InputProblems.self) {
            try PreviewConfig.load(from: try folder.write("preview.json", #"{"matrix": {"appearances": ["light", "night"], "appearance": "dark"}}"#),
                                   displayName: "preview.json")
        }
        #expect(error.problems.map(\.description) == [
                #"preview.json: matrix.appearances[1]: expected light or dark, found string "night""#,
                #"preview.json: matrix.appearance: unknown key (did you mean "appearances"?)"#,
        ])
    }

    @Test func theFlagOverridesEveryMatrix() throws {
        let folder = try ScratchFolder()
        let config = try PreviewConfig.load(from: try folder.write("preview.json", #"{"matrix": [{}, {"appearances": "dark"}]}"#),
                                            displayName: "preview.json")
        let overridden = MatrixOverrides(appearances: .all).applied(to: config)
        #expect(overridden.matrices.map(\.appearances) == [.all, .all])
    }
}

/// The languages axis has one name in preview.json, `languages`; the command
/// line's `langs` is read as it, with a warning that says so.
@Suite struct LanguagesKeyTests {
    @Test func langsIsReadAsLanguagesWithADidYouMean() throws {
        let folder = try ScratchFolder()
        let config = try PreviewConfig.load(from: try folder.write("preview.json", #"{"matrix": {"langs": ["en", "ar"]}}"#),
                                            displayName: "preview.json")
        #expect(config.matrices.map(\.languages) == [.list(["en", "ar"])])
        #expect(config.warnings.map(\.description)
                == [#"preview.json: matrix.langs: read as "languages", the key's name in preview.json (did you mean "languages"?)"#])
    }

    @Test func langsBesideLanguagesIsAnError() throws {
        let folder = try ScratchFolder()
        let error = try #require(throws: InputProblems.self) {
            try PreviewConfig.load(from: try folder.write("preview.json", #"{"matrix": {"languages": ["en"], "langs": ["ar"]}}"#),
                                   displayName: "preview.json")
        }
        #expect(error.problems.map(\.description)
                == [#"preview.json: matrix.langs: the command line's name of "languages", which is given too: keep "languages" alone"#])
    }
}
