import Assets
import CairoRenderer
import CampaignModel
import Foundation
import Imaging
import Layout
import RenderCore
import TextShaping

/// The whole pipeline for one worker: decode a campaign, lay it out, render it.
///
/// A session owns a hermetic font system (Pango is not thread-safe), so use
/// one session per thread; several sessions produce identical output.
public final class PreviewSession {
    public let fontSystem: FontSystem
    public let measurer: PangoTextMeasurer
    public var theme: Theme
    /// The renderers `--format` names pick from: the built-ins (png, a11y,
    /// json, ...) and any the program registers. Names not found here are
    /// looked up as external plugins when a plan is made.
    public var renderers: RendererRegistry
    let drawingArtwork = SessionArtwork()

    /// - Parameter fontsDirectory: the bundled `fonts/` folder; found
    ///   automatically (`MESSAGEPREVIEW_FONTS`, or next to the executable) when nil.
    public init(fontsDirectory: URL? = nil, theme: Theme = .gameball) throws {
        guard let directory = fontsDirectory ?? FontSystem.locateFontsDirectory() else {
            throw PreviewError.fontsNotFound
        }
        fontSystem = try FontSystem(fontsDirectory: directory)
        measurer = PangoTextMeasurer(fontSystem: fontSystem)
        self.theme = theme
        renderers = .builtIn(fontSystem: fontSystem, images: drawingArtwork.loader)
    }

    /// Reads and validates a campaign file.
    public func loadCampaign(at url: URL) throws(CampaignDecodingError) -> DecodedCampaign {
        try CampaignDecoder().decode(contentsOf: url)
    }

    /// Reads a message in our format or another vendor's (Braze, Radar,
    /// Firebase, Adobe): `source` names it, or it is detected from the keys.
    /// A file that looks like no vendor's is read as our own campaign format,
    /// so its problems are reported against the format users write most.
    public func loadMessage(at url: URL, from source: MessageSource? = nil) throws(CampaignDecodingError) -> ImportedMessage {
        try MessageImporter().decode(contentsOf: url, from: source, fallback: .gameball)
    }

    /// Lays a campaign out. Artwork paths resolve against `campaignFile`'s folder
    /// and `https` artwork against `assetsDirectory`. `htmlFrame` places an
    /// HTML (Adobe) message's web view.
    public func layout(_ campaign: Campaign, campaignFile: URL?, assetsDirectory: URL?, environment: Environment,
                       htmlFrame: AdobeFrame? = nil) -> LaidOutPreview {
        let artwork = ArtworkStore(campaignDirectory: campaignFile?.deletingLastPathComponent(), assetsDirectory: assetsDirectory)
        let tree = LayoutEngine(theme: theme, measurer: measurer, artwork: artwork).layout(campaign, in: environment, htmlFrame: htmlFrame)
        return LaidOutPreview(tree: tree, artwork: artwork)
    }

    /// The PNG renderer bound to this session's fonts, drawing artwork the
    /// layout already decoded (each image is decoded once).
    public func pngRenderer(for preview: LaidOutPreview) -> PNGRenderer {
        let artwork = preview.artwork
        return PNGRenderer(fontSystem: fontSystem, imageLoader: { content in
            guard let file = content.file else { return nil }
            return try artwork.image(for: ArtworkInfo(file: file, pixelWidth: content.pixelWidth, pixelHeight: content.pixelHeight))
        })
    }
}

/// A box tree together with the artwork it refers to, ready for any renderer.
public struct LaidOutPreview {
    public let tree: BoxTree
    /// The store that checked the artwork; it holds the decoded pixels.
    public let artwork: ArtworkStore
}

/// Problems of the pipeline that are the user's to fix.
public enum PreviewError: Error, CustomStringConvertible {
    case fontsNotFound
    case background(path: String, reason: String)

    public var description: String {
        switch self {
        case .fontsNotFound:
            "cannot find the bundled fonts folder (fonts/Inter-Regular.otf); set MESSAGEPREVIEW_FONTS to the repository's fonts/ folder"
        case .background(let path, let reason):
            "cannot use \(path) as the background: \(reason)"
        }
    }
}

extension HostBackground {
    /// Parses `--background`: `#RRGGBB` (or `#RGB`, `#RRGGBBAA`) or a PNG/JPEG file.
    public static func parse(_ argument: String) throws(PreviewError) -> HostBackground {
        if argument.hasPrefix("#") {
            guard let color = RGBAColor(hex: argument) else {
                throw .background(path: argument, reason: "expected a colour #RGB, #RRGGBB or #RRGGBBAA")
            }
            return .color(color)
        }
        let path = URL(fileURLWithPath: argument).standardizedFileURL.path
        do {
            let data = try ImageDecoder.readBounded(path: path, maxBytes: 64 << 20)
            // Decoded in full now, so damaged pixel data or a side too long to
            // draw is a usage error before any work, not a failure while drawing.
            let image = try ImageDecoder.decode(data)
            return .image(file: path, pixelWidth: image.width, pixelHeight: image.height)
        } catch {
            throw .background(path: argument, reason: error.description)
        }
    }
}

extension LaidOutPreview {
    /// The same preview with more diagnostics (for example lint findings), so
    /// every renderer reports them.
    public func adding(_ diagnostics: [Diagnostic]) -> LaidOutPreview {
        var tree = tree
        for diagnostic in diagnostics where !tree.diagnostics.contains(diagnostic) {
            tree.diagnostics.append(diagnostic)
        }
        return LaidOutPreview(tree: tree, artwork: artwork)
    }
}
