import BoxTreeModel
import CampaignModel
import Layout
import LintRunner
import LintRules

/// Services that lay nothing out for real: each tree is an empty screen that
/// records its text size. Counts layouts, to check what the linter reuses.
final class CountingServices: LintServices {
    private(set) var layouts: [ContentSizeCategory] = []

    func layout(_ campaign: Campaign, source: CampaignSource, environment: Environment) -> BoxTree {
        layouts.append(environment.textSize)
        return Self.tree(campaign, environment)
    }

    static func tree(_ campaign: Campaign, _ environment: Environment) -> BoxTree {
        BoxTree(campaignID: campaign.id, messageType: campaign.type.rawValue, layout: campaign.layout,
                environment: EnvironmentSummary(device: environment.device.id, deviceName: environment.device.name,
                                                orientation: environment.orientation, language: environment.language,
                                                direction: environment.direction, textSize: environment.textSize.shortName,
                                                screen: environment.screenSize, scale: environment.device.scale, safeArea: environment.safeArea),
                display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false,
                root: Box(role: .screen, frame: environment.screenRect), diagnostics: [], extras: .object([:]))
    }

    func artwork(for reference: String, source: CampaignSource) -> ArtworkLookup { .failed("no artwork in this fake") }
    func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? { nil }
    func uncoveredCharacters(in text: String) -> [Character] { [] }
    func missingFonts(for text: String, language: String?) -> String? { nil }
}
