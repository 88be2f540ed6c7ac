import Assets
import CampaignModel
import Foundation
import Imaging
import Layout
import PreviewKit
import TextShaping

/// The real `LintServices`: the preview pipeline's Pango measurer and theme,
/// and artwork from the file system. One artwork store per campaign folder
/// and asset folder, so each image is read and decoded once per run however
/// many variants use it. Not thread-safe: use one per thread, like a session.
public final class PreviewLintServices: LintServices {
    /// The session whose fonts, measurer and theme lay variants out.
    public let session: PreviewSession
    private var stores: [String: ArtworkStore] = [:]

    public init(session: PreviewSession) {
        self.session = session
    }

    /// - Parameter fontsDirectory: the bundled `fonts/` folder; found
    ///   automatically when nil (see `FontSystem.locateFontsDirectory`).
    public convenience init(fontsDirectory: URL? = nil) throws {
        self.init(session: try PreviewSession(fontsDirectory: fontsDirectory))
    }

    public func layout(_ campaign: Campaign, source: CampaignSource, environment: Environment) -> BoxTree {
        LayoutEngine(theme: session.theme, measurer: session.measurer, artwork: store(for: source)).layout(campaign, in: environment)
    }

    public func artwork(for reference: String, source: CampaignSource) -> ArtworkLookup {
        store(for: source).artwork(for: reference)
    }

    public func averageColor(of image: ImageContent, drawnIn frame: Rect, under region: Rect) -> RGBAColor? {
        guard !image.isPlaceholder, let file = image.file else { return nil }
        // The store that found the artwork holds its pixels (and the folders it may be read from).
        let info = ArtworkInfo(file: file, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
        guard let raster = stores.keys.sorted().lazy.compactMap({ try? self.stores[$0]?.image(for: info) }).first else { return nil }
        return ArtworkSampler(raster: raster, contentMode: image.contentMode).averageColor(drawnIn: frame, under: region)
    }

    public func uncoveredCharacters(in text: String) -> [Character] {
        session.fontSystem.uncoveredCharacters(in: text)
    }

    private func store(for source: CampaignSource) -> ArtworkStore {
        let campaignDirectory = URL(fileURLWithPath: source.file).deletingLastPathComponent()
        let key = campaignDirectory.path + "\n" + (source.assetsDirectory ?? "")
        if let store = stores[key] { return store }
        let store = ArtworkStore(campaignDirectory: campaignDirectory,
                                 assetsDirectory: source.assetsDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
        stores[key] = store
        return store
    }
}
