import CampaignModel
import Foundation
import Layout
import Testing
@testable import Workflow
import Pipeline

@Suite struct VariantMatrixTests {
    static func campaign(_ key: String, localizations: [String] = []) -> CampaignFile {
        var model = Campaign(id: key, type: .modal)
        for code in localizations { model.localizations[code] = Localization() }
        return CampaignFile(url: URL(fileURLWithPath: "/c/\(key).json"), displayPath: "\(key).json", key: key, campaign: model)
    }

    @Test func theDefaultIsOneVariantPerCampaign() throws {
        let variants = try VariantMatrix().variants(of: [Self.campaign("b"), Self.campaign("a")], allFormats: ["png"])
        #expect(variants.map(\.name) == ["a/iphone-15-portrait-en-l", "b/iphone-15-portrait-en-l"])
        #expect(variants.map(\.formats) == [["png"], ["png"]])
    }

    @Test func namesAreDeterministicAndSorted() throws {
        let matrix = VariantMatrix(devices: .list(["iphone-se", "iphone-15"]), orientations: .all, languages: .list(["en", "ar"]),
                                   textSizes: .list([.large, .accessibilityExtraExtraExtraLarge, .extraSmall, .accessibilityMedium]),
                                   formats: .list(["png", "a11y"]))
        let campaigns = ["welcome-modal", "level-up-slideup", "summer-sale-fullscreen"].map { Self.campaign($0) }
        let variants = try matrix.variants(of: campaigns, allFormats: [])
        #expect(variants.count == 3 * 2 * 2 * 2 * 4)
        #expect(variants.map(\.name) == variants.map(\.name).sorted())
        #expect(Set(variants.map(\.name)).count == variants.count)
        #expect(variants.contains { $0.name == "welcome-modal/iphone-se-landscape-ar-ax5" })
        let variant = try #require(variants.first { $0.name == "welcome-modal/iphone-15-portrait-ar-ax1" })
        #expect(variant.outputPath(fileExtension: "a11y.txt") == "welcome-modal/iphone-15-portrait-ar-ax1.a11y.txt")
        #expect(variant.environment(values: [:]).direction == .rightToLeft)
    }

    @Test func allMeansEveryKnownValue() throws {
        let matrix = VariantMatrix(devices: .all, orientations: .all, textSizes: .all, formats: .all)
        let variants = try matrix.variants(of: [Self.campaign("a")], allFormats: ["png", "a11y", "json"])
        #expect(variants.count == DeviceCatalog.builtIn.devices.count * 2 * ContentSizeCategory.allCases.count)
        #expect(variants[0].formats == ["png", "a11y", "json"])
    }

    @Test func campaignLanguagesAreTheBaseLanguageAndTheLocalizations() throws {
        let matrix = VariantMatrix(languages: .campaign)
        let variants = try matrix.variants(of: [Self.campaign("a", localizations: ["fr", "ar"]), Self.campaign("b")],
                                           allFormats: [], baseLanguage: "de")
        #expect(variants.map(\.name) == ["a/iphone-15-portrait-ar-l", "a/iphone-15-portrait-de-l", "a/iphone-15-portrait-fr-l",
                                         "b/iphone-15-portrait-de-l"])
    }

    @Test func listsDropDuplicates() throws {
        let matrix = VariantMatrix(devices: .list(["iphone-se", "iphone-se"]), languages: .list(["en", "en"]))
        #expect(try matrix.variants(of: [Self.campaign("a")], allFormats: []).count == 1)
    }

    /// The campaign reader drops such keys with a warning; a campaign built
    /// in code reaches the matrix unchecked, and its key would name files.
    @Test func aLocalizationKeyThatIsNoLanguageCodeIsRefusedBeforeNamingFiles() {
        #expect(throws: MatrixError.invalidLanguage(code: "../x", campaign: "a.json")) {
            try VariantMatrix(languages: .campaign).variants(of: [Self.campaign("a", localizations: ["../x"])], allFormats: [])
        }
    }

    @Test func anUnknownDeviceIsAnError() {
        #expect(throws: MatrixError.unknownDevice("iphone-3g", known: DeviceCatalog.builtIn.ids)) {
            try VariantMatrix(devices: .list(["iphone-3g"])).variants(of: [Self.campaign("a")], allFormats: [])
        }
    }

    @Test func aUnionRendersASharedVariantOnceInEveryFormat() throws {
        let png = try VariantMatrix(languages: .list(["en", "ar"])).variants(of: [Self.campaign("a")], allFormats: [])
        let a11y = try VariantMatrix(formats: .list(["a11y", "png"])).variants(of: [Self.campaign("a")], allFormats: [])
        let union = VariantMatrix.union([png, a11y])
        #expect(union.map(\.name) == ["a/iphone-15-portrait-ar-l", "a/iphone-15-portrait-en-l"])
        #expect(union.map(\.formats) == [["png"], ["png", "a11y"]])
    }
}
