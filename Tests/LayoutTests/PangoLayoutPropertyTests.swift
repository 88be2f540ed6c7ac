import BoxTreeModel
import CampaignModel
import Foundation
import TestSupport
import Layout
import Testing
import TextShaping

/// The same layout properties with the real Pango measurer and real text:
/// English and Arabic at the default and the largest text size.
@Suite struct PangoLayoutPropertyTests {
    static let root = Repository.root
    static let measurer: PangoTextMeasurer = {
        do { return PangoTextMeasurer(fontSystem: try FontSystem(fontsDirectory: root.appendingPathComponent("fonts"))) }
        catch { fatalError("fonts: \(error)") }
    }()

    static var engine: LayoutEngine { LayoutEngine(measurer: measurer, artwork: FakeArtwork()) }

    static func environments() -> [Environment] {
        DeviceCatalog.builtIn.devices.flatMap { device in
            Orientation.allCases.flatMap { orientation in
                [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge].flatMap { size in
                    ["en", "ar"].map { Environment(device: device, orientation: orientation, language: $0, textSize: size) }
                }
            }
        }
    }

    static let campaigns: [Campaign] = Fixtures.all.map { campaign in
        var localized = campaign
        localized.localizations["ar"] = Localization(
            header: "مرحباً بعودتك، {player_name}!", body: "لديك ١٢٠ نقطة بانتظارك. اجمعها قبل يوم الأحد لتصل إلى المستوى الذهبي.",
            buttons: ["claim": "اجمع المكافأة", "later": "لاحقاً"])
        return localized
    }

    @Test(arguments: campaigns)
    func mirroredSafeAndNotOverlapping(_ campaign: Campaign) {
        // Mirroring compares the same text in both directions.
        let english = Self.environments().filter { $0.language == "en" }
        LayoutPropertyTests.checkMirroring(campaign, engine: Self.engine, environments: english)
        LayoutPropertyTests.checkSafeArea(campaign, engine: Self.engine, environments: Self.environments())
        LayoutPropertyTests.checkOverlaps(campaign, engine: Self.engine, environments: Self.environments())
    }

    @Test func arabicTextIsRightToLeftAndRightAligned() {
        var campaign = Self.campaigns[0]
        campaign.style.bodyAlignment = .leading
        let tree = Self.engine.layout(campaign, in: Environment(language: "ar"))
        let body = tree.boxes(role: .body)[0]
        #expect(body.text!.lines.allSatisfy { $0.direction == .rightToLeft })
        #expect(body.text!.alignment == .right)
        for line in body.text!.lines { #expect(abs(line.frame.maxX - body.frame.maxX) < 0.01) }
    }
}
