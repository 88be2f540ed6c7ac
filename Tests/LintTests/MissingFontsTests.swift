import BoxTreeModel
import CampaignModel
import Foundation
import Layout
@testable import LintRunner
@testable import LintRules
import TestSupport
import Testing
import TextShaping

/// `missing-glyphs` on a machine without the Noto Sans CJK fonts: Chinese,
/// Japanese and Korean text is one error naming the package, English text
/// nothing, and other scripts' boxes are still listed.
@Suite struct MissingFontsTests {
    /// The real layout and artwork, with the font answers of a machine whose CJK folder is empty.
    final class WithoutCJKFonts: LintServices {
        let real = LintHarness.services()
        let folder: ScratchFolder
        let fonts: FontSystem

        init() throws {
            folder = try ScratchFolder(prefix: "no-cjk-fonts")
            fonts = try FontSystem(fontsDirectory: LintHarness.fonts, cjkFontFiles: CJKFontFiles(directory: folder.url))
        }

        func layout(_ campaign: Campaign, source: CampaignSource, environment: Environment) -> BoxTree {
            real.layout(campaign, source: source, environment: environment)
        }
        func artwork(for reference: String, source: CampaignSource) -> ArtworkLookup { real.artwork(for: reference, source: source) }
        func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? { nil }
        func uncoveredCharacters(in text: String) -> [Character] { fonts.uncoveredCharacters(in: text) }
        func missingFonts(for text: String, language: String?) -> String? {
            fonts.unavailableFonts(for: text, language: language)?.description
        }
    }

    static func findings(_ campaign: Campaign, language: String, services: WithoutCJKFonts) -> [Diagnostic] {
        let environment = Environment(language: language)
        let source = CampaignSource(file: LintHarness.root.appendingPathComponent("inline.json").path)
        let variant = LintVariant(campaign: campaign, source: source, environment: environment,
                                  tree: services.layout(campaign, source: source, environment: environment))
        return MissingGlyphsRule().evaluate(variant, in: LintContext(services: services))
    }

    static let campaign = Campaign(
        id: "points", type: .modal, header: "Double points weekend", body: "Every purchase earns twice the points.",
        buttons: [Button(id: "ok", text: "Got it", action: .dismiss)],
        localizations: [
            "ko": Localization(header: "포인트 두 배 주말", body: "모든 구매에 포인트가 두 배로 적립됩니다. สวัส"),
            "ja": Localization(header: "ポイント2倍", body: "すべてのお買い物でポイントが2倍。"),
        ])

    @Test func anEnglishVariantNeedsNoCJKFonts() throws {
        let services = try WithoutCJKFonts()
        #expect(Self.findings(Self.campaign, language: "en", services: services).isEmpty)
    }

    @Test func koreanTextIsOneErrorNamingThePackage() throws {
        let services = try WithoutCJKFonts()
        let found = Self.findings(Self.campaign, language: "ko", services: services)
        let fonts = try #require(found.first)
        #expect(fonts.code == "missing-glyphs" && fonts.severity == .error && fonts.element == nil)
        #expect(fonts.message.hasPrefix("text in Korean needs the Noto Sans CJK fonts: apt-get install fonts-noto-cjk"), "\(fonts.message)")
        // Hangul the fallback cannot draw is the package's doing, said once; the Thai is still a box of its own.
        #expect(found.dropFirst().map(\.element) == ["body"], "\(found)")
        #expect(found.last?.message == "2 characters no bundled font covers, drawn as boxes: U+0E2A \"ส\", U+0E27 U+0E31 \"วั\"")
    }

    @Test func japaneseNamesJapanese() throws {
        let services = try WithoutCJKFonts()
        let found = Self.findings(Self.campaign, language: "ja", services: services)
        #expect(found.map(\.message).contains { $0.hasPrefix("text in Japanese needs the Noto Sans CJK fonts") }, "\(found)")
    }
}
