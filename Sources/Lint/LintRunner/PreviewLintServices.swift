import Assets
import BoxTreeModel
import CampaignModel
import Foundation
import Imaging
import Layout
import LintRules
import Pipeline
import TextShaping

/// The real `LintServices`: the preview pipeline's Pango measurer and theme,
/// and artwork through the session's stores, so lint, layout and drawing
/// share the session's decoded pixels (each image decoded once). Not
/// thread-safe: use one per thread, like a session.
public final class PreviewLintServices: LintServices {
    /// The session whose fonts, measurer, theme and artwork lay variants out.
    public let session: PreviewSession

    public init(session: PreviewSession) {
        self.session = session
    }

    /// - Parameter fontsDirectory: the bundled `fonts/` folder; found
    ///   automatically when nil (see `FontSystem.locateFontsDirectory`).
    public convenience init(fontsDirectory: URL? = nil) throws {
        self.init(session: try PreviewSession(fontsDirectory: fontsDirectory))
    }

    public func layout(_ campaign: Campaign, source: CampaignSource, environment: Environment) -> BoxTree {
        LayoutEngine(theme: session.theme(for: campaign), measurer: session.measurer, artwork: store(for: source)).layout(campaign, in: environment)
    }

    public func artwork(for reference: String, source: CampaignSource) -> ArtworkLookup {
        store(for: source).artwork(for: reference)
    }

    public func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? {
        guard !image.isPlaceholder, let file = image.file,
              let raster = try? session.artwork.image(file: file)
        else { return nil }
        return ArtworkSampler(raster: raster, contentMode: image.contentMode).averageColor(drawnIn: frame, under: region)
    }

    public func uncoveredCharacters(in text: String) -> [Character] {
        session.fontSystem.uncoveredCharacters(in: text)
    }

    public func missingFonts(for text: String, language: String?) -> String? {
        session.fontSystem.unavailableFonts(for: text, language: language)?.description
    }

    private func store(for source: CampaignSource) -> ArtworkStore {
        session.artworkStore(campaignFile: URL(fileURLWithPath: source.file),
                             assetsDirectory: source.assetsDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }
}
